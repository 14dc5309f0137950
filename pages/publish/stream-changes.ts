import type { ProductsToRender } from "./publisher.js";

// What a batch of the table's stream records asks the page publisher to render again. The
// subscription (infra/cloud/page-publisher.ts) lets through product and subcategory items only;
// a product's key names the product (functions/data/products.ts: PRODUCT#<id> / PRODUCT). A
// subcategory changes listings and the home page, which every run renders anyway.

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

/** A stream batch: these products' pages. Anything else (the deploy's invocation, a manual run): every page. */
export function productsToRender(event: unknown): ProductsToRender {
  const records = typeof event === "object" && event !== null && "Records" in event && Array.isArray(event.Records) ? (event.Records as PageStreamRecord[]) : undefined;
  if (!records) return "all";
  const ids = new Set<string>();
  for (const record of records) {
    const keys = record.dynamodb?.Keys;
    if (keys?.sk?.S === "PRODUCT" && keys.pk?.S?.startsWith(PRODUCT_PREFIX)) ids.add(keys.pk.S.slice(PRODUCT_PREFIX.length));
  }
  return ids;
}
