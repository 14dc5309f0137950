import { formatPaise, toPaise } from "../money.js";
import type { OrderItem } from "../schemas/order.js";
import type { BusinessBuyer } from "../schemas/business-invoice.js";
import type { ShippingAddress } from "../schemas/shipping-address.js";
import { rupeesInWords } from "./amount-in-words.js";
import { documentNumber } from "./document-number.js";
import { gstStateCode } from "./gst-state-codes.js";
import type { CreditNote, InvoicePayment, Recipient, Supplier, TaxInvoice } from "./tax-document.js";
import type { RefundLine } from "../refund-plan.js";
import { creditedLine, creditLines, invoiceLines, supplyKind, totalsOf } from "./tax-lines.js";

/** The seller as configured: name, one-line address, state of GST registration, GSTIN. */
export interface SellerIdentity {
  legalName: string;
  address: string;
  state: string;
  gstin: string;
}

/** What an invoice is made from: a paid order, every amount in paise (the server's order record). */
export interface InvoicedOrder {
  id: string;
  shippingAddress: ShippingAddress;
  orderItems: ReadonlyArray<Pick<OrderItem, "name" | "size" | "quantity" | "custom"> & { pricePaise: number; discountPaise?: number }>;
  shippingPaise: number;
  totalPaise: number;
  /** The part of the total paid with store credit. */
  storeCreditPaise?: number;
  /** A registered buyer's GSTIN and billing address (issue 45). */
  businessInvoice?: BusinessBuyer;
}

/** Store credit first (it pays first at checkout), then what Razorpay took. */
function paymentsOf(totalPaise: number, creditPaise: number, reference: string | undefined): InvoicePayment[] {
  const rest = totalPaise - creditPaise;
  return [
    { method: "Store credit", amountPaise: creditPaise },
    ...(rest > 0 ? [{ method: "Razorpay" as const, amountPaise: rest, ...(reference ? { reference } : {}) }] : []),
  ];
}

export function supplierOf(seller: SellerIdentity): Supplier {
  return { legalName: seller.legalName, addressLines: [seller.address], state: seller.state, stateCode: gstStateCode(seller.state) ?? "", gstin: seller.gstin };
}

/**
 * The shopper, at the delivery address the order was placed with; a registered buyer by her legal
 * name, GSTIN and billing address, the delivery address beside them.
 */
export function recipientOf(order: Pick<InvoicedOrder, "shippingAddress" | "businessInvoice">): Recipient {
  const to = order.shippingAddress;
  const addressLines = [to.address, `${to.city} ${to.pincode}`];
  const business = order.businessInvoice;
  if (!business) return { name: to.name, addressLines, state: to.state, stateCode: gstStateCode(to.state) ?? "", phone: to.phone, email: to.email };
  return {
    name: business.legalName,
    addressLines: [business.address, `${business.city} ${business.pincode}`],
    state: business.state,
    stateCode: gstStateCode(business.state) ?? "",
    phone: to.phone,
    email: to.email,
    gstin: business.gstin,
    shipTo: { name: to.name, addressLines, state: to.state },
  };
}

/** A registered buyer's billing state (the place of supply she gives, issue 45), else the delivery state. */
const placeOfSupplyOf = (order: Pick<InvoicedOrder, "shippingAddress" | "businessInvoice">) => order.businessInvoice?.state ?? order.shippingAddress.state;

export interface NumberedIssue {
  financialYear: string;
  sequence: number;
  issuedAt: Date;
}

/**
 * The tax invoice of a paid order. `hsnOf` gives each line's HSN (recorded at checkout; older
 * orders look theirs up). The lines must add up to what was paid, or no invoice is made.
 */
