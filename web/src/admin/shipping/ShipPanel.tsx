import { Printer, RefreshCw, Truck } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { SHIPMENT_STATUS_LABELS } from "@shared/shipment.js";
import type { Order } from "@shared/types.js";
import { errorText } from "../../api/error-text.js";
import { FlashMessage } from "../shared/Flash.js";
import { adminDateTime } from "../shared/format.js";
import { answerUndelivered, bookShipment, fetchOrderShipping, refreshTracking, type OrderShipping, type ParcelForm } from "./shipping-api.js";

export const CALL_NOT_CONFIRMED = "The confirmation call is not confirmed yet. Call the shopper before shipping.";
const SHIPPABLE = new Set(["pending", "processing", "shipped"]);

/**
 * An order's shipping in its admin details: the "Ship" form (pickup date, weight, size, prefilled
 * from the products' weights) until the courier has it, then its AWB, "Print label", its status
 * and scans, and the answer to a failed delivery.
 */
export function ShipPanel({ order, onUpdated }: { order: Order; onUpdated(order: Order): void }) {
  const [shipping, setShipping] = useState<OrderShipping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!order.isPaid) return;
    const controller = new AbortController();
    fetchOrderShipping(order._id, controller.signal)
      .then(setShipping)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setProblem(errorText(error, "Shipping could not be loaded."));
      });
    return () => controller.abort();
  }, [order._id, order.isPaid]);

  if (!order.isPaid) return null;
  if (problem && !shipping) return <FlashMessage flash={{ kind: "error", text: problem }} />;
  if (!shipping) return <p className="muted">Loading shipping…</p>;
  const shipment = shipping.shipment?.state === "booked" ? shipping.shipment : null;
  if (shipment) return <BookedShipment shipment={shipment} orderId={order._id} onChanged={(next) => setShipping({ ...shipping, shipment: next })} />;
  if (!SHIPPABLE.has(order.status)) return <p className="muted">This order is {order.status}: nothing to ship.</p>;
  return (
    <ShipForm
      order={order}
      proposal={shipping.proposal}
      onBooked={(booked) => {
        setShipping({ ...shipping, shipment: booked.shipment });
        onUpdated(booked.order);
      }}
    />
  );
}

function ShipForm({ order, proposal, onBooked }: { order: Order; proposal: OrderShipping["proposal"]; onBooked(booked: Awaited<ReturnType<typeof bookShipment>>): void }) {
  const id = useId();
  const [parcel, setParcel] = useState<ParcelForm>({ ...proposal });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = order.confirmationCall?.outcome === "confirmed";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      onBooked(await bookShipment(order._id, parcel));
    } catch (error) {
      setProblem(errorText(error, "The shipment could not be booked. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const number = (field: keyof Omit<ParcelForm, "pickupDate">, label: string, unit: string) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label} ({unit})
      </label>
      <input
        id={`${id}-${field}`}
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        value={parcel[field]}
        onChange={(event) => setParcel({ ...parcel, [field]: Number(event.target.value) })}
      />
    </div>
  );

  return (
    <form className="admin-form ship-form" onSubmit={submit} noValidate aria-label="Ship">
      {confirmed ? null : (
        <p className="ship-form__warning" role="note">
          {CALL_NOT_CONFIRMED}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-pickup`}>
          Pickup date
        </label>
        <input id={`${id}-pickup`} className="input" type="date" value={parcel.pickupDate} onChange={(event) => setParcel({ ...parcel, pickupDate: event.target.value })} />
      </div>
      <div className="ship-form__sizes">
        {number("weightGrams", "Weight", "g")}
        {number("lengthCm", "Length", "cm")}
        {number("breadthCm", "Breadth", "cm")}
        {number("heightCm", "Height", "cm")}
      </div>
      <FlashMessage flash={problem ? { kind: "error", text: problem } : null} />
      <button type="submit" className="btn btn--primary" aria-disabled={busy}>
        <Truck size={18} aria-hidden="true" />
        {busy ? "Booking…" : "Ship"}
      </button>
    </form>
  );
}

function BookedShipment({ shipment, orderId, onChanged }: { shipment: NonNullable<OrderShipping["shipment"]>; orderId: string; onChanged(next: NonNullable<OrderShipping["shipment"]>): void }) {
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const waiting = shipment.status === "undelivered" && shipment.undelivered && !shipment.undelivered.action ? shipment.undelivered : null;

  async function refresh() {
    if (busy) return;
    setBusy(true);
    setFlash(null);
    try {
      onChanged(await refreshTracking(orderId));
      setFlash({ kind: "success", text: "Tracking is up to date with the courier." });
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, "The courier could not be asked. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  async function answer(action: "re-attempt" | "return") {
    if (busy) return;
    setBusy(true);
    setFlash(null);
    try {
      await answerUndelivered(orderId, action);
      onChanged({ ...shipment, undelivered: { ...waiting!, action: { action, comments: "", at: new Date().toISOString(), by: "you" } } });
      setFlash({ kind: "success", text: action === "re-attempt" ? "The courier will try again." : "The courier will return the parcel to the shop." });
    } catch (error) {
      setFlash({ kind: "error", text: errorText(error, "The courier could not be told. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="shipment-panel">
      <dl className="admin-facts">
        <dt>Courier</dt>
        <dd>{shipment.courierName ?? shipment.aggregator}</dd>
        <dt>AWB</dt>
        <dd className="admin-mono">{shipment.awb}</dd>
        <dt>Pickup</dt>
        <dd>{shipment.pickupDate ?? "Not scheduled"}</dd>
        <dt>Parcel</dt>
        <dd>
          {shipment.parcel.weightGrams} g · {shipment.parcel.lengthCm} × {shipment.parcel.breadthCm} × {shipment.parcel.heightCm} cm
        </dd>
        <dt>Status</dt>
        <dd>
          <strong>{SHIPMENT_STATUS_LABELS[shipment.status]}</strong>
        </dd>
      </dl>
      <div className="shipment-panel__actions shipment-panel__buttons">
        {shipment.labelUrl ? (
          <a className="btn btn--outline" href={shipment.labelUrl} target="_blank" rel="noopener noreferrer">
            <Printer size={18} aria-hidden="true" />
            Print label
          </a>
        ) : null}
        <button type="button" className="btn btn--outline" aria-disabled={busy} onClick={() => void refresh()}>
          <RefreshCw size={18} aria-hidden="true" />
          Refresh tracking
        </button>
      </div>
      {waiting ? (
        <div className="shipment-panel__ndr" role="group" aria-label="Failed delivery">
          <p>
            <strong>Delivery failed</strong> {adminDateTime(waiting.at)}: {waiting.reason}
          </p>
          <div className="shipment-panel__actions">
            <button type="button" className="btn btn--primary" aria-disabled={busy} onClick={() => void answer("re-attempt")}>
              Re-attempt
            </button>
            <button type="button" className="btn btn--outline" aria-disabled={busy} onClick={() => void answer("return")}>
              Return to shop
            </button>
          </div>
        </div>
      ) : null}
      <FlashMessage flash={flash} />
      {shipment.scans.length > 0 ? (
        <ol className="order-history shipment-panel__scans">
          {[...shipment.scans].reverse().map((scan, index) => (
            <li key={`${scan.at}-${index}`} className="order-history__entry">
              <span className="order-history__dot" aria-hidden="true" />
              <p>
                {scan.activity}
                <span className="muted">
                  {" "}
                  · {adminDateTime(scan.at)}
                  {scan.location ? ` · ${scan.location}` : ""}
                </span>
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
