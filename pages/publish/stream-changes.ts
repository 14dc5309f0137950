import type { CatalogueChanges } from "./changes-run.js";

// What a batch of the table's stream records names for the page publisher. The subscription
// (infra/cloud/page-publisher.ts) lets through product and subcategory items only; a product's key
// names the product (functions/data/products.ts: PRODUCT#<id> / PRODUCT). The records are not
// compared here: the stream carries new images only, so what a product showed before is read from
// the marks kept with its page (changes-run.ts). A subcategory changes listings and menus.

/** The part of a DynamoDB stream record read here. */
export interface PageStreamRecord {
  eventName?: string;
  dynamodb?: { Keys?: { pk?: { S?: string }; sk?: { S?: string } } };
}

/** The filters the subscription passes: saved product and subcategory items, and their deletions (the stream carries new images only, so a deletion is known by its keys). */
export const PAGE_STREAM_FILTERS = [
  { dynamodb: { NewImage: { entity: { S: ["product", "subcategory"] } } } },
  { eventName: ["REMOVE"], dynamodb: { Keys: { sk: { S: ["PRODUCT", "SUBCATEGORY"] } } } },
];

const PRODUCT_PREFIX = "PRODUCT#";

/** A stream batch's products and whether a subcategory changed; undefined for anything that is not a stream batch. */
export function streamChanges(event: unknown): CatalogueChanges | undefined {
  const records = typeof event === "object" && event !== null && "Records" in event && Array.isArray(event.Records) ? (event.Records as PageStreamRecord[]) : undefined;
  if (!records) return undefined;
  const products = new Set<string>();
  let collections = false;
  for (const record of records) {
    const keys = record.dynamodb?.Keys;
    if (keys?.sk?.S === "PRODUCT" && keys.pk?.S?.startsWith(PRODUCT_PREFIX)) products.add(keys.pk.S.slice(PRODUCT_PREFIX.length));
    if (keys?.sk?.S === "SUBCATEGORY") collections = true;
  }
  return { products, collections };
}
