// A discount code's own item and its use shards, kept apart so the lazily loaded writers share
// the keys without importing the repository.

/** Shards of a code's uses: enough that a sale's checkouts rarely meet on one item. */
export const DISCOUNT_USE_SHARDS = 8;
export const discountKey = (code: string) => ({ pk: `DISCOUNT#${code}`, sk: "DISCOUNT" });
export const useShardKey = (code: string, shard: number) => ({ pk: `DISCOUNT#${code}`, sk: `DISCOUNT#USE#${shard}` });
