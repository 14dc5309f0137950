import { performance } from "node:perf_hooks";
import { stockForSizes } from "../../shared/stock.js";
import { toProduct } from "../../functions/data/products.js";
import { changeKeys } from "../../functions/data/product-changes.js";
import { syntheticCatalogue } from "../synthetic-catalogue.js";
import { round } from "../stats.js";
import { batchWriter } from "./batch-writer.js";
import type { ScaleTable } from "./scale-table.js";

/** The n-th synthetic product's id: fixed, so a size is reached by adding to the one before. */
export const scaleProductId = (n: number) => `5ca1e000${n.toString(16).padStart(16, "0")}`;

/** Added a minute apart, ending a day ago: the newest-first catalogue has a stable order. */
const addedAt = (n: number) => new Date(Date.UTC(2026, 10, 26) - (200_000 - n) * 60_000).toISOString();

/** A product item as the product repository stores one (functions/data/products.ts), nothing held. */
export function productItem(n: number) {
  const [input] = syntheticCatalogue(1, n, { fullText: true });
  const id = scaleProductId(n);
  const at = addedAt(n);
  const stockBySize = stockForSizes(input!.stockBySize, input!.stock, input!.sizes);
  const { rating: _rating, onHandBySize: _onHand, ...fields } = toProduct({ ...input, stockBySize, heldBySize: {}, id, createdAt: at, updatedAt: at });
  void _rating;
  void _onHand;
  return { pk: `PRODUCT#${id}`, sk: "PRODUCT", entity: "product", gsi1pk: "PRODUCT", gsi1sk: `${at}#${id}`, ...changeKeys(id, at), ...fields, id };
}

/** Tops the synthetic catalogue up to `count` products, written in batches straight to the table. */
export async function seedCatalogue(table: ScaleTable, count: number) {
  const have = await table.seeded("products");
  if (have >= count) return { added: 0, seconds: 0 };
  const started = performance.now();
  const writer = batchWriter(table.dynamo.endpoint, table.config.tableName);
  for (let n = have; n < count; n++) {
    await writer.put(productItem(n));
    if ((n + 1) % 2_000 === 0) console.log(`  products: ${n + 1} of ${count} (${round((performance.now() - started) / 1000, 0)} s)`);
  }
  await writer.done();
  writer.close();
  await table.addToCounter("products", count - have);
  await table.addToCounter("activeProducts", count - have);
  await table.markSeeded("products", count);
  return { added: count - have, seconds: round((performance.now() - started) / 1000, 0) };
}
