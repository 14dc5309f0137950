import * as z from "zod";
import { deliveryPincodeSchema } from "./delivery-pincode.js";
import { quoteLineSchema } from "./saved-lists.js";

/** At most a cart's worth of lines: the product page sends one. */
const MAX_QUOTE_LINES = 50;

/** POST /api/shipping/quote: where to, and which pieces (their weight and value set the charge). */
export const shippingQuoteSchema = z
  .object({
    pincode: deliveryPincodeSchema,
    items: z
      .array(quoteLineSchema, { error: "items is required" })
      .min(1, "items must have at least one line")
      .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines can be quoted at once`),
  })
  .strict();
export type ShippingQuoteBody = z.output<typeof shippingQuoteSchema>;
