import * as z from "zod";
import { discountCodeField, discountFieldsSchema } from "./discount.js";

// A discount code as the admin manages it (issue 15): the admin's fields (./discount.ts) as
// checked, with its counts and times. Amounts in rupees at this edge. For types only: nothing
// imports this at run time.

export const discountCodeSchema = discountFieldsSchema.extend({
  code: discountCodeField,
  startsAt: z.string(),
  /** Paid orders that used it. */
  uses: z.number(),
  /** Checkouts holding a use while the shopper pays. */
  held: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.output<typeof discountCodeSchema>;
/** Percent off (1-100) or rupees off. */
export type DiscountKind = DiscountCode["kind"];

/** What a code takes off a basket: the answer to a shopper's "apply". */
export const discountQuoteSchema = z.object({
  code: z.string(),
  description: z.string(),
  itemsPrice: z.number(),
  discount: z.number(),
  totalPrice: z.number(),
});
export type DiscountQuote = z.output<typeof discountQuoteSchema>;
