import { gstRatePercent } from "./hsn.js";
import type { SupplyKind, TaxLine, TaxTotals } from "./tax-document.js";

// The arithmetic of a GST-inclusive sale, all in integer paise. The shop's prices include GST,
// so each line's tax is worked back from its value (value × rate / (100 + rate), rounded to the
// paisa, the same figure the order recorded as taxPaise) and the taxable value is the rest:
// taxable + tax = value exactly, line by line, so the lines always add up to what was paid.

export interface LineInput {
  description: string;
  hsn: string;
  quantity?: number;
  grossPaise: number;
  ratePercent: number;
}

/** CGST and SGST are half each; an odd paisa goes to CGST, so the two always add up to the tax. */
export function taxLine(input: LineInput, supply: SupplyKind): TaxLine {
  const { grossPaise, ratePercent } = input;
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0) throw new RangeError(`Not a line value in paise: ${grossPaise}`);
  return lineWithTax(input, includedTax(grossPaise, ratePercent), supply);
}

const includedTax = (grossPaise: number, ratePercent: number) => Math.round((grossPaise * ratePercent) / (100 + ratePercent));

function lineWithTax(input: LineInput, tax: number, supply: SupplyKind): TaxLine {
  const { grossPaise, ratePercent } = input;
  const cgst = supply === "intra-state" ? Math.ceil(tax / 2) : 0;
  const sgst = supply === "intra-state" ? tax - cgst : 0;
  return {
    description: input.description,
    hsn: input.hsn,
    ...(input.quantity !== undefined ? { quantity: input.quantity } : {}),
    grossPaise,
    taxablePaise: grossPaise - tax,
    ratePercent,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: supply === "inter-state" ? tax : 0,
  };
}

export function supplyKind(sellerState: string, deliveryState: string): SupplyKind {
  return sellerState.trim().toLowerCase() === deliveryState.trim().toLowerCase() ? "intra-state" : "inter-state";
}

export function totalsOf(lines: readonly TaxLine[]): TaxTotals {
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    grossPaise: sum((l) => l.grossPaise),
  };
}

/** A document's lines summed per GST rate, lowest rate first: GSTR-1 reports an invoice a row per rate. */
export function totalsByRate(lines: readonly TaxLine[]): Array<TaxTotals & { ratePercent: number }> {
  const rates = [...new Set(lines.map((line) => line.ratePercent))].sort((a, b) => a - b);
  return rates.map((ratePercent) => ({ ratePercent, ...totalsOf(lines.filter((line) => line.ratePercent === ratePercent)) }));
}

export interface SoldPiece {
  description: string;
  hsn: string;
  unitPricePaise: number;
  quantity: number;
  /** The line's share of a discount code: GST is on what is paid after it. */
  discountPaise?: number;
}

/** SAC 9965: goods transport services, taxed at the rate of the goods they carry (a composite supply). */
export const SHIPPING_SAC = "9965";

/** An invoice's lines for the pieces of an order (less any discount) and its shipping charge, if any. */
export function invoiceLines(pieces: readonly SoldPiece[], shippingPaise: number, supply: SupplyKind): TaxLine[] {
  const lines = pieces.map((piece) => {
    const grossPaise = piece.unitPricePaise * piece.quantity - (piece.discountPaise ?? 0);
    // The rate follows the value a piece is really sold for, after its share of the discount.
    return taxLine(
      { description: piece.description, hsn: piece.hsn, quantity: piece.quantity, grossPaise, ratePercent: gstRatePercent(Math.round(grossPaise / piece.quantity), piece.hsn) },
      supply,
    );
  });
  if (shippingPaise > 0) {
    const principalRate = Math.max(...lines.map((line) => line.ratePercent));
    lines.push(taxLine({ description: "Shipping charges", hsn: SHIPPING_SAC, grossPaise: shippingPaise, ratePercent: principalRate }, supply));
  }
  return lines;
}

/**
 * A credit note's lines for a refund of `refundPaise` against an invoice: the whole invoice when
 * everything is refunded, otherwise the refund shared across the invoice's lines in proportion
 * to their value (largest remainders get the odd paise, so the shares add up exactly), each
 * share credited at its line's rate.
 */
export function creditLines(invoiceLines: readonly TaxLine[], refundPaise: number, supply: SupplyKind): TaxLine[] {
  const total = invoiceLines.reduce((sum, line) => sum + line.grossPaise, 0);
  if (!Number.isSafeInteger(refundPaise) || refundPaise <= 0 || refundPaise > total) {
    throw new RangeError(`A refund of ${refundPaise} paise cannot be credited against an invoice of ${total} paise`);
  }
  if (refundPaise === total) return invoiceLines.map((line) => taxLine({ ...line }, supply));
  const shares = invoiceLines.map((line, index) => {
    const exact = (refundPaise * line.grossPaise) / total;
    return { index, paise: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = refundPaise - shares.reduce((sum, share) => sum + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.paise += 1;
    left -= 1;
  }
  return shares
    .filter((share) => share.paise > 0)
    .map((share) => {
      const line = invoiceLines[share.index]!;
      return taxLine({ description: line.description, hsn: line.hsn, grossPaise: share.paise, ratePercent: line.ratePercent }, supply);
    });
}

/**
 * A credit note's line for `grossPaise` of an invoice line of which `creditedBeforePaise` were
 * credited by earlier notes. Its tax is what the line's tax grows by over those paise, so the
 * notes of a line refunded in parts add up to the invoice line's tax to the paisa.
 */
export function creditedLine(
  invoiceLine: TaxLine,
  credit: { description: string; quantity?: number; grossPaise: number; creditedBeforePaise: number },
  supply: SupplyKind,
): TaxLine {
  const { grossPaise, creditedBeforePaise } = credit;
  if (!Number.isSafeInteger(grossPaise) || grossPaise <= 0 || creditedBeforePaise + grossPaise > invoiceLine.grossPaise) {
    throw new RangeError(`${grossPaise} paise cannot be credited against a line of ${invoiceLine.grossPaise} paise after ${creditedBeforePaise} credited`);
  }
  const rate = invoiceLine.ratePercent;
  const tax = includedTax(creditedBeforePaise + grossPaise, rate) - includedTax(creditedBeforePaise, rate);
  return lineWithTax(
    { description: credit.description, hsn: invoiceLine.hsn, ...(credit.quantity ? { quantity: credit.quantity } : {}), grossPaise, ratePercent: rate },
    tax,
    supply,
  );
}
