import { PhoneCall } from "lucide-react";
import { useState } from "react";
import type { Order } from "@shared/schemas/order.js";
import { CallRecorder } from "./CallRecorder.js";

/**
 * In place of "Ship" while the shopper has not confirmed the order on the phone (the server
 * refuses to book until then): why, and the call itself, recorded here; once confirmed the order
 * comes back with it and the Ship form takes this place.
 */
export function CallFirst({ order, onUpdated }: { order: Order; onUpdated(order: Order): void }) {
  const [missed, setMissed] = useState(false);
  return (
    <section className="call-first" aria-label="Confirm by phone first">
      <h4 className="call-first__title">
        <PhoneCall size={18} aria-hidden="true" /> Confirm by phone first
      </h4>
      <p>The courier is booked only after {order.shippingAddress.name} confirms this order on the confirmation call. Call her, then record what she said.</p>
      {missed ? <p className="muted">Call recorded: not reached. Try again later; the order waits.</p> : null}
      <CallRecorder
        order={order}
        onRecorded={(outcome, updated) => {
          setMissed(outcome === "unreachable");
          onUpdated(updated);
        }}
      />
    </section>
  );
}
