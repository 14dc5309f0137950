import * as z from "zod";
import { rangeFields, withRangeRules } from "./accounts-export.js";

// An export written in the background (issue 29): the admin asks, the server answers 202 with the
// job at once, and the page polls the job until its file is ready to download.

/** The files an admin may ask for: the orders' lines and GSTR-1's summary of a range, and the catalogue. */
export const EXPORT_KINDS = ["orders", "gstr1", "products"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportState = "running" | "ready" | "failed";

/** Which file, read first: the rest of the request is judged by that kind's own schema. */
export const exportKindSchema = z.looseObject({ kind: z.enum(EXPORT_KINDS, { error: 'kind must be "orders", "gstr1" or "products"' }) });

const rangeOf = <K extends ExportKind>(kind: K) => withRangeRules(z.object({ kind: z.literal(kind), ...rangeFields }).strict());

/** What each kind needs: a date range for the accountant's two, nothing more for the catalogue. */
export const startExportSchemas = {
  orders: rangeOf("orders"),
  gstr1: rangeOf("gstr1"),
  products: z.object({ kind: z.literal("products") }).strict(),
} as const satisfies Record<ExportKind, z.ZodType>;

export type StartExport = z.infer<(typeof startExportSchemas)[ExportKind]>;

/** A job as the admin sees it. */
export interface ExportJobView {
  id: string;
  kind: ExportKind;
  /** The range, for the kinds that have one. */
  from?: string;
  to?: string;
  fileName: string;
  state: ExportState;
  /** Share of the work done so far, 0-100 (for a range, by the time covered: documents are spread over the days). */
  percent: number;
  /** Lines written so far. */
  rows: number;
  createdAt: string;
  /** Why it failed, in words for the admin. */
  error?: string;
  /** A short-lived link to the file, when ready. */
  downloadUrl?: string;
}
