// How an order reads on the shopper's screens: order number, Indian dates, item summaries.
import type { Order } from "@shared/schemas/order.js";
import type { OrderStatus } from "@shared/schemas/order-status.js";
import { orderNumber as orderNumberOf } from "@shared/order-number.js";

/** Dates as an Indian shopper reads them, in Indian time wherever the browser is. */
const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const dayAndTime = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : day.format(date);
}

export function orderDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayAndTime.format(date);
}

/** The one order number shown everywhere (shared/order-number.ts). */
export function orderNumber(order: Pick<Order, "_id" | "id">): string {
  return orderNumberOf(order._id || order.id);
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** A payment the bank approved that Razorpay has not captured yet: its webhook will settle it. */
export function awaitsPaymentConfirmation(order: Pick<Order, "isPaid" | "status" | "awaitingConfirmationSince">): boolean {
  return !order.isPaid && order.status === "pending" && Boolean(order.awaitingConfirmationSince);
}

/** What an unpaid order says about its payment; null once paid or for orders that ended. */
export function unpaidLabel(order: Pick<Order, "isPaid" | "status" | "awaitingConfirmationSince">): string | null {
  if (order.isPaid || order.status !== "pending") return null;
  return awaitsPaymentConfirmation(order) ? "Awaiting payment confirmation" : "Awaiting payment";
}

/** Newest first, so a just-placed order is at the top. */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
