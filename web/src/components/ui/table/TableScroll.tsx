import type { ReactNode } from "react";
import "./table.css";

/**
 * A wide table scrolls sideways inside its own box on a narrow screen instead of pushing the
 * page wider; the box is focusable so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
