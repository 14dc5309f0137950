import { Undo2 } from "lucide-react";
import { useState } from "react";
import { formatRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_SHELVES, type ReturnShelf } from "@shared/returns.js";
import { RETURN_SHELF_LABELS, returnWords } from "@shared/return-words.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { QueuePage, type QueueCardProps } from "@/admin/shared/queue/QueuePage.js";
import { useQueue } from "@/admin/shared/queue/use-queue.js";
import { fetchReturns, type AdminReturn } from "./returns-api.js";
import { ReturnMedia } from "./ReturnMedia.js";
import { ReturnNextStep } from "./ReturnNextStep.js";
import { ReturnPickupPanel } from "./ReturnPickupPanel.js";
import { isSentForApproval } from "@/admin/approvals/sent-for-approval.js";
import "./returns.css";

/**
 * /admin/returns: the shoppers' returns and exchanges, newest first, filtered by state. Each card
 * shows the pieces, the reason, the photos or video, and the next step: approve (books the
 * reverse pickup with the courier: AWB, pickup day, label) or reject with a reason; the courier's
 * tracking moves it to picked up and marks it arrived (or the pickup is recorded by hand); then
 * each piece is marked received as restockable or damaged, which resolves the return (credit,
 * exchange order or refund).
 */
export default function ReturnsPage() {
  // Every open return by default (issue 40): an approved one waiting for its pickup is still work.
  const queue = useQueue<ReturnShelf, AdminReturn>("open", fetchReturns);
  return <QueuePage title="Returns" noun={{ one: "return", many: "returns" }} states={RETURN_SHELVES} labels={RETURN_SHELF_LABELS} queue={queue} card={ReturnCard} />;
}

function ReturnCard({ row, onDone, onFailed }: QueueCardProps<AdminReturn>) {
  const [busy, setBusy] = useState(false);
  const act = (run: () => Promise<unknown>, text: string) => {
    setBusy(true);
    run()
      // A receipt worth more than is left of her day's limit waits for the owner: the server says so.
      .then((answer) => (isSentForApproval(answer) ? onDone(answer.message, "info") : onDone(text)))
      .catch(onFailed)
      .finally(() => setBusy(false));
  };
  return (
    <li className="queue-card" aria-label={`Return ${row.number}`}>
      <header className="queue-card__head">
        <Undo2 size={18} aria-hidden="true" />
        <strong>{row.number}</strong>
        <span className={`queue-card__state return-card__state--${row.state}`}>{returnWords(row)}</span>
      </header>
      <p className="muted">
        Order {orderNumber(row.orderId)} · {row.user.name} · asked {adminDateTime(row.createdAt)}
      </p>
      <p>
        Wants: <strong>{RETURN_RESOLUTION_LABELS[row.resolution]}</strong> · {formatRupees(row.value)}
      </p>
      <ul className="return-card__items">
        {row.items.map((item) => (
          <li key={`${item.product}-${item.size}`}>
            {item.quantity} × {item.name} (size {item.size}
            {item.exchangeSize ? ` → ${item.exchangeSize}` : ""}) · {RETURN_REASON_LABELS[item.reason]}
            {row.resolution === "mixed" ? ` · ${RETURN_RESOLUTION_LABELS[item.resolution]}` : ""}
          </li>
        ))}
      </ul>
      {row.note ? <p className="return-card__note">“{row.note}”</p> : null}
      {row.media.length > 0 ? <ReturnMedia row={row} /> : null}
      {row.rejectReason ? <p className="muted">Rejected: {row.rejectReason}</p> : null}
      {row.pickup ? <ReturnPickupPanel pickup={row.pickup} counted={row.received !== undefined} /> : null}
      {row.exchangeOrderId ? <p className="muted">Exchange sent as order {orderNumber(row.exchangeOrderId)}</p> : null}
      {row.credit !== undefined ? <p className="muted">Store credit added: {formatRupees(row.credit)}</p> : null}
      {row.refunded !== undefined ? <p className="muted">Refunded to source: {formatRupees(row.refunded)}</p> : null}
      <ReturnNextStep row={row} busy={busy} act={act} />
    </li>
  );
}
