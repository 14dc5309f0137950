import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import type { Product } from "@shared/schemas/product-record.js";
import type { Flash } from "@/admin/shared/Flash.js";
import { ADD_PRODUCT_PARAM, EDIT_PRODUCT_PARAM } from "@/admin/shared/admin-paths.js";
import { errorText } from "@/api/error-text.js";
import { fetchProduct } from "./products-api.js";

/**
 * The dashboard's links into this screen: "Add product" arrives as ?add=1, the low-stock panel
 * as ?edit=<id>. Each opens the form once and is taken out of the address, so a reload does not
 * open it again.
 */
export function useProductLinks(open: (product: Product | null) => void, show: (flash: Flash) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const adding = searchParams.get(ADD_PRODUCT_PARAM) !== null;
  const editId = searchParams.get(EDIT_PRODUCT_PARAM);
  useEffect(() => {
    if (!adding && editId === null) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(ADD_PRODUCT_PARAM);
    rest.delete(EDIT_PRODUCT_PARAM);
    setSearchParams(rest, { replace: true });
    if (adding) open(null);
    // The address is cleaned at once; the read goes on regardless.
    if (editId !== null) {
      fetchProduct(editId)
        .then(open)
        .catch((error: unknown) => show({ kind: "error", text: errorText(error, "That product could not be opened. It may have been deleted.") }));
    }
  }, [adding, editId, searchParams, setSearchParams, open, show]);
}
