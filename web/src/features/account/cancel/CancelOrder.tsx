import { useEffect, useId, useState } from "react";
import { CANCELLATION_REASONS } from "@shared/schemas/cancellation.js";
import { formatRupees, toPaise } from "@shared/money.js";
import { refundDestination } from "@shared/cancellation.js";
import type { Order } from "@shared/schemas/order.js";
import { failureText } from "@/api/error-text.js";
import { orderDateTime } from "@/features/account/order-display.js";
import { cancelMyOrder, fetchCancellationOffer, type CancellationOffer } from "./cancel-api.js";
import "./cancel-order.css";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

const FAILED = "We could not cancel the order just now. Please try again, or write to us.";

/**
 * "Cancel order" in an order's details (issue 25): shown while the server says the order can be
 * cancelled; the figures (refund, fee) are the server's, shown before the shopper confirms.
 */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled(order: Order): void }) {
  const orderId = order._id || order.id;
  const id = useId();
  const [offer, setOffer] = useState<CancellationOffer | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<string>(CANCELLATION_REASONS[0]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancellable = order.isPaid && (order.status === "pending" || order.status === "processing");
  useEffect(() => {
    if (!cancellable) return;
    const controller = new AbortController();
    fetchCancellationOffer(orderId, controller.signal).then(setOffer, () => setOffer(null));
    return () => controller.abort();
  }, [orderId, cancellable, order.updatedAt]);

  if (!cancellable || !offer?.cancellable) return null;

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelMyOrder(orderId, reason));
    } catch (error) {
      setFailure(failureText(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <div className="cancel-order">
        <button type="button" className="btn btn--outline cancel-order__open" onClick={() => setAsking(true)}>
          Cancel order
        </button>
        {offer.until ? <p className="muted cancel-order__until">You can cancel until {orderDateTime(offer.until)}, before it is dispatched.</p> : null}
      </div>
    );
  }

  return (
    <section className="cancel-order cancel-order--asking" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="order-details__heading">
        Cancel this order?
      </h3>
      <CancellationParts offer={offer} />
      <LabelledField id={`${id}-reason`} label="Why are you cancelling?">
        <select id={`${id}-reason`} className="input" value={reason} onChange={(event) => setReason(event.target.value)}>
          {CANCELLATION_REASONS.map((text) => (
            <option key={text}>{text}</option>
          ))}
        </select>
      </LabelledField>
      <FormAlert message={failure} />
      <div className="button-row cancel-order__actions">
        <button type="button" className="btn btn--primary" onClick={confirm} disabled={busy}>
          {busy ? "Cancelling..." : `Cancel and refund ${formatRupees(offer.refund)}`}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setAsking(false)} disabled={busy}>
          Keep my order
        </button>
      </div>
    </section>
  );
}

const BANK_DAYS = "banks usually take 5-7 business days to show the refund.";

/** When the money shows, and (with a fee) that the fee is on the card part alone. */
function whenItArrives(offer: { cardPaid: number; fee: number; feePercent: string }): string {
  if (offer.cardPaid === 0) return "Store credit is ready to spend at once, and no fee is taken on it.";
  if (offer.fee === 0) return `The card or UPI part comes back in full: ${BANK_DAYS}`;
  return `The ${offer.feePercent} transaction fee is taken only on what your card or UPI paid; ${BANK_DAYS}`;
}

/**
 * What comes back, part by part (issue 39): store credit in full, the card or UPI part less the
 * fee, which is a charge for that transaction alone. Every figure is the server's.
 */
function CancellationParts({ offer }: { offer: Extract<CancellationOffer, { cancellable: true }> }) {
  const both = offer.storeCredit > 0 && offer.cardPaid > 0;
  return (
    <>
      <ul className="cancel-order__figures" data-testid="cancel-figures">
        {offer.storeCredit > 0 ? (
          <li>
            <strong>{formatRupees(offer.storeCredit)}</strong> back to your store credit, in full
          </li>
        ) : null}
        {offer.cardPaid > 0 ? (
          <li>
            <strong>{formatRupees(offer.card)}</strong> back to your card/UPI
            {offer.fee > 0 ? ` (${formatRupees(offer.cardPaid)} less a ${offer.feePercent} fee of ${formatRupees(offer.fee)})` : ""}
          </li>
        ) : null}
      </ul>
      {both ? (
        <p data-testid="cancel-total">
          You get back {formatRupees(offer.refund)} of {formatRupees(offer.paid)}.
        </p>
      ) : null}
      <p className="muted" data-testid="cancel-destination">
        {whenItArrives(offer)}
      </p>
    </>
  );
}

/** What a cancelled order says: when, by whom, why, and the money. */
export function CancellationSummary({ order }: { order: Order }) {
  const cancellation = order.cancellation;
  if (!cancellation) return order.status === "cancelled" && order.cancelReason ? <p className="muted">Cancelled: {order.cancelReason}</p> : null;
  return (
    <div className="cancel-summary" role="status">
      <p>
        <strong>Cancelled on {orderDateTime(cancellation.at)}</strong> {cancellation.by === "shopper" ? "at your request" : "by us"}: {cancellation.reason}.
      </p>
      <p>
        {formatRupees(cancellation.refund)} refunded {refundDestination(toPaise(cancellation.refund), toPaise(cancellation.storeCredit ?? 0))}
        {cancellation.fee > 0 ? `; ${formatRupees(cancellation.fee)} kept as the transaction fee.` : ", in full."} The credit note is under Invoice below.
      </p>
    </div>
  );
}
