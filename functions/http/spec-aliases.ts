import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";

// The spec's legacy spellings (SPEC.md's API shapes): an answered record names its id again as
// `_id`, and a product its originalPrice as `original_price`. Records inside the server and in the
// table carry neither; they are added here, on the way out, as rupees are (./rupees-edge.ts).

/** A record as the spec's screens read it: its id a second time as `_id`. */
export const withSpecId = <T extends { id: string }>(record: T): T & { _id: string } => ({ ...record, _id: record.id });

/** A product as the API answers it. */
export const productJson = (product: ProductRecord): Product => ({ ...withSpecId(product), original_price: product.originalPrice });
