// Gives every product stored before stock per size its stockBySize, once (issue 12).
//
//   npx sst shell --stage production -- npx tsx scripts/upgrade-stock-by-size.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 npx tsx scripts/upgrade-stock-by-size.ts
//
// The old single total is split over the product's sizes as shared/stock.ts splitStock says
// (equal parts, the remainder one piece each to the first sizes). Each write is conditional on
// the product still having no stockBySize and the same total, so running it twice, or while the
// shop sells, changes nothing that was already upgraded and loses no sale. Products read by the
// shop in the meantime are upgraded the same way on read.
import { pathToFileURL } from "node:url";
import { createDb } from "../functions/data/db.js";
import { toProduct } from "../functions/data/products.js";
import { queryAll } from "../functions/data/query-page.js";
import { createRepositories, type Repositories } from "../functions/data/repositories.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export interface UpgradeReport {
  products: number;
  upgraded: number;
  alreadyPerSize: number;
}

export async function upgradeStockBySize(repos: Repositories): Promise<UpgradeReport> {
  const items = await queryAll(repos.db, { index: "gsi1", partition: "PRODUCT" });
  const report: UpgradeReport = { products: items.length, upgraded: 0, alreadyPerSize: 0 };
  for (const item of items) {
    if (item.stockBySize !== undefined) {
      report.alreadyPerSize++;
      continue;
    }
    if (await repos.products.upgradeStock(toProduct(item), Number(item.stock ?? 0))) report.upgraded++;
  }
  return report;
}

export async function main(): Promise<number> {
  const config = loadConfig([]);
  const repos = createRepositories(createDb(config));
  try {
    const report = await upgradeStockBySize(repos);
    console.log(`${report.products} products: ${report.upgraded} upgraded to stock per size, ${report.alreadyPerSize} already had it.`);
    return 0;
  } catch (error) {
    console.error("The upgrade stopped:", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    repos.db.doc.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
