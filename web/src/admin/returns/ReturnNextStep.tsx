import { useState } from "react";
import type { PieceCondition } from "@shared/returns.js";
import { approveReturn, receiveReturn, recordPickup, rejectReturn, type AdminReturn } from "./returns-api.js";

/**
 * A return's next step on its card: approve or reject a request; record an approved one's pickup
 * by hand (folded away when the courier's tracking will record it); mark the pieces received.
 */
export function ReturnNextStep({ row, busy, act }: { row: AdminReturn; busy: boolean; act(run: () => Promise<unknown>, text: string): void }) {
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
