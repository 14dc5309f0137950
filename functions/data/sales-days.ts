import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { addDays, datesBetween } from "../../shared/shop-calendar.js";
import type { Db } from "./db.js";
import { queryAll } from "./query-page.js";
import { salesRepository, type DailySales, type ProductSales } from "./sales.js";
import { isConditionFailure } from "./transact.js";

// A closed day's sales in one item, so a long window reads one item a day instead of its total's
// shards and every product sold that day times its shards:
//   SALES_DAYS / <date>              totals: { revenuePaise, paidOrders, refundsPaise, refundCount },
//                                    products: { <productId>: [units, revenuePaise, name] }
// Written once (conditional put) by the daily job (functions/lambda/release-holds.ts, 03:00 in
// India) for each closed day of the last 90 that lacks it, from the same product items the
// report read before, which a closed day's sales no longer change (a sale is recorded on the day
// it is paid, a refund on the day it is made). Reads fall back to the product items for today and any day not rolled up yet, so
// the figures are the same either way.

const ROLLED_DAYS = 90;
/** Under DynamoDB's 400 KB item limit with room: a day with more products sold stays on its product items. */
const MAX_DAY_BYTES = 350_000;

const DAYS_PARTITION = "SALES_DAYS";

type Sold = [units: number, revenuePaise: number, name: string];

interface Day {
  totals: Omit<DailySales, "date">;
  products: Record<string, Sold>;
}

/** One day's total and product items, shards summed (what the report read before rollups). */
async function liveDay(db: Db, date: string): Promise<Day> {
  const { days, products } = await salesRepository(db).between(date, date);
  const totals = days.get(date) ?? { revenuePaise: 0, paidOrders: 0, refundsPaise: 0, refundCount: 0 };
  return {
    totals: { revenuePaise: totals.revenuePaise, paidOrders: totals.paidOrders, refundsPaise: totals.refundsPaise, refundCount: totals.refundCount },
    products: Object.fromEntries([...products.values()].map((sold) => [sold.productId, [sold.units, sold.revenuePaise, sold.name] satisfies Sold])),
  };
}

/** The rolled-up days from `from` to `to`: one query of their partition (a day a small item or two). */
async function dayItems(db: Db, from: string, to: string): Promise<Map<string, Day>> {
  const items = await queryAll(db, { partition: DAYS_PARTITION, sortBetween: [from, to], consistent: true });
  return new Map(items.map((item) => [String(item.sk), item as unknown as Day]));
}

/**
 * Per-day totals and per-product sales from `from` to `to` (shop dates, both included), as
 * SalesRepository.between gives them: a rolled-up day's one item, or the day's own items for
 * today and days not rolled up yet.
 */
export async function salesByDays(db: Db, from: string, to: string, today: string): Promise<{ days: Map<string, DailySales>; products: Map<string, ProductSales> }> {
  const dates = datesBetween(from, to);
  const read = from < today ? await dayItems(db, from, to < today ? to : addDays(today, -1)) : new Map<string, Day>();
  const live = await Promise.all(dates.filter((date) => !read.has(date)).map(async (date) => [date, await liveDay(db, date)] as const));
  const days = new Map<string, DailySales>();
  const products = new Map<string, ProductSales>();
  for (const [date, day] of [...read, ...live]) {
    days.set(date, { date, ...day.totals });
    for (const [productId, [units, revenuePaise, name]] of Object.entries(day.products)) {
      const entry = products.get(productId) ?? { productId, name, units: 0, revenuePaise: 0 };
      entry.units += units;
      entry.revenuePaise += revenuePaise;
      products.set(productId, entry);
    }
  }
  return { days, products };
}

/** Rolls up each closed day of the last 90 that lacks its item; returns how many were written. */
export async function rollUpClosedDays(db: Db, today: string): Promise<number> {
  const closed = datesBetween(addDays(today, -ROLLED_DAYS), addDays(today, -1));
  const done = await dayItems(db, closed[0]!, closed.at(-1)!);
  let written = 0;
  for (const date of closed.filter((day) => !done.has(day))) {
    const { totals, products } = await liveDay(db, date);
    if (JSON.stringify(products).length > MAX_DAY_BYTES) continue;
    try {
      await db.doc.send(
        new PutCommand({ TableName: db.tableName, Item: { pk: DAYS_PARTITION, sk: date, entity: "sales-day", totals, products, rolledAt: db.now().toISOString() }, ConditionExpression: "attribute_not_exists(pk)" }),
      );
      written++;
    } catch (error) {
      // Another run wrote it first: the same figures.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
}
