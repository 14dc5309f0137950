// A GST tax invoice and a credit note as data (CGST Rules 46 and 53): everything the PDF and the
// e-mails print, frozen when the document is issued, so a later change to a product, an address
// or the seller's settings never alters a document already sent. Amounts are integer paise.

/** Who sells: the registered supplier. */
export interface Supplier {
  legalName: string;
  /** Street, city and pincode, one line each. */
  addressLines: string[];
  state: string;
  stateCode: string;
  gstin: string;
}

/**
 * Who buys. A consumer: her name and the delivery address. A registered buyer (issue 45): her
 * legal name, GSTIN and billing address, and where the goods go when that is elsewhere.
 */
export interface Recipient {
  name: string;
  addressLines: string[];
  state: string;
  stateCode: string;
  phone: string;
  email: string;
  /** A registered buyer's GSTIN: the invoice is a B2B one (GSTR-1 table 4). */
  gstin?: string;
  /** A registered buyer's delivery address (CGST Rule 46: printed when it is not the billing address). */
  shipTo?: { name: string; addressLines: string[]; state: string };
}

/** CGST + SGST inside the seller's state, IGST across states. */
export type SupplyKind = "intra-state" | "inter-state";

export interface TaxLine {
  description: string;
  hsn: string;
  /** Pieces; absent on a credit note line that credits part of a line's value. */
  quantity?: number;
  /** Value including GST. */
  grossPaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  grossPaise: number;
}

interface TaxDocumentBase {
  /** e.g. RZ/26-27/000123: at most 16 characters, consecutive within a financial year. */
  number: string;
  financialYear: string;
  sequence: number;
  issuedAt: string;
  orderId: string;
  supplier: Supplier;
  recipient: Recipient;
  /** Where the goods are supplied: the delivery state, or a registered buyer's billing state. */
  placeOfSupply: string;
  supply: SupplyKind;
  lines: TaxLine[];
  totals: TaxTotals;
  amountInWords: string;
}

export interface TaxInvoice extends TaxDocumentBase {
  kind: "invoice";
  /** Razorpay's payment id: how the shopper paid. */
  paymentReference?: string;
  /**
   * How the total was paid, when store credit paid some or all of it: credit is a way of paying,
   * not a discount, so the lines keep their full taxable values and the credit shows here.
   */
  payments?: InvoicePayment[];
}

export interface InvoicePayment {
  method: "Store credit" | "Razorpay";
  amountPaise: number;
  reference?: string;
}

export interface CreditNote extends TaxDocumentBase {
  kind: "credit-note";
  refundId: string;
  reason: string;
  /** What kind of refund it is, when not returned goods ("Goodwill refund, not tied to returned goods: ..."). */
  note?: string;
  /** The invoice this credit note reduces. */
  invoice: { number: string; issuedAt: string };
}

export type TaxDocument = TaxInvoice | CreditNote;