export function buildInvoice(
  order: InvoicedOrder,
  seller: SellerIdentity,
  hsnOf: (lineIndex: number) => string,
  numbered: NumberedIssue,
  paymentReference?: string,
): TaxInvoice {
  const placeOfSupply = placeOfSupplyOf(order);
  const supply = supplyKind(seller.state, placeOfSupply);
  const lines = invoiceLines(
    order.orderItems.map((item, index) => {
      const discountPaise = item.discountPaise ?? 0;
      const sized = item.size ? `${item.name} (size ${item.size})` : item.name;
      // A custom piece's options are part of its price, listed with it under the product's HSN (issue 26).
      const options = (item.custom?.options ?? []).map((option) => `${option.label}${option.choice ? `: ${option.choice}` : ""}${option.price > 0 ? ` +${formatPaise(toPaise(option.price))}` : ""}`);
      const name = options.length > 0 ? `${sized}, stitched with ${options.join("; ")}` : sized;
      return {
        description: discountPaise > 0 ? `${name}, less ${formatPaise(discountPaise)} discount` : name,
        hsn: hsnOf(index),
        unitPricePaise: item.pricePaise,
        quantity: item.quantity,
        discountPaise,
      };
    }),
    order.shippingPaise,
    supply,
  );
  const totals = totalsOf(lines);
  if (totals.grossPaise !== order.totalPaise) {
    throw new Error(`Order ${order.id}: the invoice lines add up to ${totals.grossPaise} paise, but ${order.totalPaise} were paid`);
  }
  return {
    kind: "invoice",
    number: documentNumber("invoice", numbered.financialYear, numbered.sequence),
    financialYear: numbered.financialYear,
    sequence: numbered.sequence,
    issuedAt: numbered.issuedAt.toISOString(),
    orderId: order.id,
    ...(paymentReference ? { paymentReference } : {}),
    ...(order.storeCreditPaise ? { payments: paymentsOf(order.totalPaise, order.storeCreditPaise, paymentReference) } : {}),
    supplier: supplierOf(seller),
    recipient: recipientOf(order),
    placeOfSupply,
    supply,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
  };
}

export interface RefundToCredit {
  id: string;
  amountPaise: number;
  reason: string;
  /** Its share of each invoice line (shared/refund-plan.ts); refunds made before shares were recorded have none. */
  lines?: readonly RefundLine[];
  /** An amount tied to no returned pieces, shared over the lines by value. */
  goodwill?: boolean;
  /** Paise of each invoice line credited by the order's earlier refunds. */
  creditedBeforePaise?: readonly number[];
  /** Printed on the note (a cancellation's fee, say); a goodwill refund's own note comes first. */
  note?: string;
}

export const GOODWILL_NOTE = "Goodwill refund, not tied to returned goods: shared over the invoice's lines by value.";

/**
 * The credit note for one refund against the order's invoice: exactly the lines and pieces the
 * refund names, each at its invoice line's rate and HSN; a goodwill refund shared by value and
 * labelled so. A refund recorded without shares is shared over the whole invoice as before.
 */
export function buildCreditNote(invoice: TaxInvoice, refund: RefundToCredit, numbered: NumberedIssue): CreditNote {
  const lines = refund.lines
    ? refund.lines
        .filter((share) => share.amountPaise > 0)
        .map((share) => {
          const invoiceLine = invoice.lines[share.line];
          if (!invoiceLine) throw new RangeError(`Refund ${refund.id} credits line ${share.line}, which invoice ${invoice.number} does not have`);
          return creditedLine(
            invoiceLine,
            {
              description: refund.goodwill ? `${invoiceLine.description}: goodwill share` : invoiceLine.description,
              quantity: share.quantity,
              grossPaise: share.amountPaise,
              creditedBeforePaise: refund.creditedBeforePaise?.[share.line] ?? 0,
            },
            invoice.supply,
          );
        })
    : creditLines(invoice.lines, refund.amountPaise, invoice.supply);
  if (totalsOf(lines).grossPaise !== refund.amountPaise) {
    throw new Error(`Refund ${refund.id}: the credit note's lines add up to ${totalsOf(lines).grossPaise} paise, but ${refund.amountPaise} were refunded`);
  }
  const totals = totalsOf(lines);
  return {
    kind: "credit-note",
    number: documentNumber("credit-note", numbered.financialYear, numbered.sequence),
    financialYear: numbered.financialYear,
    sequence: numbered.sequence,
    issuedAt: numbered.issuedAt.toISOString(),
    orderId: invoice.orderId,
    refundId: refund.id,
    reason: refund.reason,
    ...(refund.goodwill ? { note: GOODWILL_NOTE } : refund.note ? { note: refund.note } : {}),
    invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    supply: invoice.supply,
    lines,
    totals,
    amountInWords: rupeesInWords(totals.grossPaise),
  };
}
