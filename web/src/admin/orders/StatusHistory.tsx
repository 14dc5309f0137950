import type { Order } from "@shared/types.js";
import { adminDateTime } from "../shared/format.js";
import { ORDER_STATUS_LABELS } from "../shared/StatusBadge.js";

/** An order's status changes, newest first, with who made them and why. */
export function StatusHistory({ history }: { history: Order["statusHistory"] }) {
  return (
    <ol className="order-history">
      {[...(history ?? [])].reverse().map((change, index) => (
        <li key={`${change.at}-${index}`} className="order-history__entry">
          <span className={`order-history__dot order-history__dot--${change.status}`} aria-hidden="true" />
          <div>
            <p className="order-history__status">
              <strong>{ORDER_STATUS_LABELS[change.status] ?? change.status}</strong>
              <span className="muted">
                {" "}
                · {adminDateTime(change.at)} · {change.by}
              </span>
            </p>
            {change.note ? <p className="order-history__note">{change.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
