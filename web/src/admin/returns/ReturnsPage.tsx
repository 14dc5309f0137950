import { Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { formatRupees } from "@shared/money.js";
import { orderNumber } from "@shared/order-number.js";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_SHELVES, type PieceCondition, type ReturnShelf } from "@shared/returns.js";
import { RETURN_SHELF_LABELS, returnWords } from "@shared/return-words.js";
import { adminDateTime } from "../shared/format.js";
import { QueuePage, type QueueCardProps } from "../shared/queue/QueuePage.js";
import { useQueue } from "../shared/queue/use-queue.js";
import { approveReturn, fetchReturns, mediaUrl, receiveReturn, recordPickup, rejectReturn, type AdminReturn } from "./returns-api.js";
import { ReturnPickupPanel } from "./ReturnPickupPanel.js";
import { isSentForApproval } from "../approvals/sent-for-approval.js";
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
      <NextStep row={row} busy={busy} act={act} />
    </li>
  );
}

function ReturnMedia({ row }: { row: AdminReturn }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    for (const media of row.media) {
      mediaUrl(row.id, media.mediaId)
        .then((url) => {
          made.push(url);
          if (live) setUrls((before) => ({ ...before, [media.mediaId]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [row.id, row.media]);
  return (
    <div className="queue-card__media">
      {row.media.map((media) =>
        !urls[media.mediaId] ? (
          <span key={media.mediaId} className="muted">
            Loading {media.kind}…
          </span>
        ) : media.kind === "video" ? (
          <video key={media.mediaId} src={urls[media.mediaId]} controls className="return-card__video" aria-label="Unboxing video" />
        ) : (
          <img key={media.mediaId} src={urls[media.mediaId]} alt={`Photo sent with ${row.number}`} className="queue-card__photo" />
        ),
      )}
    </div>
  );
}

function NextStep({ row, busy, act }: { row: AdminReturn; busy: boolean; act(run: () => Promise<unknown>, text: string): void }) {
  const [reason, setReason] = useState("");
  // A pickup the courier booked is recorded by its tracking; by hand, its courier and AWB come prefilled.
  const [courier, setCourier] = useState(row.pickup?.courierName ?? "");
  const [tracking, setTracking] = useState(row.pickup?.awb ?? "");
  const [conditions, setConditions] = useState<Record<string, PieceCondition>>({});
  if (row.state === "requested") {
    return (
      <div className="queue-card__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => act(() => approveReturn(row.id), `${row.number} approved: pickup booked.`)}>
          Approve and book pickup
        </button>
        <label className="queue-card__field">
          <span>Reason to reject</span>
          <input value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <button type="button" className="btn btn--outline" disabled={busy || reason.trim() === ""} onClick={() => act(() => rejectReturn(row.id, reason.trim()), `${row.number} rejected.`)}>
          Reject
        </button>
      </div>
    );
  }
  const receive = (
    <div className="queue-card__actions">
      {row.items.map((item) => {
        const key = `${item.product}|${item.size}`;
        return (
          <label key={key} className="queue-card__field">
            <span>
              {item.name} (size {item.size}) came back
            </span>
            <select value={conditions[key] ?? "restockable"} onChange={(event) => setConditions({ ...conditions, [key]: event.target.value as PieceCondition })}>
              <option value="restockable">Restockable</option>
              <option value="damaged">Damaged</option>
            </select>
          </label>
        );
      })}
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        onClick={() =>
          act(
            () => receiveReturn(row.id, row.items.map((item) => ({ product: item.product, size: item.size, quantity: item.quantity, condition: conditions[`${item.product}|${item.size}`] ?? "restockable" }))),
            `${row.number} received and resolved.`,
          )
        }
      >
        Mark received
      </button>
    </div>
  );
  if (row.state === "approved") {
    const byHand = (
      <div className="queue-card__actions">
        <label className="queue-card__field">
          <span>Courier</span>
          <input value={courier} onChange={(event) => setCourier(event.target.value)} />
        </label>
        <label className="queue-card__field">
          <span>Tracking number</span>
          <input value={tracking} onChange={(event) => setTracking(event.target.value)} />
        </label>
        <button
          type="button"
          className="btn btn--outline"
          disabled={busy || courier.trim() === "" || tracking.trim() === ""}
          onClick={() => act(() => recordPickup(row.id, courier.trim(), tracking.trim()), `${row.number} picked up.`)}
        >
          Record pickup
        </button>
      </div>
    );
    return (
      <>
        {row.pickup?.awb ? (
          // The courier's tracking records the pickup; by hand only when its update never comes.
          <details className="return-card__by-hand">
            <summary>Picked up, but no update from the courier? Record it by hand</summary>
            {byHand}
          </details>
        ) : (
          byHand
        )}
        {receive}
      </>
    );
  }
  if (row.state === "picked-up" || row.state === "received") return receive;
  return null;
}
