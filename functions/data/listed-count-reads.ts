// The listings' totals as kept (listed-counts.ts), apart from the writes: only a cold listing and
// the upgrade script read them, so the product writes' bundles do not carry the read.
import { counterItems } from "./counters.js";
import type { Db } from "./db.js";

/** Active products per lower-case category or subcategory name: one query of the counters' listed items. */
export async function readListedCounts(db: Db): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const item of await counterItems(db, "LISTED#")) {
    const name = String(item.sk).slice("LISTED#".length);
    counts.set(name, (counts.get(name) ?? 0) + Number(item.value ?? 0));
  }
  return counts;
}
