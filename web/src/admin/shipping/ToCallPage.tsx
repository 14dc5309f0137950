import { orderNumber } from "@shared/order-number.js";
import { formatRupees } from "@shared/money.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { useQueue, wholeList } from "@/admin/shared/queue/use-queue.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { CallRecorder } from "./CallRecorder.js";
import { fetchToCall, type CallRow } from "./shipping-api.js";
import { timeLeftText } from "./time-left.js";
import "./shipping.css";

const readRows = wholeList(fetchToCall);

/**
 * /admin/to-call: the confirmation calls the policy promises within 24 hours of payment. Paid
 * orders not yet confirmed, the most urgent first, each with a tap-to-call number and the time
 * left; "Confirmed" takes an order off, "Could not reach" records the try and keeps it.
 */
export default function ToCallPage() {
  const { rows, error, load, flash, show, clear } = useQueue<never, CallRow>("", readRows);

  const countLine = rows === null ? "Loading…" : `${rows.length} ${rows.length === 1 ? "order" : "orders"} to confirm`;
  return (
    <div className="admin-page">
      <PageHeader title="To call" count={countLine} actions={<RefreshButton small onClick={load} />} />
      <FlashMessage flash={flash} onClose={clear} />
      <LoadErrorBanner text={error ? errorText(error, "Could not load the calls to make. Check the connection and try again.") : null} />
      {rows && rows.length === 0 ? <p className="muted">Every paid order is confirmed. Nobody to call.</p> : null}
      <ul className="to-call__list">
        {(rows ?? []).map((row) => (
          <CallCard
            key={row.order.id}
            row={row}
            onRecorded={(outcome) => {
              show({ kind: "success", text: outcome === "confirmed" ? `Order ${orderNumber(row.order.id)} confirmed.` : `Call to ${row.order.shippingAddress.name} recorded.` });
              load();
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function CallCard({ row, onRecorded }: { row: CallRow; onRecorded(outcome: "confirmed" | "unreachable"): void }) {
  const { order } = row;
  return (
    <li className="to-call__row" aria-label={`Order ${orderNumber(order.id)}`}>
      <div className="to-call__head">
        <div>
          <p>
            <strong>{order.shippingAddress.name}</strong> · Order {orderNumber(order.id)} · {formatRupees(order.totalPrice)}
          </p>
          <p className="muted">
            Paid {adminDateTime(order.paidAt ?? order.createdAt)} · {order.shippingAddress.city}
          </p>
        </div>
        <p className={row.timeLeftMs < 0 ? "to-call__left--late" : undefined}>{timeLeftText(row.timeLeftMs)}</p>
      </div>
      <CallRecorder order={order} onRecorded={(outcome) => onRecorded(outcome)} />
    </li>
  );
}
