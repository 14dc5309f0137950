// The accountant's exports and the products CSV round trip (issue 15). Files come through the
// API client (they need the admin's token), then are handed to the browser to save.
import type { ExportJobView } from "@shared/schemas/export-job.js";
import type { ProductImportResult } from "@shared/schemas/product-import-report.js";
import { api, type DownloadedFile } from "../../api/client.js";
import type { Answer } from "../../api/contract.js";

export interface DateRange {
  from: string;
  to: string;
}

/**
 * One row per order line for the range (invoice, date, state, HSN, quantity, taxable value, GST,
 * total), written by the server in the background: the job comes back at once, its file later.
 */
export async function startOrdersExport(range: DateRange): Promise<ExportJobView> {
  const body = await api.post<{ data: ExportJobView }>("/admin/exports", { kind: "orders", from: range.from, to: range.to });
  return body.data;
}

/** The last few exports, newest first, each with its progress or its download link. */
export async function recentExports(): Promise<ExportJobView[]> {
  const body = await api.get<{ data: ExportJobView[] }>("/admin/exports");
  return body.data;
}

/** The range's B2C sales summed by state and GST rate, in the shape of GSTR-1's B2C table. */
export function downloadGstr1Csv(range: DateRange): Promise<DownloadedFile> {
  return api.download("/admin/orders/gstr1.csv", { from: range.from, to: range.to });
}

export function downloadProductsCsv(): Promise<DownloadedFile> {
  return api.download("/admin/products/export.csv");
}

/** What the file would change, row by row, with every error by line; nothing is written. */
export async function previewProductImport(csv: string): Promise<ProductImportResult> {
  const body = await api.post<Answer<"/admin/products/import", "$post">>("/admin/products/import", { csv, apply: false });
  return body.data;
}

/** Writes every row or none; refused (409/400) while any row has an error. */
export async function applyProductImport(csv: string): Promise<ProductImportResult> {
  const body = await api.post<Answer<"/admin/products/import", "$post">>("/admin/products/import", { csv, apply: true });
  return body.data;
}
