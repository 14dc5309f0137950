import { Phone } from "lucide-react";
import { useState } from "react";
import { orderNumber } from "@shared/order-number.js";
import type { Order } from "@shared/schemas/order.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { adminDateTime } from "@/admin/shared/format.js";
import { recordCall } from "./shipping-api.js";

type Called = Pick<Order, "_id" | "shippingAddress" | "confirmationCall">;

/**
 * The confirmation call, made from where the admin is (the To call list, an order's Shipping):
 * the shopper's number to tap, the last try, a note, and "Confirmed" / "Could not reach".
 */
export function CallRecorder({ order, onRecorded }: { order: Called; onRecorded(outcome: "confirmed" | "unreachable", order: Order): void }) {
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phone = order.shippingAddress.phone;
  const lastTry = order.confirmationCall?.attempts.at(-1);

  async function record(outcome: "confirmed" | "unreachable") {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const updated = await recordCall(order._id, outcome, note);
      setNote("");
      onRecorded(outcome, updated);
    } catch (failure) {
      setProblem(errorText(failure, "The call could not be recorded. Please try again."));
    } finally {
      // A call not reached keeps the order waiting, ready for the next try.
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        <a className="to-call__phone" href={`tel:${phone.startsWith("+") ? phone : `+91${phone}`}`}>
          <Phone size={16} aria-hidden="true" /> {phone}
        </a>
      </p>
      {lastTry && lastTry.outcome !== "confirmed" ? (
        <p className="muted">
          Last try {adminDateTime(lastTry.at)}: could not reach{lastTry.note ? ` (${lastTry.note})` : ""}
        </p>
      ) : null}
      <div className="to-call__actions">
        <input className="input" aria-label={`Note for order ${orderNumber(order._id)}`} placeholder="Note (optional)" maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        <button type="button" className="btn btn--primary btn--small" aria-disabled={busy} onClick={() => void record("confirmed")}>
          Confirmed
        </button>
        <button type="button" className="btn btn--outline btn--small" aria-disabled={busy} onClick={() => void record("unreachable")}>
          Could not reach
        </button>
      </div>
      <FlashMessage flash={problem ? { kind: "error", text: problem } : null} />
    </>
  );
}
