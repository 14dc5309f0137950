import type { TaxDocument } from "../../shared/tax/tax-document.js";
import { csvRows } from "./accounts-export.js";

// GSTR-1's documents issued (table 13), in the columns of the offline tool's template: for each
// series, the first and last numbers issued in the range and how many. Invoices and credit notes
// are numbered apart, each afresh every financial year (shared/tax/document-number.ts), so a range
// across 1 April has two rows of each. The shop never cancels a number it issued (a sale undone
// gets a credit note), so none is cancelled.

export const DOCS_COLUMNS = ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"] as const;

const NATURE: Record<TaxDocument["kind"], string> = { invoice: "Invoices for outward supply", "credit-note": "Credit Note" };

/** One series in one financial year: its lowest and highest numbers read so far, and the count. */
export interface IssuedSeries {
  kind: TaxDocument["kind"];
  financialYear: string;
  first: { sequence: number; number: string };
  last: { sequence: number; number: string };
  count: number;
}

/** By `<kind>|<financial year>`: plain data, kept on the export job between pages. */
export type IssuedSeriesTally = Record<string, IssuedSeries>;

export function addToIssued(tally: IssuedSeriesTally, documents: readonly TaxDocument[]): IssuedSeriesTally {
  const series: IssuedSeriesTally = Object.fromEntries(Object.entries(tally).map(([key, one]) => [key, { ...one }]));
  for (const document of documents) {
    const at = { sequence: document.sequence, number: document.number };
    const one = (series[`${document.kind}|${document.financialYear}`] ??= { kind: document.kind, financialYear: document.financialYear, first: at, last: at, count: 0 });
    if (at.sequence < one.first.sequence) one.first = at;
    if (at.sequence > one.last.sequence) one.last = at;
    one.count += 1;
  }
  return series;
}

/** Invoices first, then credit notes, each by financial year. */
export async function documentsIssuedCsv(tally: IssuedSeriesTally): Promise<{ csv: string; rows: number }> {
  const order = (one: IssuedSeries) => (one.kind === "invoice" ? 0 : 1);
  const rows = Object.values(tally)
    .sort((a, b) => order(a) - order(b) || a.financialYear.localeCompare(b.financialYear))
    .map((one) => [NATURE[one.kind], one.first.number, one.last.number, String(one.count), "0"]);
  return { csv: await csvRows([[...DOCS_COLUMNS], ...rows]), rows: rows.length };
}
