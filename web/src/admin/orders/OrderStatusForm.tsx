import { useId, useState, type FormEvent } from "react";
import { useSending } from "@/components/ui/form/use-sending.js";
import { statusMoveRefused } from "@shared/order-status-moves.js";
import { ORDER_STATUSES, type OrderStatus } from "@shared/schemas/order-status.js";
import type { Order } from "@shared/schemas/order.js";
import { serverReason } from "@/api/error-text.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { ORDER_STATUS_LABELS } from "@/admin/shared/StatusBadge.js";
import { updateOrderStatus, type StatusUpdate } from "./orders-api.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";
import { TextField } from "@/components/ui/form/TextField.js";

export const STATUS_REQUIRED = "Status is required";

/** Why an option is shown but not offered, in a few words beside it. */
function notOffered(order: Order, option: OrderStatus): string | undefined {
  if (!statusMoveRefused(order, option)) return undefined;
  if (order.status === "cancelled" || order.status === "refunded") return `the order is ${ORDER_STATUS_LABELS[order.status]?.toLowerCase() ?? order.status}`;
  if (!order.isPaid) return "not paid";
  return option === "cancelled" ? "use Cancel order" : option === "refunded" ? "refund from Payments" : "paid already";
}

/** Couriers Indian shops commonly ship with, offered as the carrier is typed; any other name may be typed. */
const COURIERS = ["Delhivery", "Blue Dart", "DTDC", "India Post (Speed Post)", "Ekart", "Xpressbees", "Shadowfax", "Ecom Express"];
export const STATUS_UPDATE_FAILED = "Error updating order status. Please try again.";
export const DELIVERED_REASON_REQUIRED = "Say why it is marked delivered by hand (for example the courier's proof of delivery)";

/**
 * The Update Status form of an order's details (docs/product.md section 2): the statuses the order
 * may move to by hand (shared/order-status-moves.ts; the others are shown, not offered), with a carrier, tracking number and notes (the shopper's shipped e-mail names the first
 * two). They start from what the order has.
 */
export function OrderStatusForm({
  order,
  onUpdated,
  save = updateOrderStatus,
  canMarkDelivered = true,
}: {
  order: Order;
  onUpdated(order: Order): void;
  save?: (orderId: string, update: StatusUpdate) => Promise<Order>;
  /** Only the owner marks an order delivered by hand (issue 39); for others the option is shown, not offered. */
  canMarkDelivered?: boolean;
}) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus | "">("");
  const [trackingNumber, setTrackingNumber] = useState(order.trackingNumber ?? "");
  const [carrier, setCarrier] = useState(order.carrier ?? "");
  const [notes, setNotes] = useState(order.notes ?? "");
  const [reason, setReason] = useState("");
  const { sending: busy, send } = useSending();
  const [problem, setProblem] = useState<{ text: string; detail?: string | null; field?: "status" | "reason" } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const byHand = status === "delivered";

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(null);
    if (!status) {
      setProblem({ text: STATUS_REQUIRED, field: "status" });
      return;
    }
    if (byHand && !reason.trim()) {
      setProblem({ text: DELIVERED_REASON_REQUIRED, field: "reason" });
      return;
    }
    setProblem(null);
    await send(
      async () => {
        const updated = await save(order._id, { status, carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), notes: notes.trim(), ...(byHand && { reason: reason.trim() }) });
        onUpdated(updated);
        setDone(`Order status updated to ${ORDER_STATUS_LABELS[updated.status] ?? updated.status}.`);
        setStatus("");
      },
      (failure) => setProblem({ text: STATUS_UPDATE_FAILED, detail: serverReason(failure) }),
    );
  }

  return (
    <form className="admin-form order-status-form" onSubmit={submit} noValidate aria-label="Update Status">
      <LabelledField id={`${id}-status`} label="Status" required>
        <select
          id={`${id}-status`}
          className="select"
          value={status}
          required
          aria-invalid={problem?.field === "status" ? true : undefined}
          aria-describedby={problem?.field === "status" ? `${id}-problem` : undefined}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | "");
            if (problem?.field === "status") setProblem(null);
          }}
        >
          <option value="">Select a status</option>
          {ORDER_STATUSES.map((option) => {
            // Statuses that say money moved come from the actions that move it (the server refuses them too).
            const byAction = notOffered(order, option);
            const ownersOnly = option === "delivered" && !canMarkDelivered;
            return (
              <option key={option} value={option} disabled={Boolean(byAction) || ownersOnly}>
                {ORDER_STATUS_LABELS[option]}
                {option === order.status ? " (current)" : ""}
                {byAction ? ` (${byAction})` : ownersOnly ? " (the owner's; the courier marks it)" : ""}
              </option>
            );
          })}
        </select>
      </LabelledField>
      {byHand ? (
        <TextField
          multiline
          id={`${id}-reason`}
          label="Why delivered by hand"
          value={reason}
          maxLength={500}
          aria-invalid={problem?.field === "reason" ? true : undefined}
          aria-describedby={problem?.field === "reason" ? `${id}-problem ${id}-reason-hint` : `${id}-reason-hint`}
          onText={(text) => {
            setReason(text);
            if (problem?.field === "reason") setProblem(null);
          }}
        >
          <p id={`${id}-reason-hint`} className="field__hint">
            Only for a shipped order. The return window starts at the courier&apos;s delivery time when its tracking has one.
          </p>
        </TextField>
      ) : null}
      <TextField id={`${id}-carrier`} label="Carrier" value={carrier} maxLength={60} autoComplete="off" list={`${id}-carriers`} onText={setCarrier}>
        <datalist id={`${id}-carriers`}>
          {COURIERS.map((courier) => (
            <option key={courier} value={courier} />
          ))}
        </datalist>
      </TextField>
      <TextField id={`${id}-tracking`} label="Tracking number" value={trackingNumber} maxLength={100} autoComplete="off" onText={setTrackingNumber} />
      <TextField multiline id={`${id}-notes`} label="Notes" value={notes} maxLength={1000} onText={setNotes} />
      <FlashMessage id={`${id}-problem`} flash={problem ? { kind: "error", text: problem.text, detail: problem.detail } : null} />
      <FlashMessage flash={done ? { kind: "success", text: done } : null} />
      {/* Not disabled while busy: a disabled button drops focus out of the dialog, and Escape with it. */}
      <button type="submit" className="btn btn--primary" aria-disabled={busy}>
        {busy ? "Updating..." : "Update Status"}
      </button>
    </form>
  );
}
