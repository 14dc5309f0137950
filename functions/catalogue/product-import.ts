import { loadPapa } from "../http/csv-parser.js";
import type { ProductImportResult, ProductImportRow } from "../../shared/schemas/product-import-report.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { SubcategoryRecord } from "../../shared/schemas/subcategory-record.js";
import { bumpCounter } from "../data/counters.js";
import { listedCountActions } from "../data/listed-counts.js";
import type { Repositories } from "../data/repositories.js";
import { PRODUCT } from "../data/products.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { ShopError, badRequest, conflict } from "../errors.js";
import { onHandBySize } from "../../shared/stock.js";
import { FLAG_COLUMNS, LIST_COLUMNS, LIST_SEPARATOR, NUMBER_COLUMNS, STOCK_PREFIX, TEXT_COLUMNS, unescapeCell } from "./product-csv.js";
import { editableFields, movedBy, revisedProduct } from "./product-admin.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import { subcategoryNamed } from "./subcategory-lookup.js";
import { CUSTOM_FIT_COLUMNS, customFitCells, customFitChanges } from "./custom-fit-cells.js";
import { fabricStockDropped } from "./fabric-stock-switch.js";

/** One DynamoDB transaction holds at most 100 actions: all rows or none means one transaction. */
export const MAX_IMPORT_CHANGES = 90;
const MAX_TRANSACTION_ACTIONS = 100;
const KNOWN = new Set<string>(["id", "description", ...TEXT_COLUMNS, ...NUMBER_COLUMNS, ...LIST_COLUMNS, ...FLAG_COLUMNS, ...CUSTOM_FIT_COLUMNS]);
/** What the preview compares, in the sheet's order; stock is compared size by size. */
const COMPARED = ["name", ...NUMBER_COLUMNS, ...TEXT_COLUMNS.filter((c) => c !== "name"), "sizes", "tags", ...FLAG_COLUMNS, "description"] as const;

interface PlannedRow extends ProductImportRow {
  next?: ProductRecord;
  seen?: ProductRecord;
  subcategory?: SubcategoryRecord;
}

const shown = (value: unknown) => (Array.isArray(value) ? value.join(LIST_SEPARATOR) : value === undefined || value === null ? "" : String(value));

function flagValue(text: string): boolean | string {
  const value = text.trim().toLowerCase();
  if (["true", "yes", "1"].includes(value)) return true;
  if (["false", "no", "0"].includes(value)) return false;
  return text;
}

/** The body a row sends: only the columns the sheet has, in the shapes the product rules read. */
function rowChanges(cells: Record<string, string>, existing: ProductRecord): { sent: Record<string, unknown>; problems: string[] } {
  const sent: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [column, raw] of Object.entries(cells)) {
    const text = unescapeCell(raw ?? "");
    if (column === "id" || column.startsWith(STOCK_PREFIX) || (CUSTOM_FIT_COLUMNS as readonly string[]).includes(column)) continue;
    if ((LIST_COLUMNS as readonly string[]).includes(column)) sent[column] = text.split(LIST_SEPARATOR).map((entry) => entry.trim()).filter(Boolean);
    else if ((FLAG_COLUMNS as readonly string[]).includes(column)) sent[column] = flagValue(text);
    else if ((NUMBER_COLUMNS as readonly string[]).includes(column)) sent[column] = text.trim() === "" ? null : text.trim();
    else sent[column] = text;
  }
  const custom = customFitChanges(Object.fromEntries(CUSTOM_FIT_COLUMNS.filter((column) => column in cells).map((column) => [column, unescapeCell(cells[column] ?? "")])), existing);
  Object.assign(sent, custom.sent);
  problems.push(...custom.problems);
  const stockColumns = Object.keys(cells).filter((column) => column.startsWith(STOCK_PREFIX));
  if (stockColumns.length > 0) {
    const sizes = (sent.sizes as string[] | undefined) ?? existing.sizes;
    const stockBySize: Record<string, string> = {};
    for (const column of stockColumns) {
      const size = column.slice(STOCK_PREFIX.length);
      const text = (cells[column] ?? "").trim();
      if (sizes.includes(size)) {
        if (text === "") problems.push(`${column} is empty: give the pieces of size ${size}, or 0`);
        else stockBySize[size] = text;
      } else if (text !== "" && text !== "0") problems.push(`${column} has ${text} pieces, but ${size} is not in sizes`);
    }
    const missing = sizes.filter((size) => !stockColumns.includes(`${STOCK_PREFIX}${size}`));
    if (missing.length > 0) problems.push(`No stock column for size ${missing.join(", ")}: add ${missing.map((size) => `${STOCK_PREFIX}${size}`).join(", ")}`);
    sent.stockBySize = stockBySize;
  }
  return { sent, problems };
}

