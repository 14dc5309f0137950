// Moves checkouts that were never paid, stored before paid orders had their own shelf, to the
// unpaid checkouts' partition of the orders index (issue 22 item 5), once.
//
//   npx sst shell --stage production -- npx tsx scripts/index-unpaid-checkouts.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 npx tsx scripts/index-unpaid-checkouts.ts
//
// Until it runs, the shop never lists such a checkout as an order (the paid list skips unpaid
// items), but the "Unpaid checkouts" filter does not find it either. Each move is conditional on
// the item still being unpaid and still in the orders' partition, so running it twice, or while a
// late payment arrives, changes nothing already moved and never hides a paid order. It ends by
// recounting both shelves beside the counters the screens show.
import { pathToFileURL } from "node:url";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { readCounters } from "../functions/data/counters.js";
import { createDb } from "../functions/data/db.js";
import { PAID_ORDERS, UNPAID_CHECKOUTS } from "../functions/data/orders.js";
import { queryPage } from "../functions/data/query-page.js";
import { createRepositories, type Repositories } from "../functions/data/repositories.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export interface IndexReport {
  /** Unpaid checkouts found among the paid orders. */
  found: number;
  moved: number;
}

export async function indexUnpaidCheckouts(repos: Repositories): Promise<IndexReport> {
  const { db } = repos;
  const report: IndexReport = { found: 0, moved: 0 };
  let cursor: string | undefined;
  do {
    const page = await queryPage(db, { index: "gsi1", partition: PAID_ORDERS, limit: 500, cursor, matches: (item) => item.isPaid !== true });
    for (const item of page.items) {
      report.found++;
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: "SET gsi1pk = :unpaid",
            ConditionExpression: "gsi1pk = :paid AND (attribute_not_exists(isPaid) OR isPaid <> :yes)",
            ExpressionAttributeValues: { ":unpaid": UNPAID_CHECKOUTS, ":paid": PAID_ORDERS, ":yes": true },
          }),
        );
        report.moved++;
      } catch (error) {
        // Paid or moved since it was read: nothing to do.
        if (!(error instanceof Error && error.name === "ConditionalCheckFailedException")) throw error;
      }
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return report;
}

/** Items of one shelf, counted by reading it (for the operator's check, not for any screen). */
async function countShelf(repos: Repositories, partition: string, paid: boolean): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage(repos.db, { index: "gsi1", partition, limit: 1000, cursor, matches: (item) => (item.isPaid === true) === paid });
    total += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return total;
}

export async function main(): Promise<number> {
  const config = loadConfig([]);
  const repos = createRepositories(createDb(config));
  try {
    const report = await indexUnpaidCheckouts(repos);
    console.log(`${report.found} unpaid checkouts found among the orders: ${report.moved} moved to the unpaid checkouts.`);
    const [counters, paid, unpaid] = await Promise.all([readCounters(repos.db), countShelf(repos, PAID_ORDERS, true), countShelf(repos, UNPAID_CHECKOUTS, false)]);
    console.log(`Paid orders: ${paid} stored, counter ${counters.paidOrders}. Unpaid checkouts: ${unpaid} stored, counters ${counters.orders - counters.paidOrders}.`);
    return 0;
  } catch (error) {
    console.error("The move stopped:", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    repos.db.doc.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
