import * as z from "zod";
import { indianMobile } from "./indian-mobile.js";
import { knownFieldsOnly } from "./known-fields.js";

// The shopper's answer to a failed delivery (issue 44): the courier tries again, on a day she
// chooses within the next week, at a corrected address or number if she gives one.

/** How many days ahead she may ask the courier to come back (couriers keep a parcel about a week). */
export const REDELIVERY_DAYS = 7;

/** POST /api/orders/:id/delivery-answer. */
export const deliveryAnswerSchema = knownFieldsOnly(
  z.object({
    deliverOn: z.string({ error: "deliverOn must be a date" }).regex(/^\d{4}-\d{2}-\d{2}$/, "deliverOn must be a date like 2026-12-12").optional(),
    address: z.string({ error: "address must be text" }).trim().min(10, "Give the whole address: house, street and area").max(200, "The address is at most 200 characters").optional(),
    phone: indianMobile.optional(),
  }),
  "answer",
);
export type DeliveryAnswer = z.output<typeof deliveryAnswerSchema>;

export const redeliveryWindow = (first: string, last: string) => `Choose a day from ${first} to ${last}.`;
export const ANSWER_SENT = "Thank you: the courier will try again as you asked.";
