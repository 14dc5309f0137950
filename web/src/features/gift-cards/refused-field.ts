import { CUSTOM, type PurchaseField, type PurchaseFormValues } from "./purchase-form.js";

// The server names the field a 400 is about by the body's name for it ("amount must be ₹1,000,
// ₹2,500, ₹5,000, or a custom amount from ₹500 to ₹50,000"); the form shows it beside that field,
// in its label's words. One it cannot place is said above the Pay button.

const LABELS: Record<string, string> = {
  amount: "Amount",
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's e-mail",
  from: "From",
  message: "Message",
  deliverOn: "Send on",
};

export interface Refusal {
  field?: PurchaseField;
  message: string;
}

export function refusedField(message: string, values: PurchaseFormValues): Refusal {
  const named = /^(\w+)\b(.*)$/s.exec(message);
  const label = named && LABELS[named[1]!];
  if (!named || !label) return { message };
  const name = named[1] as PurchaseField;
  // A custom amount refused is the custom field's.
  const field = name === "amount" && values.amount === CUSTOM ? "customAmount" : name;
  return { field, message: `${label}${named[2]}` };
}
