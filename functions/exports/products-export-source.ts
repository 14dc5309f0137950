import { productCells, productColumns, sizesOffered } from "../catalogue/product-csv.js";
import { readCounter } from "../data/counters.js";
import type { Db } from "../data/db.js";
import type { ExportJob } from "../data/export-jobs.js";
import { productRepository } from "../data/products.js";
import { loadPapa } from "../http/csv-parser.js";
import type { ExportSource } from "./export-source.js";
import { BYTE_ORDER_MARK } from "./orders-export-source.js";

// The products CSV: a stock column per size any product offers, so the catalogue is read twice,
// newest first as the sheet lists it: once for the sizes (the job's tally), then for the rows.
// The old download's bytes: a byte-order mark, the header, the rows joined by CRLF, none after the last.

interface SizesTally {
  /** Every size offered so far, in the order first met. */
  sizes: string[];
  /** Products read so far. */
  read: number;
}

const PAGE = 100;
const tallyOf = (job: ExportJob): SizesTally => (job.tally as SizesTally | undefined) ?? { sizes: [], read: 0 };

export function productsExportSource(db: Db): ExportSource {
  const products = productRepository(db);
  let counted: Promise<number> | undefined;
  /** Each read is half the work: the share of the kept product count it has reached. */
  const percentOf = async (half: 0 | 1, read: number) => {
    const total = await (counted ??= readCounter(db, "products"));
    return Math.min(99, half * 50 + Math.floor((Math.min(read, total) / Math.max(total, 1)) * 50));
  };
  const page = (cursor: unknown, pageSize: number | undefined) => products.list({ limit: pageSize ?? PAGE, cursor: cursor as string | undefined, includeInactive: true });

  return {
    async tallyPage({ job, cursor, pageSize }) {
      const read = await page(cursor, pageSize);
      const before = tallyOf(job);
      const tally: SizesTally = { sizes: sizesOffered(read.items, before.sizes), read: before.read + read.items.length };
      return { tally, next: read.nextCursor ?? undefined, percent: await percentOf(0, tally.read) };
    },
    async head(job) {
      return `${BYTE_ORDER_MARK}${(await loadPapa()).unparse({ fields: productColumns(tallyOf(job).sizes), data: [] }, { newline: "\r\n" })}`;
    },
    async filePage({ job, cursor, pageSize, rowsBefore }) {
      const read = await page(cursor, pageSize);
      const fields = productColumns(tallyOf(job).sizes);
      const rows = read.items.map((product) => productCells(product, fields));
      // The header ends in CRLF; every row after the first starts with one.
      const text = rows.length === 0 ? "" : `${rowsBefore > 0 ? "\r\n" : ""}${(await loadPapa()).unparse(rows, { newline: "\r\n" })}`;
      return { text, rows: rows.length, next: read.nextCursor ?? undefined, percent: await percentOf(1, rowsBefore + rows.length) };
    },
  };
}
