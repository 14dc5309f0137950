// "Add GSTIN for a business invoice" as typed at checkout (issue 45): whether she asked for one,
// and the six fields, kept beside the shipping draft while the form is closed.
import { BUSINESS_FIELD_LABELS, BUSINESS_FIELDS, type BusinessField } from "@shared/schemas/business-invoice.js";
import type { ShippingDraft } from "@/features/checkout/shipping-draft.js";

export type BusinessValues = Record<BusinessField, string>;

export interface BusinessDraft {
  wanted: boolean;
  values: BusinessValues;
}

export const NO_BUSINESS_INVOICE: BusinessDraft = {
  wanted: false,
  values: { gstin: "", legalName: "", address: "", city: "", state: "", pincode: "" },
};

/** "Same as delivery address": the delivery address's lines as the billing address (the legal name is the business's, not hers). */
export function billingFromDelivery(values: BusinessValues, delivery: ShippingDraft): BusinessValues {
  return { ...values, address: delivery.address, city: delivery.city, state: delivery.state, pincode: delivery.pincode };
}

/**
 * The billing field a server's refusal is about, so its words show beside that field: the
 * schema's messages start with the field's label (or its path), and the one about a GSTIN of
 * another state names the GSTIN. Anything else is not about these fields.
 */
export function businessFieldOf(message: string): BusinessField | undefined {
  const path = /^businessInvoice\.(\w+)/.exec(message)?.[1];
  if (path) return BUSINESS_FIELDS.find((field) => field === path);
  if (message.startsWith("This GSTIN is registered in")) return "gstin";
  return BUSINESS_FIELDS.find((field) => message.startsWith(`${BUSINESS_FIELD_LABELS[field]} `) || message.startsWith(`${BUSINESS_FIELD_LABELS[field]}'s `));
}
