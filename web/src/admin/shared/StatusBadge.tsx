import { CheckCircle2, Clock, CircleDashed, PackageCheck, RotateCcw, Truck, XCircle, type LucideIcon } from "lucide-react";
import type { OrderStatus } from "@shared/schemas/order-status.js";
import type { PaymentStatus } from "@shared/schemas/checkout.js";
import { formatRupees } from "@shared/money.js";

// docs/product.md section 4: pending yellow, processing blue, shipped purple, delivered green,
// cancelled red, refunded grey. Payments reuse the same palette. The icon and the word carry
// the meaning too, so colour is never the only signal.

const ORDER_LOOK: Record<OrderStatus, { label: string; icon: LucideIcon; tone: string }> = {
  pending: { label: "Pending", icon: Clock, tone: "yellow" },
  processing: { label: "Processing", icon: CircleDashed, tone: "blue" },
  shipped: { label: "Shipped", icon: Truck, tone: "purple" },
  delivered: { label: "Delivered", icon: PackageCheck, tone: "green" },
  cancelled: { label: "Cancelled", icon: XCircle, tone: "red" },
  refunded: { label: "Refunded", icon: RotateCcw, tone: "grey" },
};

const PAYMENT_LOOK: Record<PaymentStatus, { label: string; icon: LucideIcon; tone: string }> = {
  completed: { label: "Completed", icon: CheckCircle2, tone: "green" },
  pending: { label: "Pending", icon: Clock, tone: "yellow" },
  failed: { label: "Failed", icon: XCircle, tone: "red" },
  refunded: { label: "Refunded", icon: RotateCcw, tone: "grey" },
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = Object.fromEntries(
  Object.entries(ORDER_LOOK).map(([status, look]) => [status, look.label]),
) as Record<OrderStatus, string>;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = Object.fromEntries(
  Object.entries(PAYMENT_LOOK).map(([status, look]) => [status, look.label]),
) as Record<PaymentStatus, string>;

function Badge({ label, icon: Icon, tone }: { label: string; icon: LucideIcon; tone: string }) {
  return (
    <span className={`admin-badge admin-badge--${tone}`}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const look = ORDER_LOOK[status] ?? { label: status, icon: Clock, tone: "grey" };
  return <Badge {...look} />;
}

/**
 * A payment's status as its money says it (issue 40): some of it given back, but not all (a
 * refund of some pieces, a cancellation that kept its fee) reads "Partly refunded ₹… of ₹…",
 * whatever the record's status; all of it, "Refunded".
 */
export function PaymentStatusBadge({ payment }: { payment: { status: PaymentStatus; amount: number; amountRefunded: number } }) {
  const { status, amount, amountRefunded } = payment;
  if ((status === "completed" || status === "refunded") && amountRefunded > 0 && amountRefunded < amount) {
    return <Badge label={`Partly refunded ${formatRupees(amountRefunded)} of ${formatRupees(amount)}`} icon={RotateCcw} tone="blue" />;
  }
  const look = PAYMENT_LOOK[status] ?? { label: status, icon: Clock, tone: "grey" };
  return <Badge {...look} />;
}

/** Yes/No style badges (active, role) for the other screens. */
export function ToneBadge({ tone, children }: { tone: "yellow" | "blue" | "purple" | "green" | "red" | "grey"; children: React.ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
