import type { TaxDocument } from "../../shared/tax/tax-document.js";
import type { Db } from "../data/db.js";
import { taxDocumentRepository } from "../data/tax-documents.js";
import type { ExportSourceFor } from "./export-source.js";
import { BYTE_ORDER_MARK, jobRange, percentThroughRange } from "./orders-export-source.js";

// A GSTR-1 summary (B2C by state, HSN, documents issued): a few rows, but from every document of
// the range. The documents are summed into the job's tally a page at a time (each page once:
// run-export.ts writes the tally on the condition of its step), and the file is written from the
// sums in one part at the end. Each summary says how a page adds to its sums and how they are
// written; the tally is plain data, small (a group per state and rate, HSN and rate, or series).

export interface Summary<T> {
  /** The sums with a page of documents added; `db` for a summary that must look further (a note's invoice). */
  add(sums: T, documents: readonly TaxDocument[], db: Db): T | Promise<T>;
  csv(sums: T): Promise<{ csv: string; rows: number }>;
}

export const summarySource =
  <T>(summary: Summary<T>): ExportSourceFor =>
  (db) => ({
    async tallyPage({ job, cursor, pageSize }) {
      const { fromIso, toIso } = jobRange(job);
      const page = await taxDocumentRepository(db).issuedPage(fromIso, toIso, cursor as Record<string, string> | undefined, pageSize ?? 100);
      return { tally: await summary.add((job.tally ?? {}) as T, page.documents, db), next: page.next, percent: percentThroughRange(job, page.documents.at(-1)?.issuedAt) };
    },
    head: async () => BYTE_ORDER_MARK,
    async filePage({ job }) {
      const { csv, rows } = await summary.csv((job.tally ?? {}) as T);
      return { text: csv, rows, percent: 99 };
    },
  });
