// Gives every product stored before stock per size its stockBySize (issue 12), and every product
// stored before holds its empty heldBySize (issue 22), once. The shop's reads never write: until
// this runs, an old product reads with its total split, but holds and sales need it stored.
//
//   npx sst shell --stage production -- npx tsx scripts/upgrade-stock-by-size.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 npx tsx scripts/upgrade-stock-by-size.ts
//
// The old single total is split over the product's sizes as shared/stock.ts splitStock says
// (equal parts, the remainder one piece each to the first sizes). Each write is conditional on
// the product still having no stockBySize and the same total (no heldBySize, for the second), so
// running it twice, or while the shop sells, changes nothing that was already upgraded and loses
// no sale.
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { pathToFileURL } from "node:url";
import { createDb, type Db } from "../functions/data/db.js";
import { toProduct } from "../functions/data/products.js";
import { changeSet } from "../functions/data/product-changes.js";
import { queryAll } from "../functions/data/query-page.js";
import { createRepositories, type Repositories } from "../functions/data/repositories.js";
import { isConditionFailure } from "../functions/data/transact.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export interface UpgradeReport {
  products: number;
  upgraded: number;
  alreadyPerSize: number;
}

/** Runs one conditional write; false when its condition says it was done already (or a sale came first). */
async function once(db: Db, id: string, update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> }): Promise<boolean> {
  // Every write of a product moves it in the changes index (a warm catalogue's refresh reads it).
  const changed = changeSet(id, db.now().toISOString());
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: `PRODUCT#${id}`, sk: "PRODUCT" },
        ...update,
        UpdateExpression: `${update.UpdateExpression}, ${changed.set}`,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...changed.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function upgradeStockBySize(repos: Repositories): Promise<UpgradeReport> {
  const { db } = repos;
  const items = await queryAll(db, { index: "gsi1", partition: "PRODUCT" });
  const report: UpgradeReport = { products: items.length, upgraded: 0, alreadyPerSize: 0 };
  for (const item of items) {
    const product = toProduct(item);
    if (item.heldBySize === undefined) {
      await once(db, product.id, {
        UpdateExpression: "SET heldBySize = :none",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(heldBySize)",
        ExpressionAttributeValues: { ":none": {} },
      });
    }
    if (item.stockBySize !== undefined) {
      report.alreadyPerSize++;
      continue;
    }
    const split = await once(db, product.id, {
      UpdateExpression: "SET stockBySize = :m, stock = :s",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(stockBySize) AND stock = :old",
      ExpressionAttributeValues: { ":m": product.stockBySize, ":s": product.stock, ":old": Number(item.stock ?? 0) },
    });
    if (split) report.upgraded++;
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
