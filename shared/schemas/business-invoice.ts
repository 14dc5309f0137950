import * as z from "zod";
import { findIndianState } from "../indian-states.js";
import { stateWithCode } from "../tax/gst-state-codes.js";
import { gstinProblem, gstinState, normaliseGstin } from "../tax/gstin.js";
import { isPincode, withoutSeparators } from "./contact-rules.js";
import { pinInState, requiredLine as oneLine } from "./shipping-address.js";

// "Add GSTIN for a business invoice" (issue 45): a registered buyer's GSTIN, legal name and
// billing address, printed on her tax invoice (CGST Rule 46) so she can claim the input tax
// credit. The billing address's state is the place of supply; a GSTIN is registered in one state,
// so the two must agree.

export const BUSINESS_FIELDS = ["gstin", "legalName", "address", "city", "state", "pincode"] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

export const BUSINESS_FIELD_LABELS: Record<BusinessField, string> = {
  gstin: "GSTIN",
  legalName: "Legal name",
  address: "Billing address",
  city: "Billing city",
  state: "Billing state",
  pincode: "Billing pincode",
};

const requiredLine = (field: BusinessField, maxLength: number) => oneLine(BUSINESS_FIELD_LABELS[field], maxLength);

export const businessInvoiceSchema = z
  .object({
    gstin: requiredLine("gstin", 40)
      .transform(normaliseGstin)
      .superRefine((gstin, context) => {
        const problem = gstinProblem(gstin);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    legalName: requiredLine("legalName", 100),
    address: requiredLine("address", 300),
    city: requiredLine("city", 100),
    state: requiredLine("state", 100)
      .refine((state) => findIndianState(state) !== undefined, "Billing state must be an Indian state or union territory")
      .transform((state) => findIndianState(state) ?? state),
    pincode: requiredLine("pincode", 12).transform(withoutSeparators).refine(isPincode, "Billing pincode must be 6 digits and cannot start with 0"),
  })
  .strict()
  .superRefine((business, context) => {
    pinInState(business, context);
    // Judged only when the GSTIN and the state are each valid on their own.
    const registered = gstinProblem(business.gstin) ? undefined : gstinState(business.gstin);
    const billing = findIndianState(business.state);
    if (registered && billing && registered !== billing) {
      context.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `This GSTIN is registered in ${stateWithCode(registered)}, but the billing address is in ${stateWithCode(billing)}: give the GSTIN and address of one state`,
      });
    }
  });

export type BusinessInvoiceInput = z.input<typeof businessInvoiceSchema>;
/** A registered buyer as checked: GSTIN normalised, state in the shop's spelling. */
export type BusinessBuyer = z.output<typeof businessInvoiceSchema>;
