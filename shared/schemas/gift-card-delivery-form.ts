import * as z from "zod";
import { LATEST_DELIVERY_DAYS } from "../gift-cards/gift-card.js";
import { addDays } from "../shop-calendar.js";
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "./contact-rules.js";
import { GIFT_CARD_TEXT_MAX } from "./gift-card.js";

// A gift card's e-mail as a form types it (issue 45): to whom, from whom, a message and the day,
// checked in the shop's words. The owner's "Issue a gift card" and the shopper's "Buy a gift card"
// ask the same; the server checks the body again (giftCardDeliveryFields in gift-card.ts).

export type GiftCardDeliveryValues = {
  recipientName: string;
  recipientEmail: string;
  from: string;
  message: string;
  /** Blank: the e-mail goes now. */
  deliverOn: string;
};

const text = (label: string, max: number, required = true) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .refine((value) => !required || value !== "", `${label} is required`);

/**
 * The checks of each field; `today` is India's date, the first day a card's e-mail can be set for,
 * and `sendNow` says how the form sends a card at once (for a date in the past).
 */
export function giftCardDeliveryFormFields(today: string, sendNow: string) {
  return {
    recipientName: text("Recipient's name", GIFT_CARD_TEXT_MAX.recipientName),
    recipientEmail: text("Recipient's e-mail", EMAIL_MAX_LENGTH).refine((value) => value === "" || isWellFormedEmail(value), INVALID_EMAIL_MESSAGE),
    from: text("From", GIFT_CARD_TEXT_MAX.from, false),
    message: text("Message", GIFT_CARD_TEXT_MAX.message, false),
    deliverOn: z
      .string()
      .refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value), "Send on must be a date")
      .refine((value) => value === "" || value >= today, `Send on is in the past: ${sendNow}`)
      .refine((value) => value === "" || value <= addDays(today, LATEST_DELIVERY_DAYS), `Send on can be at most ${LATEST_DELIVERY_DAYS} days ahead`),
  };
}

/** The e-mail's part of a request body, blanks left out (the values as the fields' checks trimmed them). */
export function giftCardDeliveryRequest(values: GiftCardDeliveryValues) {
  return {
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    ...(values.from && { from: values.from }),
    ...(values.message && { message: values.message }),
    ...(values.deliverOn && { deliverOn: values.deliverOn }),
  };
}
