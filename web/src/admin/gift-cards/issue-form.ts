import * as z from "zod";
import { giftCardDeliveryFormFields, giftCardDeliveryRequest, type GiftCardDeliveryValues } from "@shared/schemas/gift-card-delivery-form.js";
import type { GiftCardIssue } from "./gift-cards-api.js";

// The owner's "Issue a gift card" form as typed (issue 45): its checks in the owner's words, and
// the body it becomes. The card's e-mail is checked as the shop's "Buy a gift card" checks it
// (gift-card-delivery-form.ts). The server checks that body again (shared/schemas/gift-card.ts),
// and what only it knows: the largest card the shop sells, and her own address.

// A type, not an interface: the form helpers take it as a record of strings.
export type IssueFormValues = GiftCardDeliveryValues & {
  amount: string;
  reason: string;
};

export const emptyIssueForm = (): IssueFormValues => ({ amount: "", recipientName: "", recipientEmail: "", from: "", message: "", deliverOn: "", reason: "" });

/** The form's rules; `today` is India's date, the first day a card's e-mail can be set for. */
export function issueFormSchema(today: string) {
  return z
    .object({
      amount: z
        .string()
        .trim()
        .refine((value) => value !== "", "Amount is required")
        .refine((value) => value === "" || (/^\d{1,7}$/.test(value) && Number(value) >= 1), "Amount must be whole rupees, ₹1 or more"),
      ...giftCardDeliveryFormFields(today, "leave it empty to send the card now"),
      reason: z
        .string()
        .trim()
        .max(200, "Reason is at most 200 characters")
        .refine((value) => value !== "", "Reason is required")
        .refine((value) => value === "" || value.length >= 3, "Say why, in at least 3 characters"),
    })
    .transform(issueRequest);
}

/** The body for POST /api/admin/gift-cards, blanks left out (the key is added by the form). */
function issueRequest(values: IssueFormValues): Omit<GiftCardIssue, "idempotencyKey"> {
  return { amount: Number(values.amount), ...giftCardDeliveryRequest(values), reason: values.reason };
}

/** One key per opened form: a double tap or a retried send issues one card. */
export const newIssueKey = () => `gift-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
