import * as z from "zod";
import { isCalendarDate } from "../shipping/holidays.js";
import { withoutInvisible } from "../safe-text.js";
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "./contact-rules.js";
import { requiredLine } from "./shipping-address.js";

// Gift card calls (issue 45): a code typed on the balance page or in the account, and the owner's
// card issued by hand with its reason, or voided.

/** A code as typed: its shape is judged by the server (presented-card.ts), so the message is one. */
export const giftCardCodeSchema = z
  .object({ code: z.string({ error: "code is required" }).trim().min(1, "code is required").max(40, "code is at most 40 characters") })
  .strict();

/** The longest a card's e-mail's texts may be (characters). */
export const GIFT_CARD_TEXT_MAX = { recipientName: 100, from: 60, message: 300 } as const;

/** A card's e-mail: to whom, from whom, a message, and the day (none: at once). */
export const giftCardDeliveryFields = {
  recipientName: requiredLine("recipientName", GIFT_CARD_TEXT_MAX.recipientName),
  recipientEmail: requiredLine("recipientEmail", EMAIL_MAX_LENGTH).refine(isWellFormedEmail, INVALID_EMAIL_MESSAGE),
  from: requiredLine("from", GIFT_CARD_TEXT_MAX.from).optional(),
  message: z
    .string({ error: "message must be text" })
    .overwrite(withoutInvisible)
    .trim()
    .max(GIFT_CARD_TEXT_MAX.message, `message is at most ${GIFT_CARD_TEXT_MAX.message} characters`)
    .optional(),
  deliverOn: z.string({ error: "deliverOn must be a date written YYYY-MM-DD" }).refine(isCalendarDate, "deliverOn must be a date written YYYY-MM-DD").optional(),
};

/** POST /api/admin/gift-cards: the owner's card, in whole rupees, with why. */
export const ownerGiftCardSchema = z
  .object({
    amount: z.number({ error: "amount must be a number of rupees" }).int("amount must be whole rupees").min(1, "amount must be at least ₹1"),
    reason: z.string({ error: "reason is required" }).trim().min(3, "reason must be at least 3 characters").max(200, "reason is at most 200 characters"),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "idempotencyKey must be 8 to 64 letters, digits, - or _").optional(),
    ...giftCardDeliveryFields,
  })
  .strict();
export type OwnerGiftCard = z.output<typeof ownerGiftCardSchema>;

/** POST /api/admin/gift-cards/:id/void: why its balance is taken back. */
export const voidGiftCardSchema = z
  .object({ reason: z.string({ error: "reason is required" }).trim().min(3, "reason must be at least 3 characters").max(200, "reason is at most 200 characters") })
  .strict();
