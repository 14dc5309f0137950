import { gstr1DateText } from "../../shared/tax/financial-year.js";
import type { Gstr1Section } from "../../shared/tax/gstr1-section.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import { totalsByRate } from "../../shared/tax/tax-lines.js";
import { csvRupees } from "../http/rupees-edge.js";
import { asText, placeOfSupply } from "./accounts-export.js";
import type { SectionedDocument } from "./gstr1-sections.js";

// GSTR-1's tables reported document by document (issue 45), in the columns of the CSV templates
// of the GST offline tool, so the accountant imports each file as it is: B2B invoices (table 4),
// B2C large invoices (table 5), and the credit notes against them (table 9B: CDNR to registered
// buyers, CDNUR against B2C large). A row per document and GST rate, the document's value on each
// row; a note's amounts are positive (its type, C, says it reduces). The shop charges no cess and
// sells nothing on reverse charge or through an e-commerce operator.

export interface Gstr1Table {
  /** Which documents it lists: invoices or credit notes. */
  documents: TaxDocument["kind"];
  /** Of which GSTR-1 section (a note's is its invoice's). */
  section: Gstr1Section;
  columns: readonly string[];
  rows(document: TaxDocument): string[][];
}

const dateOf = (document: TaxDocument) => gstr1DateText(new Date(document.issuedAt));

/** Each rate's row of a document: the cells before the rate, then rate, taxable value and cess (and any after). */
const perRate = (document: TaxDocument, before: string[], after: string[] = []) =>
  totalsByRate(document.lines).map((rate) => [...before, String(rate.ratePercent), csvRupees(rate.taxablePaise), "0.00", ...after]);

export const B2B_TABLE: Gstr1Table = {
  documents: "invoice",
  section: "b2b",
  columns: ["GSTIN/UIN of Recipient", "Receiver Name", "Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Reverse Charge", "Applicable % of Tax Rate", "Invoice Type", "E-Commerce GSTIN", "Rate", "Taxable Value", "Cess Amount"],
  rows: (invoice) =>
    perRate(invoice, [invoice.recipient.gstin ?? "", asText(invoice.recipient.name), invoice.number, dateOf(invoice), csvRupees(invoice.totals.grossPaise), placeOfSupply(invoice.placeOfSupply), "N", "", "Regular B2B", ""]),
};

export const B2CL_TABLE: Gstr1Table = {
  documents: "invoice",
  section: "b2cl",
  columns: ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
  rows: (invoice) => perRate(invoice, [invoice.number, dateOf(invoice), csvRupees(invoice.totals.grossPaise), placeOfSupply(invoice.placeOfSupply), ""], [""]),
};

export const CDNR_TABLE: Gstr1Table = {
  documents: "credit-note",
  section: "b2b",
  columns: ["GSTIN/UIN of Recipient", "Receiver Name", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Reverse Charge", "Note Supply Type", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
  rows: (note) =>
    perRate(note, [note.recipient.gstin ?? "", asText(note.recipient.name), note.number, dateOf(note), "C", placeOfSupply(note.placeOfSupply), "N", "Regular B2B", csvRupees(note.totals.grossPaise), ""]),
};

export const CDNUR_TABLE: Gstr1Table = {
  documents: "credit-note",
  section: "b2cl",
  columns: ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
  rows: (note) => perRate(note, ["B2CL", note.number, dateOf(note), "C", placeOfSupply(note.placeOfSupply), csvRupees(note.totals.grossPaise), ""]),
};

/** The table's rows for a page of documents: those of its kind and section, in the order read. */
export function tableRows(table: Gstr1Table, documents: readonly SectionedDocument[]): string[][] {
  return documents.filter(({ document, section }) => document.kind === table.documents && section === table.section).flatMap(({ document }) => table.rows(document));
}
