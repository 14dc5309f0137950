import { Fragment, type ReactNode } from "react";
import "./details-list.css";

/** One label and its value; `mono` for ids and codes. */
export interface Detail {
  label: string;
  value: ReactNode;
  mono?: boolean;
}

/** Labels beside their values (an order's, a payment's, a shipment's facts); a detail given as null is left out. */
export function DetailsList({ details }: { details: ReadonlyArray<Detail | null> }) {
  return (
    <dl className="details-list">
      {details.map((detail) =>
        detail ? (
          <Fragment key={detail.label}>
            <dt>{detail.label}</dt>
            <dd className={detail.mono ? "details-list__mono" : undefined}>{detail.value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
