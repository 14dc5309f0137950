import type { Order } from "@shared/schemas/order.js";
import "./order-items.css";

/** The registered buyer an order's tax invoice names, as both order-details views show it; nothing for a consumer's order. */
export function OrderBusinessInvoice({ buyer }: { buyer: Order["businessInvoice"] }) {
  if (!buyer) return null;
  return (
    <p className="order-business-invoice" data-testid="order-business-invoice">
      <strong>Business invoice:</strong> {buyer.legalName}, GSTIN {buyer.gstin}, {buyer.address}, {buyer.city}, {buyer.state} {buyer.pincode}
    </p>
  );
}
