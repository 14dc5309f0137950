import { taxDocumentRepository } from "../data/tax-documents.js";
import { csvRows } from "../orders/accounts-export.js";
import { tableRows, type Gstr1Table } from "../orders/gstr1-invoice-tables.js";
import { withSections } from "../orders/gstr1-sections.js";
import type { ExportSourceFor } from "./export-source.js";
import { BYTE_ORDER_MARK, jobRange, percentThroughRange } from "./orders-export-source.js";

// A GSTR-1 table reported document by document (B2B, B2C large, and the credit notes against
// them), streamed like the orders CSV: the documents of the range read 100 at a time in the order
// they were issued, each page's rows written as it is read, so a year of them needs no tally.

export const gstr1TableSource =
  (table: Gstr1Table): ExportSourceFor =>
  (db) => ({
    head: async () => `${BYTE_ORDER_MARK}${await csvRows([[...table.columns]])}`,
    async filePage({ job, cursor, pageSize }) {
      const { fromIso, toIso } = jobRange(job);
      const page = await taxDocumentRepository(db).issuedPage(fromIso, toIso, cursor as Record<string, string> | undefined, pageSize ?? 100);
      // Only the documents of the table's kind are sorted into sections (a note's may need its invoice read).
      const lines = tableRows(table, await withSections(db, page.documents.filter((document) => document.kind === table.documents)));
      return { text: await csvRows(lines), rows: lines.length, next: page.next, percent: percentThroughRange(job, page.documents.at(-1)?.issuedAt) };
    },
  });
