import { Printer } from "lucide-react";
import { orderNumber } from "@shared/order-number.js";
import type { BulkAnswer } from "./shipping-api.js";

/** What a booking of several orders came to: how many were booked, why the others were not, and their labels in one PDF. */
export function BookedLabels({ booked }: { booked: BulkAnswer }) {
  return (
    <div className="to-call__row">
      <p>
        Booked {booked.results.filter((r) => r.awb).length} of {booked.results.length}.
      </p>
      <ul>
        {booked.results
          .filter((r) => r.error)
          .map((r) => (
            <li key={r.orderId}>
              Order {orderNumber(r.orderId)}: {r.error}
            </li>
          ))}
      </ul>
      {booked.labelUrl ? (
        <a className="btn btn--outline btn--small" href={booked.labelUrl} target="_blank" rel="noopener noreferrer">
          <Printer size={16} aria-hidden="true" /> Print all labels
        </a>
      ) : null}
    </div>
  );
}
