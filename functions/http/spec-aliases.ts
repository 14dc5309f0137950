import type { Product, ProductRecord } from "../../shared/schemas/product-record.js";

// The spec's legacy spellings (SPEC.md's API shapes): an answered record names its id again as
// `_id`, a product its originalPrice as `original_price`, and the payments list its items again as
// `data`. Records inside the server and in the
// table carry neither; they are added here, on the way out, as rupees are (./rupees-edge.ts).

/** A record as the spec's screens read it: its id a second time as `_id`. */
export const withSpecId = <T extends { id: string }>(record: T): T & { _id: string } => ({ ...record, _id: record.id });

/** A product as the API answers it. */
export const productJson = (product: ProductRecord): Product => ({ ...withSpecId(product), original_price: product.originalPrice });

/** The admin's payments list as the spec's screen reads it: the list under `payments` and again under `data`. */
export const paymentsListJson = <T>(payments: T[]): { payments: T[]; data: T[] } => ({ payments, data: payments });
