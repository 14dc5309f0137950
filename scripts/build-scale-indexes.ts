// Builds what issue 29's reads need from the data already stored, once after the deploy that
// adds gsi3 and gsi4:
//   - every order's place in the orders-by-status index (gsi3), conditional on the order being
//     unchanged since read (a change since wrote it already);
//   - the counts per shelf and status, set to a recount of the orders;
//   - every product size's stock level (PRODUCT#<id> / LEVEL#<size>, gsi4) from the product;
//   - every account's place in the users-by-group index (gsi3 USER_GROUP#<role group>#<activity>),
//     conditional on the account's version as read, and the counts per group set to a recount;
//   - each closed day of the last 90 rolled up into one sales item (as the daily job does).
//   - the active products per name a listing's ?category= matches (COUNTER / LISTED#<name>), set
//     to a recount.
//   - every product's place in the changes index (gsi2 PRODUCT_CHANGES / <updatedAt>#<id>), where
//     missing, conditional on the product being unchanged since read (a write since put it there).
//     A warm catalogue reads only changes, which every write makes, so this makes the index whole
//     rather than right: a product never written since the deploy is simply not read as changed.
//   - a shopper's own reviews (gsi3 USER_REVIEWS#<userId>) and back-in-stock alerts (gsi2
//     ALERTS#<e-mail>), where missing (issue 40): her data export and her account's closing find
//     them there. Alerts have no list of their own, so they are found by a scan of the table.
//
//   npx sst shell --stage production -- npx tsx scripts/build-scale-indexes.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 npx tsx scripts/build-scale-indexes.ts
//
// Run it while the shop is quiet (before the sale is announced): a checkout or stock change that
// lands between a recount and its write can leave a count or a level out by its own move. Run it
// again and it puts that right; a second run over a quiet shop changes nothing. The shop's reads
// never write any of this themselves. It ends by printing the recount beside the counters.
import { pathToFileURL } from "node:url";
import { BatchWriteCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { alertsOf } from "../functions/data/back-in-stock.js";
import { ALL_REVIEWS, reviewsBy } from "../functions/data/reviews.js";
import { bumpStatusCount, bumpUserGroupCount, readStatusCounts } from "../functions/data/counters.js";
import { bumpListedCount, countListed } from "../functions/data/listed-counts.js";
import { readListedCounts } from "../functions/data/listed-count-reads.js";
import { readUserGroupCounts } from "../functions/data/user-group-list.js";
import { userGroupOf } from "../functions/data/user-groups.js";
import { rollUpClosedDays } from "../functions/data/sales-days.js";
import { shopDate } from "../shared/shop-calendar.js";
import { createDb, type Db } from "../functions/data/db.js";
import type { TransactItem } from "../functions/data/transact.js";
import type { ProductRecord } from "../shared/schemas/product-record.js";
import { PAID_ORDERS, UNPAID_CHECKOUTS, statusPartition, toOrder } from "../functions/data/orders.js";
import { queryPage } from "../functions/data/query-page.js";
import { createRepositories, type Repositories } from "../functions/data/repositories.js";
import { levelItem } from "../functions/data/stock-levels.js";
import { changeSet } from "../functions/data/product-changes.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export interface ScaleIndexReport {
  ordersRead: number;
  ordersIndexed: number;
  /** The recount per "<shelf>#<status>", which the counters now equal. */
  statusCounts: Map<string, number>;
  levelsWritten: number;
  usersRead: number;
  usersIndexed: number;
  /** The recount per "<role group>#<activity>", which the counters now equal. */
  userGroupCounts: Map<string, number>;
  salesDaysRolled: number;
  productsIndexed: number;
  /** Reviews and back-in-stock alerts put in their shopper's index (issue 40). */
  reviewsIndexed: number;
  alertsIndexed: number;
}

