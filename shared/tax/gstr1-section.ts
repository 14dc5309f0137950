import type { TaxDocument, TaxInvoice } from "./tax-document.js";

// Which table of GSTR-1 a tax document is reported in (issue 45; ../shared/REFERENCE.md, "GST"):
// an invoice to a registered buyer invoice by invoice (table 4, B2B); an inter-state invoice to an
// unregistered buyer over ₹1 lakh invoice by invoice too (table 5, B2C large); every other sale
// summed by place of supply and rate (table 7, B2C small). A credit note goes where its invoice
// went: to registered buyers in table 9B (CDNR), against a B2C large invoice in table 9B
// unregistered (CDNUR), and against a small one netted into table 7.

/** Table 5's floor: an invoice value above ₹1,00,000 (₹2,50,000 before 1 August 2024). */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

export type Gstr1Section = "b2b" | "b2cl" | "b2cs";

/** The section of an invoice, or of a credit note against an invoice of `invoiceValuePaise`. */
export function gstr1Section(document: Pick<TaxDocument, "recipient" | "supply">, invoiceValuePaise: number): Gstr1Section {
  if (document.recipient.gstin) return "b2b";
  return document.supply === "inter-state" && invoiceValuePaise > B2CL_ABOVE_PAISE ? "b2cl" : "b2cs";
}

export const invoiceSection = (invoice: TaxInvoice): Gstr1Section => gstr1Section(invoice, invoice.totals.grossPaise);

/** Only an inter-state note to an unregistered buyer needs its invoice's value to know its section. */
export const needsInvoiceValue = (document: TaxDocument): boolean => document.kind === "credit-note" && !document.recipient.gstin && document.supply === "inter-state";
