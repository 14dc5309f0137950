import * as z from "zod";

// The parts of Razorpay's entities the shop relies on, checked on the way in so the rest of
// the server works with exact types. Amounts are paise, times Unix seconds. Razorpay sends
// empty notes as [], which becomes {} here.

// Notes are the merchant's own free-form data: an odd value is kept as text, never a reason
// to reject a real payment.
const notes = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((value): Record<string, string | number> => {
    if (!value || Array.isArray(value)) return {};
    const entries = Object.entries(value).map(([key, note]) => [key, typeof note === "number" ? note : typeof note === "string" ? note : JSON.stringify(note)]);
    return Object.fromEntries(entries) as Record<string, string | number>;
  });

const paise = z.number().int().nonnegative();

export const razorpayOrderSchema = z.object({
  id: z.string(),
  entity: z.literal("order"),
  amount: paise,
  amount_paid: paise,
  amount_due: paise,
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(["created", "attempted", "paid"]),
  attempts: z.number().int(),
  notes,
  created_at: z.number(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.object({
  id: z.string(),
  entity: z.literal("payment"),
  amount: paise,
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  order_id: z.string().nullable(),
  method: z.string(),
  amount_refunded: paise,
  refund_status: z.enum(["partial", "full"]).nullable(),
  captured: z.boolean(),
  description: z.string().nullish(),
  email: z.string().nullish(),
  contact: z.union([z.string(), z.number()]).nullish(),
  notes,
  error_code: z.string().nullish(),
  error_description: z.string().nullish(),
  error_reason: z.string().nullish(),
  created_at: z.number(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

export const razorpayRefundSchema = z.object({
  id: z.string(),
  entity: z.literal("refund"),
  amount: paise,
  currency: z.string(),
  payment_id: z.string(),
  notes,
  receipt: z.string().nullish(),
  status: z.enum(["pending", "processed", "failed"]),
  speed_processed: z.string().nullish(),
  created_at: z.number(),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

export const razorpayPaymentCollectionSchema = z.object({
  entity: z.literal("collection"),
  count: z.number().int(),
  items: z.array(razorpayPaymentSchema),
});
