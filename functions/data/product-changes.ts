// The product changes index (issue 29): every write of a product item puts it in gsi2 under
// PRODUCT_CHANGES / <changedAt>#<id>, so a warm API process reads only the products changed since
// its last read (functions/data/product-change-reads.ts). A deletion leaves a mark there instead (product-removed-mark.ts).
// One partition: gsi1's PRODUCT partition already takes every product write at the same rate.

export const PRODUCT_CHANGES = "PRODUCT_CHANGES";

/** The product item's place in the changes index, stamped `at` (an ISO time). */
export const changeKeys = (id: string, at: string) => ({ gsi2pk: PRODUCT_CHANGES, gsi2sk: `${at}#${id}` });

/** For an update of the product item: the SET clause and its values that move it in the changes index. */
export function changeSet(id: string, at: string) {
  const keys = changeKeys(id, at);
  return { set: "gsi2pk = :changes, gsi2sk = :changed", values: { ":changes": keys.gsi2pk, ":changed": keys.gsi2sk } };
}
