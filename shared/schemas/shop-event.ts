import * as z from "zod";

// What happened in the shop, as the admin's live feed lists it (GET /api/admin/events). For types
// only: nothing imports this at run time.

export const shopEventSchema = z.object({
  id: z.string(),
  type: z.enum(["payment.confirmed", "payment.failed", "payment.refunded", "user.registered", "user.logged_in", "user.closed_account", "order.cancelled", "whatsapp.template"]),
  text: z.string(),
  refs: z.record(z.string(), z.string()),
  at: z.string(),
});
export type ShopEvent = z.output<typeof shopEventSchema>;
