// Moves every discount code stored before use shards onto them (issue 29), once: its `taken` and
// `used` go to shard 0 and its limit is cut into slices. The shop does the same on a code's first
// touch (a checkout with it, the admin opening it), so this only saves those first touches.
//
//   npx sst shell --stage production -- npx tsx scripts/upgrade-discount-uses.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 npx tsx scripts/upgrade-discount-uses.ts
//
// Each code's move is one transaction conditioned on its counts as read and on it not being moved
// yet, so running it twice, or while the shop sells, changes nothing already moved and loses no use.
import { pathToFileURL } from "node:url";
import { createDb, type Db } from "../functions/data/db.js";
import { upgradeCode } from "../functions/data/discount-slices.js";
import { queryAll } from "../functions/data/query-page.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export interface DiscountUpgradeReport {
  codes: number;
  upgraded: number;
  alreadySharded: number;
}

export async function upgradeDiscountUses(db: Db): Promise<DiscountUpgradeReport> {
  const codes = await queryAll(db, { index: "gsi1", partition: "DISCOUNT" });
  const report: DiscountUpgradeReport = { codes: codes.length, upgraded: 0, alreadySharded: 0 };
  for (const code of codes) {
    if (code.useShards !== undefined) report.alreadySharded++;
    else if (await upgradeCode(db, String(code.code))) report.upgraded++;
  }
  return report;
}

export async function main(): Promise<number> {
  const db = createDb(loadConfig([]));
  try {
    const report = await upgradeDiscountUses(db);
    console.log(`${report.codes} discount codes: ${report.upgraded} moved onto use shards, ${report.alreadySharded} already were.`);
    return 0;
  } catch (error) {
    console.error("The upgrade stopped:", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    db.doc.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
