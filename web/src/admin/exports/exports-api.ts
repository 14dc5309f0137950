// The accountant's exports and the products CSV round trip (issue 15). Every file is written by
// the server in the background (issue 29) and downloaded from its link in the recent exports.
import type { ExportJobView, StartExport } from "@shared/schemas/export-job.js";
import type { ProductImportResult } from "@shared/schemas/product-import-report.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

export interface DateRange {
  from: string;
  to: string;
}

/**
 * Starts a file in the background (the orders' lines, GSTR-1's B2C summary by state and rate, the
 * products sheet): the job comes back at once, its Download link later in the recent exports.
 */
export async function startExport(asked: StartExport): Promise<ExportJobView> {
  const body = await api.post<{ data: ExportJobView }>("/admin/exports", asked);
  return body.data;
}

/** The last few exports, newest first, each with its progress or its download link. */
export async function recentExports(): Promise<ExportJobView[]> {
  const body = await api.get<{ data: ExportJobView[] }>("/admin/exports");
  return body.data;
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
