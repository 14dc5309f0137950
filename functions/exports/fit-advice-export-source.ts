import { RETURN_REASON_LABELS, RETURN_REASONS } from "@shared/returns.js";
import { percent, type SizeRow } from "@shared/fit-advice/fit-report.js";
import type { Db } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { ownerFitPage, shopFit, type OwnerFitRow, type ShopFit } from "../fit-advice/owner-fit-rows.js";
import { loadPapa } from "../http/csv-parser.js";
import type { ExportSource } from "./export-source.js";
import { BYTE_ORDER_MARK } from "./orders-export-source.js";

// The owner's fit view as a sheet (issue 46): per product a line for all its sizes (with its
// signal and whether to check its size guide), then a line per size, with every reason's pieces.

const PAGE = 100;
const COLUMNS = [
  "Product ID",
  "Product",
  "Subcategory",
  "Size",
  "Pieces known",
  "Kept",
  ...RETURN_REASONS.map((reason) => `Returned: ${RETURN_REASON_LABELS[reason]}`),
  "Exchanged up",
  "Exchanged down",
  "Exchanged other",
  "Return rate",
  "Exchange rate",
  "Size return rate",
  "Fit signal",
  "Buyers",
  "Check size guide",
];

function sizeLine(row: OwnerFitRow, size: SizeRow): string[] {
  return [
    row.productId,
    row.name,
    row.subcategory,
    size.size,
    String(size.decided),
    String(size.kept),
    ...RETURN_REASONS.map((reason) => String(size.returned[reason] ?? 0)),
    String(size.exchangedUp),
    String(size.exchangedDown),
    String(size.exchangedOther),
    percent(size.returnRate),
    percent(size.exchangeRate),
    "",
    "",
    "",
    "",
  ];
}

function productLines(row: OwnerFitRow): string[][] {
  const { report } = row;
  const all = report.sizes.reduce<SizeRow>(
    (sum, size) => {
      const returned = { ...sum.returned };
      for (const reason of RETURN_REASONS) returned[reason] = (returned[reason] ?? 0) + (size.returned[reason] ?? 0);
      return { ...sum, kept: sum.kept + size.kept, decided: sum.decided + size.decided, returned, exchangedUp: sum.exchangedUp + size.exchangedUp, exchangedDown: sum.exchangedDown + size.exchangedDown, exchangedOther: sum.exchangedOther + size.exchangedOther };
    },
    { size: "All sizes", decided: 0, kept: 0, returned: {}, exchangedUp: 0, exchangedDown: 0, exchangedOther: 0, returnRate: report.returnRate, exchangeRate: report.exchangeRate },
  );
  const first = sizeLine(row, all);
  first.splice(-4, 4, percent(report.sizeReturnRate), row.signal ? row.signal.text : "Too little evidence", row.signal ? String(row.signal.buyers) : "", row.checkSizeGuide ? "yes" : "");
  return [first, ...report.sizes.map((size) => sizeLine(row, size))];
}

export function fitAdviceExportSource(db: Db): ExportSource {
  const repos = createRepositories(db);
  // The shop's figures, once per invocation: each product's flag compares with them.
  let shop: Promise<ShopFit> | undefined;
  return {
    async head() {
      return `${BYTE_ORDER_MARK}${(await loadPapa()).unparse({ fields: COLUMNS, data: [] }, { newline: "\r\n" })}`;
    },
    async filePage({ cursor, pageSize, rowsBefore }) {
      const page = await ownerFitPage(repos, await (shop ??= shopFit(repos)), { limit: pageSize ?? PAGE, cursor: cursor as string | undefined });
      const lines = page.rows.flatMap(productLines);
      // The header ends in CRLF; every line after the first starts with one.
      const text = lines.length === 0 ? "" : `${rowsBefore > 0 ? "\r\n" : ""}${(await loadPapa()).unparse(lines, { newline: "\r\n" })}`;
      // Products with evidence are counted nowhere: the share grows with the lines written, short of 100 until the last page.
      return { text, rows: lines.length, next: page.nextCursor ?? undefined, percent: page.nextCursor ? Math.min(99, 10 + Math.floor(rowsBefore / 100)) : 99 };
    },
  };
}
