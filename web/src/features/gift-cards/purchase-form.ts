import * as z from "zod";
import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { giftCardDeliveryFormFields, giftCardDeliveryRequest } from "@shared/schemas/gift-card-delivery-form.js";
import type { GiftCardPurchaseAsk } from "@shared/schemas/gift-card-purchase.js";
import type { GiftCardTerms } from "@/api/gift-cards.js";

// "Buy a gift card" as typed (issue 45): one of the shop's amounts or a custom one inside the
// owner's range, the card's e-mail (checked as the owner's "Issue a gift card" checks it), and
// when it goes. The body it becomes is checked again by the server, which alone charges.

/** The amount chosen: one of the shop's (its rupees as text) or this. */
export const CUSTOM = "custom";

// A type, not an interface: the form takes it as a record of strings, in the order its fields show.
export type PurchaseFormValues = {
  amount: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  from: string;
  message: string;
  /** "now", or "date" for the day in deliverOn. */
  send: string;
  deliverOn: string;
};
export type PurchaseField = keyof PurchaseFormValues;

/** A new form: the middle of the shop's amounts chosen, From signed with her name when she is signed in. */
export function emptyPurchaseForm(terms: GiftCardTerms, from = ""): PurchaseFormValues {
  const middle = terms.amounts[Math.floor(terms.amounts.length / 2)];
  return { amount: middle === undefined ? CUSTOM : String(middle), customAmount: "", recipientName: "", recipientEmail: "", from, message: "", send: "now", deliverOn: "" };
}

/** One of the shop's fixed amounts. */
const isShopAmount = (amount: number, terms: GiftCardTerms) => (terms.amounts as readonly number[]).includes(amount);

const rupees = (amount: number) => formatPaiseBrief(toPaise(amount));

/** "from ₹500 to ₹50,000" */
export const customRangeText = (terms: GiftCardTerms) => `from ${rupees(terms.customMin)} to ${rupees(terms.customMax)}`;

/** The rupees a custom amount stands for as typed ("2,500", "₹ 2500"), or undefined when it is none the shop sells. */
export function customRupees(typed: string, terms: GiftCardTerms): number | undefined {
  const figure = typed.replace(/[₹,\s]/g, "");
  if (!/^\d{1,7}$/.test(figure)) return undefined;
  const amount = Number(figure);
  return amount >= terms.customMin && amount <= terms.customMax ? amount : undefined;
}

/** The rupees the form would charge, or undefined while no amount is settled. */
export function chosenRupees(values: PurchaseFormValues, terms: GiftCardTerms): number | undefined {
  if (values.amount === CUSTOM) return customRupees(values.customAmount, terms);
  const amount = Number(values.amount);
  return isShopAmount(amount, terms) ? amount : undefined;
}

/** The form's rules; `today` is India's date, the first day its e-mail can be set for. */
export function purchaseFormSchema(terms: GiftCardTerms, today: string) {
  const delivery = giftCardDeliveryFormFields(today, 'choose "Now" to send it today');
  return z
    .object({
      amount: z.string().refine((value) => value === CUSTOM || isShopAmount(Number(value), terms), "Choose an amount"),
      customAmount: z.string(),
      recipientName: delivery.recipientName,
      recipientEmail: delivery.recipientEmail,
      from: delivery.from,
      message: delivery.message,
      send: z.string(),
      deliverOn: delivery.deliverOn,
    })
    .superRefine((values, context) => {
      if (values.amount === CUSTOM && customRupees(values.customAmount, terms) === undefined) {
        context.addIssue({ code: "custom", path: ["customAmount"], message: `Enter a whole amount ${customRangeText(terms)}` });
      }
      if (values.send === "date" && values.deliverOn === "") context.addIssue({ code: "custom", path: ["deliverOn"], message: "Choose the day it should be sent" });
    })
    .transform(
      (values): GiftCardPurchaseAsk => ({
        amount: chosenRupees(values, terms)!,
        ...giftCardDeliveryRequest({ ...values, deliverOn: values.send === "date" ? values.deliverOn : "" }),
      }),
    );
}
