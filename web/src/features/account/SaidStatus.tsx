import type { ReactNode } from "react";
import type { Said } from "./use-saved-book.js";

/** The live line under a book's heading: empty and hidden until a change says something. */
export function SaidStatus({ said, children }: { said: Said; children?: ReactNode }) {
  return (
    <p className={said ? (said.failed ? "account-error" : "account-success") : "visually-hidden"} role="status">
      {said?.text ?? ""}
      {children}
    </p>
  );
}
