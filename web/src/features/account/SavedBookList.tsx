import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { failureText } from "@/api/error-text.js";

interface SavedBookListProps {
  list: UseQueryResult<unknown[]>;
  texts: { loading: string; failed: string; empty: string };
  /** The entries, drawn once the list has some. */
  children: ReactNode;
}

/** A saved book's body: loading, the failure, the empty book, or its entries. */
export function SavedBookList({ list, texts, children }: SavedBookListProps) {
  if (list.isPending) return <p className="muted">{texts.loading}</p>;
  if (list.isError) return <p className="account-error">{failureText(list.error, texts.failed)}</p>;
  if (list.data.length === 0) return <p className="muted">{texts.empty}</p>;
  return children;
}
