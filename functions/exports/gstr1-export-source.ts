import { taxDocumentRepository } from "../data/tax-documents.js";
import { addToB2cs, b2csCsv, type B2csGroups } from "../orders/accounts-export.js";
import type { Db } from "../data/db.js";
import type { ExportSource } from "./export-source.js";
import { BYTE_ORDER_MARK, jobRange, percentThroughRange } from "./orders-export-source.js";

// GSTR-1's B2C summary: a few rows, but from every document of the range. The documents are
// summed by place of supply and rate into the job's tally a page at a time (in paise, each page
// once: run-export.ts writes the tally on the condition of its step), and the file is written
// from the sums in one part at the end: the old download's bytes.

export function gstr1ExportSource(db: Db): ExportSource {
  return {
    async tallyPage({ job, cursor, pageSize }) {
      const { fromIso, toIso } = jobRange(job);
      const page = await taxDocumentRepository(db).issuedPage(fromIso, toIso, cursor as Record<string, string> | undefined, pageSize ?? 100);
      return { tally: addToB2cs((job.tally ?? {}) as B2csGroups, page.documents), next: page.next, percent: percentThroughRange(job, page.documents.at(-1)?.issuedAt) };
    },
    head: async () => BYTE_ORDER_MARK,
    async filePage({ job }) {
      const { csv, rows } = await b2csCsv((job.tally ?? {}) as B2csGroups);
      return { text: csv, rows, percent: 99 };
    },
  };
}
