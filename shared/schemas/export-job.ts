import * as z from "zod";
import { rangeFields, withRangeRules } from "./accounts-export.js";

// An export written in the background (issue 29): the admin asks, the server answers 202 with the
// job at once, and the page polls the job until its file is ready to download.

/**
 * The files an admin may ask for: the orders' lines of a range and GSTR-1's tables for it (gstr1:
 * the B2C summary, table 7; B2B, table 4; B2C large, 5; credit notes to registered buyers and
 * against B2C large, 9B; HSN, 12, its B2B and B2C tabs; documents issued, 13), the catalogue, and the
 * returns and exchanges by product and size behind the fit advice (issue 46).
 */
export const EXPORT_KINDS = ["orders", "gstr1", "gstr1-b2b", "gstr1-b2cl", "gstr1-cdnr", "gstr1-cdnur", "gstr1-hsn-b2b", "gstr1-hsn-b2c", "gstr1-docs", "products", "fit-advice"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportState = "running" | "ready" | "failed";

const quoted = EXPORT_KINDS.map((kind) => `"${kind}"`);
const KIND_ERROR = `kind must be ${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;

/** Which file, read first: the rest of the request is judged by that kind's own schema. */
export const exportKindSchema = z.looseObject({ kind: z.enum(EXPORT_KINDS, { error: KIND_ERROR }) });

const rangeOf = <K extends ExportKind>(kind: K) => withRangeRules(z.object({ kind: z.literal(kind), ...rangeFields }).strict());

/** What each kind needs: a date range for the accountant's, nothing more for the catalogue. */
export const startExportSchemas = {
  orders: rangeOf("orders"),
  gstr1: rangeOf("gstr1"),
  "gstr1-b2b": rangeOf("gstr1-b2b"),
  "gstr1-b2cl": rangeOf("gstr1-b2cl"),
  "gstr1-cdnr": rangeOf("gstr1-cdnr"),
  "gstr1-cdnur": rangeOf("gstr1-cdnur"),
  "gstr1-hsn-b2b": rangeOf("gstr1-hsn-b2b"),
  "gstr1-hsn-b2c": rangeOf("gstr1-hsn-b2c"),
  "gstr1-docs": rangeOf("gstr1-docs"),
  products: z.object({ kind: z.literal("products") }).strict(),
  "fit-advice": z.object({ kind: z.literal("fit-advice") }).strict(),
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
