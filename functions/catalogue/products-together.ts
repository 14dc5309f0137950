import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { productKey } from "../data/stock-movements.js";
import { toProduct } from "../data/products.js";
import type { Repositories } from "../data/repositories.js";
import { shownAs } from "./lapsed-holds-shown.js";

/** BatchGetItem's most keys a request. */
const KEYS_PER_READ = 100;

/**
 * Products by id (a page of cards), read in one BatchGetItem per 100 rather than a GetItem each,
 * consistent as `get` is, and shown as this view of the shop shows them (lapsed holds' pieces
 * available): what `products.byId` answers. Missing ones are left out.
 */
export async function productsTogether(shown: Repositories, ids: readonly string[]): Promise<Map<string, ProductRecord>> {
  const { db } = shown;
  const show = shownAs(shown);
  const wanted = [...new Set(ids)].filter(isPlausibleId);
  const found = new Map<string, ProductRecord>();
  const reads = [];
  for (let at = 0; at < wanted.length; at += KEYS_PER_READ) reads.push(wanted.slice(at, at + KEYS_PER_READ));
  await Promise.all(
    reads.map(async (some) => {
      let asked: Record<string, unknown>[] = some.map(productKey);
      // What DynamoDB leaves unprocessed (throttled, or past 16 MB) is asked again.
      while (asked.length > 0) {
        const answer = await db.doc.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: asked, ConsistentRead: true } } }));
        for (const item of answer.Responses?.[db.tableName] ?? []) {
          const product = show(toProduct(item));
          found.set(product.id, product);
        }
        asked = (answer.UnprocessedKeys?.[db.tableName]?.Keys ?? []) as Record<string, unknown>[];
      }
    }),
  );
  return found;
}
