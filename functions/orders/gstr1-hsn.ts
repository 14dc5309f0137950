import type { TaxDocument } from "../../shared/tax/tax-document.js";
import { csvRupees } from "../http/rupees-edge.js";
import { addLineTaxes, csvRows } from "./accounts-export.js";

// GSTR-1's HSN summary (table 12), in the columns of the offline tool's HSN template: quantity,
// value, taxable value and tax by HSN and rate, credit notes netted (their pieces and amounts
// taken off). Since 2025 the table has a B2B tab and a B2C tab, each filed on its own, so a
// document's tab is its buyer's: registered (a GSTIN: her invoices and their credit notes) or not.

export type HsnTab = "b2b" | "b2c";

export const hsnTabOf = (document: TaxDocument): HsnTab => (document.recipient.gstin ? "b2b" : "b2c");

export const HSN_COLUMNS = ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"] as const;

/** One HSN and rate of the summary: its sums so far, amounts in paise. */
export interface HsnGroup {
  hsn: string;
  rate: number;
  quantity: number;
  value: number;
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}

/** The groups by `<hsn>|<rate>`: plain data, kept on the export job between pages. */
export type HsnGroups = Record<string, HsnGroup>;

/** Services (chapter 99: the shipping charge's SAC 9965) are counted in no unit; pieces are. */
const unitOf = (hsn: string) => (hsn.startsWith("99") ? "NA" : "PCS-PIECES");

/** The groups with a page of documents added; a credit note line credited by value alone takes off no pieces. */
export function addToHsn(groups: HsnGroups, documents: readonly TaxDocument[]): HsnGroups {
  const sums: HsnGroups = Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, { ...group }]));
  for (const document of documents) {
    const sign = document.kind === "credit-note" ? -1 : 1;
    for (const line of document.lines) {
      const group = (sums[`${line.hsn}|${line.ratePercent}`] ??= { hsn: line.hsn, rate: line.ratePercent, quantity: 0, value: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 });
      group.quantity += sign * (line.quantity ?? 0);
      group.value += sign * line.grossPaise;
      addLineTaxes(group, line, sign);
    }
  }
  return sums;
}

/** A row per HSN and rate, in that order; one credited away within the range reports nothing. */
export async function hsnCsv(groups: HsnGroups): Promise<{ csv: string; rows: number }> {
  const rows = Object.values(groups)
    .filter((g) => g.quantity !== 0 || g.value !== 0 || g.taxable !== 0)
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((g) => [g.hsn, "", unitOf(g.hsn), String(g.quantity), csvRupees(g.value), String(g.rate), csvRupees(g.taxable), csvRupees(g.igst), csvRupees(g.cgst), csvRupees(g.sgst), "0.00"]);
  return { csv: await csvRows([[...HSN_COLUMNS], ...rows]), rows: rows.length };
}
