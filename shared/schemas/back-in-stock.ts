import * as z from "zod";
import { EMAIL_MAX_LENGTH, isWellFormedEmail } from "../validation/email.js";

// "Notify me" on a sold-out size (issue 27): the size, and for a shopper not signed in the address
// to tell; the link that confirms that address.

export const backInStockBodySchema = z.object(
  {
    size: z.string({ error: "size is required" }).trim().min(1, "size is required").max(20, "size is too long"),
    email: z
      .string({ error: "email must be text" })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
      .refine(isWellFormedEmail, "email: please enter a valid email address")
      .optional(),
  },
  { error: "The request must be a JSON object {size, email?}" },
);
export type BackInStockBody = z.infer<typeof backInStockBodySchema>;

export const backInStockConfirmSchema = z.object(
  { token: z.string({ error: "token is required" }).trim().min(1, "token is required").max(200, "token is too long") },
  { error: "The request must be a JSON object {token}" },
);

/** What the shopper reads once she has asked (signed in: waiting at once; by e-mail: after the link). */
export const BACK_IN_STOCK_WAITING = "We will e-mail you when this size is back.";
export const BACK_IN_STOCK_CHECK_INBOX = "Please check your inbox: tap the link we sent to confirm, and we will e-mail you when this size is back.";
export const BACK_IN_STOCK_CONFIRMED = "Confirmed. We will e-mail you when this size is back.";
