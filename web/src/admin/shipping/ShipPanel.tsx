import { useEffect, useState } from "react";
import { callConfirmed } from "@shared/confirmation-call.js";
import type { Order } from "@shared/schemas/order.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { BookedShipment } from "./BookedShipment.js";
import { CallFirst } from "./CallFirst.js";
import { ShipForm } from "./ShipForm.js";
import { fetchOrderShipping, type OrderShipping } from "./shipping-api.js";

const SHIPPABLE = new Set(["pending", "processing", "shipped"]);

/**
 * An order's shipping in its admin details: the confirmation call while the shopper has not
 * confirmed, then the "Ship" form (pickup date, weight, size, prefilled from the products'
 * weights) until the courier has it, then its AWB, "Print label", its status and scans, and the
 * answer to a failed delivery.
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
  if (!callConfirmed(order)) return <CallFirst order={order} onUpdated={onUpdated} />;
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
