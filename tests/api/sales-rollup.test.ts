import { DeleteCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { rollUpClosedDays } from "@functions/data/sales-days.js";
import type { SaleLine } from "@functions/data/sales.js";
import { labelled, transactWrite } from "@functions/data/transact.js";
import { salesReport } from "@functions/orders/sales-report.js";
import { rupees } from "@functions/http/rupees-edge.js";
import { addDays, datesBetween, shopDate } from "@shared/shop-calendar.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// Issue 29: a closed day's sales are rolled up into one item, so the sales report of a long
// window reads one item a day (and today's own items) instead of every product sold each day.
// After sales and refunds recorded at once over several days, the report equals a recount of
// them before and after the rollup, and the rollup is written once however often it runs.

let t: TestTable;
beforeAll(async () => {
  t = await freshTable();
});

interface Recorded {
  date: string;
  totalPaise: number;
  lines: SaleLine[];
  refundPaise?: number;
}

const PRODUCTS = Array.from({ length: 14 }, (_, i) => ({ product: `p-${i}`, name: `Saree ${String.fromCharCode(65 + i)}` }));
const recorded: Recorded[] = [];
const today = shopDate(new Date());
const noonOf = (date: string) => `${date}T06:30:00.000Z`;

/** Records a day's sales and refunds all at once, as concurrent payments and refunds would. */
async function recordDay(date: string, sales: number, seed: number) {
  const day: Recorded[] = Array.from({ length: sales }, (_, i) => {
    const lines = [0, 1].slice(0, 1 + ((seed + i) % 2)).map((k) => {
      const { product, name } = PRODUCTS[(seed * 3 + i * 5 + k * 7) % PRODUCTS.length]!;
      const quantity = 1 + ((seed + i + k) % 3);
      return { product, name, quantity, paidPaise: quantity * (99_900 + ((seed + k) % 4) * 10_000) };
    });
    return { date, totalPaise: lines.reduce((sum, line) => sum + line.paidPaise, 0) + 5_000, lines, ...(i % 3 === 0 && { refundPaise: 10_050 }) };
  });
  await Promise.all(
    day.flatMap((sale) => [
      transactWrite(t.repos.db, labelled("sale", ...t.repos.sales.saleActions(noonOf(date), sale.totalPaise, sale.lines))),
      ...(sale.refundPaise ? [transactWrite(t.repos.db, labelled("refund", t.repos.sales.refundAction(noonOf(date), sale.refundPaise)))] : []),
    ]),
  );
  recorded.push(...day);
}

/** The report worked out from what was recorded. */
function recount(days: number) {
  const from = addDays(today, -(days - 1));
  const inWindow = recorded.filter((sale) => sale.date >= from && sale.date <= today);
  const perDay = datesBetween(from, today).map((date) => {
    const sales = inWindow.filter((sale) => sale.date === date);
    const refunds = sales.filter((sale) => sale.refundPaise);
    return {
      date,
      revenue: rupees(sales.reduce((sum, sale) => sum + sale.totalPaise, 0)),
      paidOrders: sales.length,
      refunds: rupees(refunds.reduce((sum, sale) => sum + sale.refundPaise!, 0)),
      refundCount: refunds.length,
    };
  });
  const byProduct = new Map<string, { productId: string; name: string; units: number; revenuePaise: number }>();
  for (const line of inWindow.flatMap((sale) => sale.lines)) {
    const entry = byProduct.get(line.product) ?? { productId: line.product, name: line.name, units: 0, revenuePaise: 0 };
    entry.units += line.quantity;
    entry.revenuePaise += line.paidPaise;
    byProduct.set(line.product, entry);
  }
  const bestSellers = [...byProduct.values()]
    .sort((a, b) => b.units - a.units || b.revenuePaise - a.revenuePaise || a.name.localeCompare(b.name))
    .slice(0, 10)
    .map((sold) => ({ productId: sold.productId, name: sold.name, units: sold.units, revenue: rupees(sold.revenuePaise) }));
  return { days: perDay, bestSellers };
}

async function expectReportsEqualTheRecount() {
  for (const days of [7, 30, 90]) {
    const report = await salesReport(t.repos, days);
    const expected = recount(days);
    expect(report.days, `${days} days`).toEqual(expected.days);
    expect(report.bestSellers, `${days} days`).toEqual(expected.bestSellers);
    expect(report.totals.paidOrders).toBe(expected.days.reduce((sum, day) => sum + day.paidOrders, 0));
  }
}

describe("the sales report's rolled-up days", () => {
  it("equals a recount before and after the rollup, which is written once per closed day", async () => {
    await Promise.all([recordDay(addDays(today, -40), 5, 1), recordDay(addDays(today, -6), 7, 2), recordDay(addDays(today, -2), 6, 3), recordDay(addDays(today, -1), 8, 4), recordDay(today, 6, 5)]);
    await expectReportsEqualTheRecount();

    // Two runs at once: each closed day of the last 90 is rolled up exactly once.
    const runs = await Promise.all([rollUpClosedDays(t.repos.db, today), rollUpClosedDays(t.repos.db, today)]);
    expect(runs[0]! + runs[1]!).toBe(90);
    expect(await rollUpClosedDays(t.repos.db, today)).toBe(0);
    await expectReportsEqualTheRecount();

    // The report reads a closed day from its one item: the day's own items are no longer needed.
    const closed = addDays(today, -2);
    const own = await t.repos.db.doc.send(
      new QueryCommand({ TableName: t.repos.db.tableName, KeyConditionExpression: "pk = :p AND begins_with(sk, :s)", ExpressionAttributeValues: { ":p": `SALES#${closed.slice(0, 7)}`, ":s": `${closed}#` } }),
    );
    const dayItems = own.Items ?? [];
    expect(dayItems.length).toBeGreaterThan(2);
    for (const item of dayItems) await t.repos.db.doc.send(new DeleteCommand({ TableName: t.repos.db.tableName, Key: { pk: item.pk, sk: item.sk } }));
    await expectReportsEqualTheRecount();

    // Today is read live: more sales today show at once.
    await recordDay(today, 4, 6);
    await expectReportsEqualTheRecount();
  }, 60_000);
});
