import type { Db } from "../data/db.js";
import type { ExportCursor, ExportJob } from "../data/export-jobs.js";

// What one kind of export reads and writes, a page at a time, for the runner (run-export.ts),
// which keeps the cursor, the parts, the lease and the hand-offs the same for every kind.

/** A page of the file's lines, and where the next page starts (none: the file is complete). */
export interface FilePage {
  text: string;
  rows: number;
  next?: ExportCursor;
  /** How far through the job this page reaches, 0-99. */
  percent: number;
}

/** A page summed into the tally, and where the next starts (none: the tally is complete). */
export interface TallyPage {
  tally: unknown;
  next?: ExportCursor;
  percent: number;
}

export interface PageRequest {
  job: ExportJob;
  cursor?: ExportCursor;
  pageSize?: number;
  /** Lines already in the file (written or carried) before this page. */
  rowsBefore: number;
}

export interface ExportSource {
  /**
   * For a file whose first lines need the whole read (a summary, columns from every product):
   * the pages summed into the job's tally before anything is written.
   */
  tallyPage?(request: PageRequest): Promise<TallyPage>;
  /** The file's first bytes (its byte-order mark, and its header where it is known by now). */
  head(job: ExportJob): Promise<string>;
  filePage(request: PageRequest): Promise<FilePage>;
}

export type ExportSourceFor = (db: Db) => ExportSource;
