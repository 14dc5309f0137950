import type { Context } from "hono";

/** UTF-8 with a byte-order mark, so Excel reads ₹ and Indian names correctly. */
const BYTE_ORDER_MARK = "\uFEFF";

function asDownload(c: Context, filename: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
}

/** A CSV file for a spreadsheet, offered as a download under `filename`. */
export function csvDownload(c: Context, filename: string, csv: string) {
  asDownload(c, filename);
  return c.body(`${BYTE_ORDER_MARK}${csv}`);
}
