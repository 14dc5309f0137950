import type { OrderStatus } from "@shared/schemas/order-status.js";
import { STATUS_LABELS } from "./order-display.js";

/** docs/product.md section 4: pending yellow, processing blue, shipped purple, delivered green, cancelled red, refunded grey. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}