/** Every order of both shelves (old unpaid ones among the paid included), indexed by status where not yet. */
async function indexOrders(repos: Repositories, report: ScaleIndexReport): Promise<void> {
  const { db } = repos;
  for (const partition of [PAID_ORDERS, UNPAID_CHECKOUTS]) {
    let cursor: string | undefined;
    do {
      const page = await queryPage(db, { index: "gsi1", partition, limit: 500, cursor });
      for (const item of page.items) {
        const order = toOrder(item);
        const shelf = order.isPaid ? "paid" : "unpaid";
        report.ordersRead++;
        report.statusCounts.set(`${shelf}#${order.status}`, (report.statusCounts.get(`${shelf}#${order.status}`) ?? 0) + 1);
        const gsi3pk = statusPartition(shelf, order.status);
        const gsi3sk = `${order.createdAt}#${order.id}`;
        if (await placeInGsi3(db, item, gsi3pk, gsi3sk, "updatedAt")) report.ordersIndexed++;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
}

/**
 * Puts an item as read into gsi3 under these keys, unless it is there already or changed since
 * (`unchanged`: its updatedAt or version as read; the write that changed it put it there).
 * Whether this call put it there.
 */
async function placeInGsi3(db: Db, item: Record<string, unknown>, gsi3pk: string, gsi3sk: string, unchanged: "updatedAt" | "version"): Promise<boolean> {
  if (item.gsi3pk === gsi3pk && item.gsi3sk === gsi3sk) return false;
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: "SET gsi3pk = :p, gsi3sk = :s",
        ConditionExpression: "#seen = :seen",
        ExpressionAttributeNames: { "#seen": unchanged },
        ExpressionAttributeValues: { ":p": gsi3pk, ":s": gsi3sk, ":seen": item[unchanged] },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConditionalCheckFailedException")) throw error;
    return false;
  }
}

/** Sets an index's keys on an item that has none yet (a write since set them itself). Whether this call did. */
async function placeWhereMissing(db: Db, item: Record<string, unknown>, keys: Record<string, string>): Promise<boolean> {
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${Object.keys(keys).map((name, i) => `#k${i} = :v${i}`).join(", ")}`,
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(#k0)",
        ExpressionAttributeNames: Object.fromEntries(Object.keys(keys).map((name, i) => [`#k${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(Object.values(keys).map((value, i) => [`:v${i}`, value])),
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConditionalCheckFailedException")) throw error;
    return false;
  }
}

/** Each review in its shopper's index, each back-in-stock alert in its address's (issue 40). */
async function indexShoppersOwn(repos: Repositories, report: ScaleIndexReport): Promise<void> {
  const { db } = repos;
  let cursor: string | undefined;
  do {
    const page = await queryPage(db, { index: "gsi1", partition: ALL_REVIEWS, limit: 500, cursor });
    for (const item of page.items) {
      if (item.gsi3pk === undefined && (await placeWhereMissing(db, item, { gsi3pk: reviewsBy(String(item.userId)), gsi3sk: `${String(item.createdAt)}#${String(item.id)}` }))) report.reviewsIndexed++;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.doc.send(
      new ScanCommand({ TableName: db.tableName, FilterExpression: "entity = :e AND attribute_not_exists(gsi2pk)", ExpressionAttributeValues: { ":e": "backInStock" }, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      if (await placeWhereMissing(db, item, { gsi2pk: alertsOf(String(item.email)), gsi2sk: `${String(item.createdAt)}#${String(item.id)}` })) report.alertsIndexed++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

/** Moves each counter of a family by what it lacks against the recount (`bump`: its action for a name and a move). */
async function topUp(db: Db, recount: ReadonlyMap<string, number>, counted: ReadonlyMap<string, number>, bump: (name: string, delta: number) => TransactItem): Promise<void> {
  for (const name of new Set([...recount.keys(), ...counted.keys()])) {
    const lacking = (recount.get(name) ?? 0) - (counted.get(name) ?? 0);
    if (lacking !== 0) await db.doc.send(new UpdateCommand(bump(name, lacking).Update!));
  }
}

/** Moves each shelf-and-status counter by what it lacks against the recount. */
async function setStatusCounts(repos: Repositories, recount: ReadonlyMap<string, number>): Promise<void> {
  await topUp(repos.db, recount, await readStatusCounts(repos.db), (name, delta) => {
    const [shelf, status] = name.split("#") as [string, string];
    return bumpStatusCount(repos.db, shelf, status, delta);
  });
}

/** Every account, put in its group's index where not yet. */
async function indexUsers(repos: Repositories, report: ScaleIndexReport): Promise<void> {
  const { db } = repos;
  let cursor: string | undefined;
  do {
    const page = await queryPage(db, { index: "gsi1", partition: "USER", limit: 500, cursor });
    for (const item of page.items) {
      const group = userGroupOf({ role: String(item.role), isActive: item.isActive === true });
      report.usersRead++;
      report.userGroupCounts.set(group, (report.userGroupCounts.get(group) ?? 0) + 1);
      const gsi3pk = `USER_GROUP#${group}`;
      const gsi3sk = `${String(item.createdAt)}#${String(item.id)}`;
      if (await placeInGsi3(db, item, gsi3pk, gsi3sk, "version")) report.usersIndexed++;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** Moves each group's counter by what it lacks against the recount. */
async function setUserGroupCounts(repos: Repositories, recount: ReadonlyMap<string, number>): Promise<void> {
  await topUp(repos.db, recount, await readUserGroupCounts(repos.db), (group, delta) => bumpUserGroupCount(repos.db, group, delta));
}

/** Moves each listed count (active products per category or subcategory name) by what it lacks against a recount. */
export async function setListedCounts(repos: Repositories, products: readonly ProductRecord[]): Promise<Map<string, number>> {
  const recount = countListed(products);
  await topUp(repos.db, recount, await readListedCounts(repos.db), (name, delta) => bumpListedCount(repos.db, name, delta));
  return recount;
}

/** Products written at once by indexProductChanges: DynamoDB takes them in parallel. */
const PRODUCTS_AT_ONCE = 16;

/** Every product put in the changes index where it is not yet, stamped with its own updatedAt. How many were put there. */
export async function indexProductChanges(repos: Repositories): Promise<number> {
  const { db } = repos;
  let indexed = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage(db, { index: "gsi1", partition: "PRODUCT", limit: 500, cursor });
    const missing = page.items.filter((item) => item.gsi2pk === undefined);
    for (let i = 0; i < missing.length; i += PRODUCTS_AT_ONCE) {
      const placed = await Promise.all(missing.slice(i, i + PRODUCTS_AT_ONCE).map((item) => placeInChanges(db, item)));
      indexed += placed.filter(Boolean).length;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return indexed;
}

async function placeInChanges(db: Db, item: Record<string, unknown>): Promise<boolean> {
  const changed = changeSet(String(item.id), String(item.updatedAt ?? item.createdAt));
  try {
    await db.doc.send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: `SET ${changed.set}`,
        ConditionExpression: "attribute_not_exists(gsi2pk) AND updatedAt = :seen",
        ExpressionAttributeValues: { ...changed.values, ":seen": item.updatedAt },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof Error && error.name === "ConditionalCheckFailedException")) throw error;
    return false;
  }
}

/** A level item for every size of every product, from the product as stored. */
async function writeLevels(repos: Repositories, report: ScaleIndexReport, products: readonly ProductRecord[]): Promise<void> {
  const items = products.flatMap((product) => product.sizes.map((size) => levelItem(product, size)));
  for (let i = 0; i < items.length; i += 25) {
    let unprocessed = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (unprocessed.length > 0) {
      const result = await repos.db.doc.send(new BatchWriteCommand({ RequestItems: { [repos.db.tableName]: unprocessed } }));
      unprocessed = (result.UnprocessedItems?.[repos.db.tableName] ?? []) as typeof unprocessed;
    }
    report.levelsWritten += Math.min(25, items.length - i);
  }
}

export async function buildScaleIndexes(repos: Repositories): Promise<ScaleIndexReport> {
  const report: ScaleIndexReport = { ordersRead: 0, ordersIndexed: 0, statusCounts: new Map(), levelsWritten: 0, usersRead: 0, usersIndexed: 0, userGroupCounts: new Map(), salesDaysRolled: 0, productsIndexed: 0, reviewsIndexed: 0, alertsIndexed: 0 };
  await indexOrders(repos, report);
  await setStatusCounts(repos, report.statusCounts);
  await indexUsers(repos, report);
  await setUserGroupCounts(repos, report.userGroupCounts);
  report.salesDaysRolled = await rollUpClosedDays(repos.db, shopDate(repos.db.now()));
  const products = await repos.products.listAll();
  await writeLevels(repos, report, products);
  await setListedCounts(repos, products);
  report.productsIndexed = await indexProductChanges(repos);
  await indexShoppersOwn(repos, report);
  return report;
}

export async function main(): Promise<number> {
  const config = loadConfig([]);
  const repos = createRepositories(createDb(config));
  try {
    const report = await buildScaleIndexes(repos);
    console.log(`${report.ordersRead} orders read, ${report.ordersIndexed} added to the orders-by-status index; ${report.levelsWritten} stock levels written.`);
    const counted = await readStatusCounts(repos.db);
    for (const [name, recount] of [...report.statusCounts].sort()) console.log(`${name}: ${recount} stored, counter ${counted.get(name) ?? 0}`);
    console.log(`${report.productsIndexed} products added to the changes index.`);
    console.log(`${report.reviewsIndexed} reviews and ${report.alertsIndexed} back-in-stock alerts added to their shopper's index.`);
    console.log(`${report.usersRead} accounts read, ${report.usersIndexed} added to the users-by-group index.`);
    const groups = await readUserGroupCounts(repos.db);
    for (const [group, recount] of [...report.userGroupCounts].sort()) console.log(`users ${group}: ${recount} stored, counter ${groups.get(group) ?? 0}`);
    return 0;
  } catch (error) {
    console.error("The build stopped:", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    repos.db.doc.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
