import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { Db } from "./db.js";
import { isExpired } from "./items.js";
import { PRODUCT_CHANGES } from "./product-changes.js";
import { toProduct } from "./products.js";
import { queryAll } from "./query-page.js";

/** A product as it is now (`product`), or gone (`product` undefined: deleted), with its change stamp. */
export interface ProductChange {
  id: string;
  product?: ProductRecord;
  /** `<changedAt>#<id>`: later changes sort after earlier ones. */
  stamp: string;
}

/**
 * Every product changed after `since` (an ISO time) and every deletion's mark, oldest change first,
 * from the changes index (product-changes.ts). Inactive products are included: a switched-off
 * product leaves a shopper's listings.
 */
export async function productChangesSince(db: Db, since: string): Promise<ProductChange[]> {
  const now = db.now();
  const items = await queryAll(db, { index: "gsi2", partition: PRODUCT_CHANGES, sortAfter: since });
  return items
    .filter((item) => !isExpired(item, now))
    .map((item) => ({ id: String(item.id), stamp: String(item.gsi2sk), ...(item.entity === "product" ? { product: toProduct(item) } : {}) }));
}
