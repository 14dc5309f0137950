import * as z from "zod";
import { rangeFields, withRangeRules } from "./accounts-export.js";

// An export written in the background (issue 29): the admin asks, the server answers 202 with the
// job at once, and the page polls the job until its file is ready to download.

/** What the admin asks for: the orders CSV of a date range (the only file that outgrows one answer). */
export const startExportSchema = withRangeRules(z.object({ kind: z.literal("orders", { error: 'kind must be "orders"' }), ...rangeFields }).strict());

export type ExportKind = "orders";
export type ExportState = "running" | "ready" | "failed";

/** A job as the admin sees it. */
export interface ExportJobView {
  id: string;
  kind: ExportKind;
  from: string;
  to: string;
  fileName: string;
  state: ExportState;
  /** Share of the range read so far, 0-100 (by time covered: documents are spread over the days). */
  percent: number;
  /** Lines written so far. */
  rows: number;
  createdAt: string;
  /** Why it failed, in words for the admin. */
  error?: string;
  /** A short-lived link to the file, when ready. */
  downloadUrl?: string;
}
