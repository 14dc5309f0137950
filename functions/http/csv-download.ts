import type { Context } from "hono";
import { stream } from "hono/streaming";

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

/**
 * A CSV written as its parts are made (a page of rows at a time). The first part is made before
 * the answer starts, so a database that is down gives a clear 503, not an empty file.
 */
export async function csvStream(c: Context, filename: string, parts: AsyncGenerator<string>) {
  const first = await parts.next();
  asDownload(c, filename);
  return stream(c, async (out) => {
    await out.write(`${BYTE_ORDER_MARK}${first.done ? "" : first.value}`);
    for await (const part of parts) await out.write(part);
  }, async (error, out) => {
    // Headers are gone: the file ends short. Say so in the log; the admin sees a failed download.
    console.error("unhandled error: CSV export stopped:", error.message);
    await out.close();
  });
}
