import * as z from "zod";
import { PAYMENT_STATUSES } from "./checkout.js";

// A payment and its refunds as the API answers them (the admin's Payments screen). Amounts are
// rupees. For types only: nothing imports this at run time.

/** A refund's share of one line of the order's invoice (`line` indexes the order's lines, then shipping). */
export const refundedLineSchema = z.object({
  line: z.number(),
  product: z.string().optional(),
  size: z.string().optional(),
  quantity: z.number(),
  /** Rupees. */
  amount: z.number(),
});
export type RefundedLine = z.output<typeof refundedLineSchema>;

export const refundSchema = z.object({
  id: z.string(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(["pending", "processed", "failed"]),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
  /** The pieces refunded and the rupees, line by line. Refunds made before issue 22 have none. */
  lines: z.array(refundedLineSchema).optional(),
  /** An amount tied to no returned pieces, shared over the lines by value. */
  goodwill: z.boolean().optional(),
  /** The refunded pieces went back to stock. */
  restocked: z.boolean().optional(),
  /** The refund of an order's cancellation, and the fee kept (rupees; 0 when the shop cancelled). */
  cancellation: z.object({ by: z.enum(["shopper", "shop"]), fee: z.number() }).optional(),
  /** Rupees of `amount` given back as store credit (the order was paid partly with it); Razorpay refunded the rest. */
  storeCredit: z.number().optional(),
});
export type Refund = z.output<typeof refundSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  orderId: z.string(),
  userId: z.string(),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string().optional(),
  amount: z.number(),
  amountRefunded: z.number(),
  currency: z.literal("INR"),
  status: z.enum(PAYMENT_STATUSES),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  description: z.string(),
  method: z.string().optional(),
  failureReason: z.string().optional(),
  /** The latest refund's id, as the spec's admin screen reads it; every refund is in `refunds`. */
  refundId: z.string().optional(),
  refunds: z.array(refundSchema),
  paidAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payment = z.output<typeof paymentSchema>;
