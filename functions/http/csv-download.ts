import type { Context } from "hono";

/**
 * A CSV file for a spreadsheet: UTF-8 with a byte-order mark (Excel then reads ₹ and Indian
 * names correctly), offered as a download under `filename`.
 */
export function csvDownload(c: Context, filename: string, csv: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  return c.body(`\uFEFF${csv}`);
}
