import type { ExportJob } from "../data/export-jobs.js";
import { taxDocumentRepository } from "../data/tax-documents.js";
import { csvRows, documentRows, ORDER_LINE_COLUMNS, rangeBounds } from "../orders/accounts-export.js";
import type { Db } from "../data/db.js";
import type { ExportSource } from "./export-source.js";

// The accountant's orders CSV: every invoice and credit note line of the range, the documents
// read 100 at a time in the order they were issued. The old download's bytes: a byte-order mark,
// the header, the rows.

export const BYTE_ORDER_MARK = "\uFEFF";

/** The range of a job that has one (the accountant's kinds). */
export function jobRange(job: ExportJob): { fromIso: string; toIso: string } {
  if (!job.from || !job.to) throw new Error(`export job ${job.id} (${job.kind}) has no range`);
  return rangeBounds(job.from, job.to);
}

/** How far through the range the documents read so far reach, 0-99 (100 is for a finished file). */
export function percentThroughRange(job: ExportJob, lastIssuedAt: string | undefined): number {
  if (!lastIssuedAt) return job.percent;
  const { fromIso, toIso } = jobRange(job);
  const start = Date.parse(fromIso);
  // A range reaching into the future is covered once the job's own start is.
  const end = Math.min(Date.parse(toIso), Date.parse(job.createdAt));
  if (end <= start) return job.percent;
  return Math.max(job.percent, Math.min(99, Math.floor(((Date.parse(lastIssuedAt) - start) / (end - start)) * 100)));
}

export function ordersExportSource(db: Db): ExportSource {
  return {
    head: async () => `${BYTE_ORDER_MARK}${await csvRows([[...ORDER_LINE_COLUMNS]])}`,
    async filePage({ job, cursor, pageSize }) {
      const { fromIso, toIso } = jobRange(job);
      const page = await taxDocumentRepository(db).issuedPage(fromIso, toIso, cursor as Record<string, string> | undefined, pageSize ?? 100);
      const lines = page.documents.flatMap(documentRows);
      return { text: await csvRows(lines), rows: lines.length, next: page.next, percent: percentThroughRange(job, page.documents.at(-1)?.issuedAt) };
    },
  };
}
