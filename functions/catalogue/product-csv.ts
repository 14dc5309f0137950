import { DEFAULT_SIZES } from "../../shared/catalogue.js";
import { onHandBySize } from "../../shared/stock.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { CUSTOM_FIT_COLUMNS, customFitCells } from "./custom-fit-cells.js";

// The products spreadsheet (issue 15): what an admin downloads, edits (prices, stock per size,
// texts) and imports back. Images and size guides stay in the admin form.

/** Columns of plain text, in the sheet's order, between the prices and the sizes. */
export const TEXT_COLUMNS = ["name", "category", "subcategory", "brand", "material", "fabric", "pattern", "color", "occasion", "wash_care", "silhouette", "sleeve_type", "neck_type", "length", "countryOfOrigin", "maker"] as const;
export const NUMBER_COLUMNS = ["price", "originalPrice", "discount", "shippingWeightGrams"] as const;
export const LIST_COLUMNS = ["sizes", "tags"] as const;
export const FLAG_COLUMNS = ["isActive", "isFeatured"] as const;
export const STOCK_PREFIX = "stock:";
/** Lists sit in one cell, joined with this. */
export const LIST_SEPARATOR = "|";

/** Every size the products offer, each once, in the order they first appear. */
export function sizesOffered(products: readonly ProductRecord[], seen: readonly string[] = []): string[] {
  return [...new Set([...seen, ...products.flatMap((product) => product.sizes)])];
}

/** A stock column per size offered, the usual ones first in their usual order. */
function sizeColumns(sizes: readonly string[]): string[] {
  const usual: readonly string[] = DEFAULT_SIZES;
  const others = sizes.filter((size) => !usual.includes(size));
  return [...usual.filter((size) => sizes.includes(size)), ...others].map((size) => `${STOCK_PREFIX}${size}`);
}

/** The sheet's columns, once the sizes of every product are known. */
export function productColumns(sizes: readonly string[]): string[] {
  return ["id", "name", ...NUMBER_COLUMNS, ...TEXT_COLUMNS.filter((c) => c !== "name"), "sizes", ...sizeColumns(sizes), "tags", ...FLAG_COLUMNS, ...CUSTOM_FIT_COLUMNS, "description"];
}

/** A product's cells under the sheet's columns. */
export function productCells(product: ProductRecord, fields: readonly string[]): string[] {
  const row: Record<string, string> = { id: product.id, description: product.description, ...customFitCells(product) };
  for (const column of TEXT_COLUMNS) row[column] = String(product[column] ?? "");
  for (const column of NUMBER_COLUMNS) row[column] = product[column] === undefined ? "" : String(product[column]);
  for (const column of LIST_COLUMNS) row[column] = product[column].join(LIST_SEPARATOR);
  for (const column of FLAG_COLUMNS) row[column] = product[column] ? "true" : "false";
  for (const column of fields.filter((field) => field.startsWith(STOCK_PREFIX))) {
    const size = column.slice(STOCK_PREFIX.length);
    // Pieces on hand, what the owner counts and imports back (held ones included).
    row[column] = product.sizes.includes(size) ? String(onHandBySize(product)[size] ?? 0) : "";
  }
  return fields.map((field) => defuseCell(row[field] ?? ""));
}


/**
 * A cell a spreadsheet would run as a formula ("=…", "+…", "-…", "@…") is kept as text with a
 * leading quote. Done here rather than with Papa's escapeFormulae, whose test misses a value
 * holding a line break ("=HYPERLINK(…)\n…" went out live).
 */
export function defuseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A cell as Papa's escapeFormulae wrote it ("'=x") back to what the shop stored ("=x"). */
export function unescapeCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
