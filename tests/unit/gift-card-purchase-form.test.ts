// "Buy a gift card" as typed (issue 45): the body it becomes, each problem in the shop's words
// beside its field, and the server's refusal placed beside the field it names.
import { describe, expect, it } from "vitest";
import { giftCardPurchaseSchema } from "../../shared/schemas/gift-card-purchase.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import { checkForm } from "../../web/src/components/ui/form/form-problems.js";
import { emptyPurchaseForm, purchaseFormSchema } from "../../web/src/features/gift-cards/purchase-form.js";
import { refusedField } from "../../web/src/features/gift-cards/refused-field.js";

const terms = { amounts: [1000, 2500, 5000] as [1000, 2500, 5000], customMin: 500, customMax: 50_000, validityMonths: 12, latestDeliveryDays: 90 };
const today = shopDate(new Date());
const filled = { ...emptyPurchaseForm(terms, "Meera Nair"), recipientName: " Asha Verma ", recipientEmail: "asha@example.in" };
const check = (changes: Record<string, string> = {}) => checkForm(purchaseFormSchema(terms, today), { ...filled, ...changes });
const errors = (changes: Record<string, string>) => {
  const checked = check(changes);
  return checked.ok ? {} : checked.errors;
};

describe("the gift card purchase form", () => {
  it("starts on the middle amount, sent now, signed with her name", () => {
    expect(emptyPurchaseForm(terms, "Meera Nair")).toMatchObject({ amount: "2500", send: "now", from: "Meera Nair" });
  });

  it("makes the body the server takes: whole rupees, trimmed, the day only when one is chosen", () => {
    expect(check()).toEqual({ ok: true, data: { amount: 2500, recipientName: "Asha Verma", recipientEmail: "asha@example.in", from: "Meera Nair" } });
    const day = addDays(today, 30);
    const dated = check({ amount: "custom", customAmount: "₹ 3,750", message: " Happy birthday! ", send: "date", deliverOn: day });
    expect(dated).toEqual({ ok: true, data: { amount: 3750, recipientName: "Asha Verma", recipientEmail: "asha@example.in", from: "Meera Nair", message: "Happy birthday!", deliverOn: day } });
    expect(dated.ok && giftCardPurchaseSchema.safeParse(dated.data).success).toBe(true);
    // A day typed and then "Now" chosen again: sent now.
    expect(check({ send: "now", deliverOn: day })).toEqual({ ok: true, data: { amount: 2500, recipientName: "Asha Verma", recipientEmail: "asha@example.in", from: "Meera Nair" } });
  });

  it("names every problem beside its field, in the shop's words", () => {
    expect(errors({ recipientName: " ", recipientEmail: "" })).toEqual({ recipientName: "Recipient's name is required", recipientEmail: "Recipient's e-mail is required" });
    expect(errors({ recipientEmail: "asha@" })).toEqual({ recipientEmail: "Please enter a valid email address" });
    for (const customAmount of ["", "499", "50001", "2500.50", "abc"]) {
      expect(errors({ amount: "custom", customAmount })).toEqual({ customAmount: "Enter a whole amount from ₹500 to ₹50,000" });
    }
    expect(errors({ amount: "1234" })).toEqual({ amount: "Choose an amount" });
    expect(errors({ send: "date" })).toEqual({ deliverOn: "Choose the day it should be sent" });
    expect(errors({ send: "date", deliverOn: addDays(today, -1) })).toEqual({ deliverOn: 'Send on is in the past: choose "Now" to send it today' });
    expect(errors({ send: "date", deliverOn: addDays(today, 91) })).toEqual({ deliverOn: "Send on can be at most 90 days ahead" });
    expect(errors({ message: "x".repeat(301) })).toEqual({ message: "Message is at most 300 characters" });
  });

  it("places the server's refusal beside the field it names, in the field's words", () => {
    const amount = "amount must be ₹1,000, ₹2,500, ₹5,000, or a custom amount from ₹500 to ₹50,000";
    expect(refusedField(amount, filled)).toEqual({ field: "amount", message: "Amount must be ₹1,000, ₹2,500, ₹5,000, or a custom amount from ₹500 to ₹50,000" });
    expect(refusedField(amount, { ...filled, amount: "custom" })).toMatchObject({ field: "customAmount" });
    expect(refusedField("deliverOn is in the past: leave it out to send the card now", filled)).toEqual({ field: "deliverOn", message: "Send on is in the past: leave it out to send the card now" });
    expect(refusedField("Too many tries. Please wait a few minutes.", filled)).toEqual({ message: "Too many tries. Please wait a few minutes." });
  });
});
