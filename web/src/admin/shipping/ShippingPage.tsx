import { PhoneCall } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { callConfirmed } from "@shared/confirmation-call.js";
import { orderNumber } from "@shared/order-number.js";
import type { Order } from "@shared/schemas/order.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, useFlash } from "@/admin/shared/Flash.js";
import { RefreshButton } from "@/admin/shared/HeaderButtons.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { answerUndelivered, bookMany, fetchReady, fetchUndelivered, type BulkAnswer, type UndeliveredRow } from "./shipping-api.js";
import { BookedLabels } from "./BookedLabels.js";
import { FailedDeliveries } from "./FailedDeliveries.js";
import "./shipping.css";
import { AdminSection } from "@/admin/shared/AdminSection.js";

/**
 * /admin/shipping: parcels the courier could not deliver, waiting for "Re-attempt" or "Return
 * to shop", and orders ready to ship (made-to-measure ones once their pieces are: issue 40), booked
 * together with all their labels in one PDF; an order
 * whose confirmation call is not confirmed cannot be chosen and links to its call instead.
 */
export default function ShippingPage() {
  const [undelivered, setUndelivered] = useState<UndeliveredRow[] | null>(null);
  const [ready, setReady] = useState<Order[] | null>(null);
  const [beingMade, setBeingMade] = useState(0);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<BulkAnswer | null>(null);
  const { flash, show, clear } = useFlash();

  const load = useCallback(() => {
    Promise.all([fetchUndelivered(), fetchReady()])
      .then(([parcels, answer]) => {
        setUndelivered(parcels);
        setReady(answer.orders);
        setBeingMade(answer.beingMade);
        setError(null);
      })
      .catch(setError);
  }, []);
  useEffect(load, [load]);

  async function answer(orderId: string, action: "re-attempt" | "return") {
    try {
      await answerUndelivered(orderId, action);
      show({ kind: "success", text: action === "re-attempt" ? "The courier will try again." : "The courier will return the parcel to the shop." });
      load();
    } catch (failure) {
      show({ kind: "error", text: errorText(failure, "The courier could not be told. Please try again.") });
    }
  }

  async function bookChosen() {
    if (busy || chosen.size === 0) return;
    setBusy(true);
    try {
      const answer = await bookMany([...chosen]);
      setBooked(answer);
      setChosen(new Set());
      load();
    } catch (failure) {
      show({ kind: "error", text: errorText(failure, "The orders could not be booked. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: string) => setChosen((now) => (now.has(id) ? new Set([...now].filter((x) => x !== id)) : new Set([...now, id])));

  return (
    <div className="admin-page">
      <PageHeader title="Shipping" actions={<RefreshButton small onClick={load} />} />
      <FlashMessage flash={flash} onClose={clear} />
      <LoadErrorBanner text={error ? errorText(error, "Could not load shipping. Check the connection and try again.") : null} />

      <AdminSection title="Failed deliveries" heading="h2">
        <FailedDeliveries rows={undelivered} onAnswer={(orderId, action) => void answer(orderId, action)} />
      </AdminSection>

      <AdminSection title="Ready to ship" heading="h2">
        {booked ? <BookedLabels booked={booked} /> : null}
        {ready && ready.length === 0 ? <p className="muted">No paid order is waiting to be booked.</p> : null}
        {beingMade > 0 ? (
          <p className="muted">
            {beingMade === 1 ? "1 made-to-measure order is" : `${beingMade} made-to-measure orders are`} still being made: each shows here once its pieces are{" "}
            <Link to="/admin/production">Ready to ship</Link>.
          </p>
        ) : null}
        <ul className="to-call__list">
          {(ready ?? []).map((order) =>
            callConfirmed(order) ? (
              <li key={order.id} className="to-call__row">
                <label className="to-call__actions">
                  <input type="checkbox" checked={chosen.has(order.id)} onChange={() => toggle(order.id)} />
                  <span>
                    <strong>{order.shippingAddress.name}</strong> · Order {orderNumber(order.id)} · {order.shippingAddress.city} {order.shippingAddress.pincode}
                  </span>
                </label>
              </li>
            ) : (
              // Not bookable yet (the server refuses too): the call comes first, from the order.
              <li key={order.id} className="to-call__row ready__call-first" aria-label={`Order ${orderNumber(order.id)}: confirm by phone first`}>
                <p>
                  <strong>{order.shippingAddress.name}</strong> · Order {orderNumber(order.id)} · {order.shippingAddress.city} {order.shippingAddress.pincode}
                </p>
                <p className="to-call__actions">
                  <span className="ready__reason">Confirm by phone first</span>
                  <Link className="btn btn--outline btn--small" to={`/admin/orders?orderId=${encodeURIComponent(order.id)}`}>
                    <PhoneCall size={16} aria-hidden="true" /> Call<span className="visually-hidden"> about order {orderNumber(order.id)}</span>
                  </Link>
                </p>
              </li>
            ),
          )}
        </ul>
        {ready && ready.some(callConfirmed) ? (
          <button type="button" className="btn btn--primary" aria-disabled={busy || chosen.size === 0} onClick={() => void bookChosen()}>
            {busy ? "Booking…" : `Book ${chosen.size || ""} and print labels`.replace("  ", " ")}
          </button>
        ) : null}
      </AdminSection>
    </div>
  );
}
