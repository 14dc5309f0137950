import { loadPapa } from "../http/csv-parser.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";
import type { TaxDocument, TaxLine } from "../../shared/tax/tax-document.js";
import { gstStateCode } from "../../shared/tax/gst-state-codes.js";
import { csvRupees } from "../http/rupees-edge.js";

// What the shop's accountant files from (issue 15): every invoice line and credit note line of a
// date range, and the GSTR-1 B2C summary by place of supply and rate. Read from the tax documents
// as issued (their numbers, rates and splits are what was sent to shoppers), by issue date in the
// shop's time zone, a page at a time.

/** The start of a shop date in UTC (IST is 5:30 ahead, no daylight saving). */
const startOfShopDay = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();

export function rangeBounds(from: string, to: string): { fromIso: string; toIso: string } {
  return { fromIso: startOfShopDay(from), toIso: startOfShopDay(addDays(to, 1)) };
}

/** "27-Maharashtra": code and name, as GSTR-1's offline tool writes a place of supply. */
export const placeOfSupply = (state: string) => `${gstStateCode(state) ?? ""}-${state}`;
/** Text that a spreadsheet would run as a formula ("=…", "-…") is kept as text; amounts stay numbers, minus signs and all. */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const ORDER_LINE_COLUMNS = [
  "Document",
  "Number",
  "Date",
  "Order",
  "Against invoice",
  "Place of supply",
  "Description",
  "HSN",
  "Quantity",
  "Taxable value",
  "Rate %",
  "CGST",
  "SGST",
  "IGST",
  "Total",
] as const;

/** One row per line of each document; a credit note's amounts are negative, so sums net out. */
export function documentRows(document: TaxDocument): string[][] {
  const sign = document.kind === "credit-note" ? -1 : 1;
  return document.lines.map((line) => [
    document.kind === "invoice" ? "Invoice" : "Credit note",
    document.number,
    shopDate(document.issuedAt),
    document.orderId,
    document.kind === "credit-note" ? document.invoice.number : "",
    placeOfSupply(document.placeOfSupply),
    asText(line.description),
    line.hsn,
    line.quantity === undefined ? "" : String(sign * line.quantity),
    csvRupees(sign * line.taxablePaise),
    String(line.ratePercent),
    csvRupees(sign * line.cgstPaise),
    csvRupees(sign * line.sgstPaise),
    csvRupees(sign * line.igstPaise),
    csvRupees(sign * line.grossPaise),
  ]);
}

/** Rows as CSV lines, each ending CRLF: files made of pages join up the same whichever the pages. */
export const csvRows = async (rows: string[][]) => (rows.length ? `${(await loadPapa()).unparse(rows, { newline: "\r\n" })}\r\n` : "");

export const B2CS_COLUMNS = ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN", "IGST", "CGST", "SGST"] as const;

/** One place of supply and rate of GSTR-1's B2C table: its sums so far, in paise. */
export interface B2csGroup {
  place: string;
  rate: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/** The groups by `<place>|<rate>`: plain data, so a background export keeps them on its job between pages. */
export type B2csGroups = Record<string, B2csGroup>;

/** A line's taxable value and taxes added to a group's sums; `sign` -1 for a credit note's line. */
export function addLineTaxes(group: { taxable: number; igst: number; cgst: number; sgst: number }, line: TaxLine, sign: 1 | -1): void {
  group.taxable += sign * line.taxablePaise;
  group.igst += sign * line.igstPaise;
  group.cgst += sign * line.cgstPaise;
  group.sgst += sign * line.sgstPaise;
}

/** The groups with a page of documents added: credit notes netted against the invoices. */
export function addToB2cs(groups: B2csGroups, documents: readonly TaxDocument[]): B2csGroups {
  const sums: B2csGroups = Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, { ...group }]));
  for (const document of documents) {
    const sign = document.kind === "credit-note" ? -1 : 1;
    for (const line of document.lines) {
      const place = placeOfSupply(document.placeOfSupply);
      const key = `${place}|${line.ratePercent}`;
      const group = (sums[key] ??= { place, rate: line.ratePercent, taxable: 0, igst: 0, cgst: 0, sgst: 0 });
      addLineTaxes(group, line, sign);
    }
  }
  return sums;
}

/** The table as the return's offline tool takes it: a row per place and rate, in that order. */
export async function b2csCsv(groups: B2csGroups): Promise<{ csv: string; rows: number }> {
  const rows = Object.values(groups)
    .sort((a, b) => a.place.localeCompare(b.place) || a.rate - b.rate)
    .map((g) => ["OE", g.place, String(g.rate), "", csvRupees(g.taxable), "0.00", "", csvRupees(g.igst), csvRupees(g.cgst), csvRupees(g.sgst)]);
  return { csv: await csvRows([[...B2CS_COLUMNS], ...rows]), rows: rows.length };
}
