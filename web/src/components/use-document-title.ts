import { useEffect } from "react";
import { BRAND_NAME } from "@shared/catalogue.js";

/** The browser tab says where the shopper is ("Cotton Dresses | Rangrez"); home keeps the page's own title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${BRAND_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