function differences(before: ProductRecord, after: ProductRecord): ProductImportRow["changes"] {
  const changes: ProductImportRow["changes"] = [];
  for (const field of COMPARED) {
    const from = shown(before[field]);
    const to = shown(after[field]);
    if (from !== to) changes.push({ field, from, to });
  }
  const customBefore = customFitCells(before);
  const customAfter = customFitCells(after);
  for (const field of CUSTOM_FIT_COLUMNS) if (customBefore[field] !== customAfter[field]) changes.push({ field, from: customBefore[field], to: customAfter[field] });
  // Stock columns are what the owner counts: pieces on hand (held ones included).
  const onHandBefore = onHandBySize(before);
  const onHandAfter = onHandBySize(after);
  for (const size of new Set([...before.sizes, ...after.sizes])) {
    const from = before.sizes.includes(size) ? String(onHandBefore[size] ?? 0) : "";
    const to = after.sizes.includes(size) ? String(onHandAfter[size] ?? 0) : "";
    if (from !== to) changes.push({ field: `${STOCK_PREFIX}${size}`, from, to });
  }
  return changes;
}

async function planRow(repos: Repositories, line: number, cells: Record<string, string>, products: Map<string, ProductRecord>): Promise<PlannedRow> {
  const id = (cells.id ?? "").trim();
  const existing = products.get(id);
  const row: PlannedRow = { line, productId: id, name: (cells.name ?? existing?.name ?? "").trim(), changes: [], errors: [] };
  if (!existing) {
    row.errors.push(id ? `No product has the id ${id}` : "The id is empty: new products are added in the admin form");
    return row;
  }
  const { sent, problems } = rowChanges(cells, existing);
  row.errors.push(...problems);
  const revision = revisedProduct(existing, sent);
  if ("problems" in revision) {
    row.errors.push(...revision.problems);
    return row;
  }
  const { updatedAt, ...fields } = revision.body;
  void updatedAt;
  const dropped = fabricStockDropped(existing, sent, fields);
  if (dropped) row.errors.push(dropped);
  if (fields.subcategory) {
    try {
      row.subcategory = await subcategoryNamed(repos, fields.category, fields.subcategory);
      fields.subcategory = row.subcategory.name;
    } catch (error) {
      row.errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  let next: ProductRecord;
  try {
    next = repos.products.revised(existing, fields);
  } catch (error) {
    // A count below what open checkouts hold, or a size dropped while pieces of it are held.
    if (!(error instanceof ShopError)) throw error;
    row.errors.push(error.message);
    return row;
  }
  row.changes = differences(existing, next);
  if (row.errors.length === 0 && row.changes.length > 0) Object.assign(row, { next, seen: existing });
  return row;
}

/**
 * Reads a products CSV against the stored catalogue: every row's changes and every error by its
 * line in the file, nothing written. With `apply`, writes every changed row in one transaction
 * (each conditional on the product being as previewed), or nothing at all.
 */
export async function importProducts(repos: Repositories, csv: string, apply: boolean, admin: UserRecord): Promise<ProductImportResult> {
  const parsed = (await loadPapa()).parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", transformHeader: (h) => h.trim() });
  const columns = parsed.meta.fields ?? [];
  if (!columns.includes("id")) throw badRequest("The file has no id column. Export the products first and edit that file.");
  const unknown = columns.filter((column) => !KNOWN.has(column) && !column.startsWith(STOCK_PREFIX));
  if (unknown.length > 0) throw badRequest(`Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}`);
  if (parsed.data.length === 0) throw badRequest("The file has no rows.");

  // Only the products the file names, by id: a file of a few hundred rows reads those, whatever the catalogue's size.
  const products = await repos.products.byId(parsed.data.map((cells) => ({ product: (cells.id ?? "").trim() })));
  const fileErrors = new Map<number, string[]>();
  // Papa counts data rows from 0; the file's line is that + 2 (the header is line 1).
  for (const error of parsed.errors) if (error.row !== undefined) fileErrors.set(error.row + 2, [...(fileErrors.get(error.row + 2) ?? []), error.message]);
  const rows = await Promise.all(parsed.data.map((cells, index) => planRow(repos, index + 2, cells, products)));
  const seenIds = new Map<string, number>();
  for (const row of rows) {
    row.errors.unshift(...(fileErrors.get(row.line) ?? []));
    const earlier = seenIds.get(row.productId);
    if (row.productId && earlier !== undefined) row.errors.push(`The same product as line ${earlier}`);
    seenIds.set(row.productId, row.line);
  }
  const changed = rows.filter((row) => row.changes.length > 0 && row.errors.length === 0);
  const errorRows = rows.filter((row) => row.errors.length > 0).length;
  const result = (applied: boolean): ProductImportResult => ({
    rows: rows.map(({ line, productId, name, changes, errors }) => ({ line, productId, name, changes, errors })),
    changedRows: changed.length,
    errorRows,
    applied,
  });
  if (!apply) return result(false);
  if (errorRows > 0) throw badRequest(`Nothing was imported: ${errorRows} row${errorRows === 1 ? " has" : "s have"} errors. Fix them and preview again.`);
  if (changed.length > MAX_IMPORT_CHANGES) throw badRequest(`An import can change at most ${MAX_IMPORT_CHANGES} products at once; this file changes ${changed.length}. Split it into smaller files.`);
  if (changed.length === 0) return result(true);

  // Each row's stock count is a movement, written with it.
  const actions: LabelledAction[] = labelled(PRODUCT, ...changed.flatMap((row) => repos.products.replaceActions(row.next!, row.seen!, { ...movedBy(admin), reason: "import" })));
  const activeDelta = changed.reduce((sum, row) => sum + (row.next!.isActive === row.seen!.isActive ? 0 : row.next!.isActive ? 1 : -1), 0);
  if (activeDelta !== 0) actions.push(...labelled(PRODUCT, bumpCounter(repos.db, "activeProducts", activeDelta)));
  // A row switching a product on or off, or to another subcategory, moves the listings' totals too.
  actions.push(...labelled(PRODUCT, ...listedCountActions(repos.db, changed.map((row) => [row.seen!, row.next!] as const))));
  // One guard per subcategory named (a transaction may touch an item once).
  const guarded = new Map(changed.flatMap((row) => (row.subcategory ? [[row.subcategory.id, row.subcategory] as const] : [])));
  for (const subcategory of guarded.values()) actions.push(...repos.subcategories.productWriteActions(subcategory));
  // One audit entry for the whole file: each product's changed fields, before and after.
  const changes = changed.map((row) => [row.seen!.id, changedFields(editableFields(row.seen!), editableFields(row.next!))] as const);
  actions.push(
    ...labelled(
      "audit",
      repos.audit.recordAction(auditActor(admin), {
        entity: "product",
        entityId: "import",
        action: "import",
        before: Object.fromEntries(changes.map(([id, change]) => [id, change.before])),
        after: Object.fromEntries(changes.map(([id, change]) => [id, change.after])),
      }),
    ),
  );
  if (actions.length > MAX_TRANSACTION_ACTIONS) {
    throw badRequest(`This file changes ${changed.length} products, with their stock counts too many changes to save at once. Split it into smaller files.`);
  }
  try {
    await transactWrite(repos.db, actions);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict("A product or subcategory changed while you were importing (a sale, or another admin). Nothing was imported: preview the file again and apply.");
    throw error;
  }
  return result(true);
}
