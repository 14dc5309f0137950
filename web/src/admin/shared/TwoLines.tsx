import type { ReactNode } from "react";

/** A cell's value with a smaller, greyer line under it (the customer's email under the name). */
export function TwoLines({ children, sub, subClassName = "" }: { children: ReactNode; sub: ReactNode; subClassName?: string }) {
  return (
    <div>
      {children}
      <span className={`admin-table__sub ${subClassName}`.trim()}>{sub}</span>
    </div>
  );
}
