import type { Order } from "@shared/schemas/order.js";
import "./order-items.css";

/** Where an order goes, as both order-details views show it. */
export function OrderAddress({ address }: { address: Order["shippingAddress"] }) {
  return (
    <address className="order-address">
      <strong>{address.name}</strong>
      <span>{address.address}</span>
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span>{address.phone}</span>
      <span>{address.email}</span>
    </address>
  );
}
