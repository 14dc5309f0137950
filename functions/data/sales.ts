import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { monthsBetween, shopDate } from "../../shared/shop-calendar.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";

// Daily sales, kept as orders are paid and refunded, in the same transactions (issue 15):
//   SALES#<YYYY-MM> / <date>#TOTAL#<shard>               revenuePaise, paidOrders, refundsPaise, refundCount
//   SALES#<YYYY-MM> / <date>#PRODUCT#<productId>#<shard>  units, revenuePaise, name
// Dates are the shop's (Asia/Kolkata). Items are sharded like the hot counters, so a day's sales
// never meet on one item. A closed day is also rolled up into one item (SALES_DAYS / <date>,
// sales-days.ts), which the sales report reads instead.

const TOTAL_SHARDS = 8;
const PRODUCT_SHARDS = 4;
const shard = (count: number) => Math.floor(Math.random() * count);
const partition = (date: string) => `SALES#${date.slice(0, 7)}`;

export interface SaleLine {
  product: string;
  name: string;
  quantity: number;
  /** What was paid for the line: price × quantity less its share of any discount. */
  paidPaise: number;
}

export interface DailySales {
  date: string;
  revenuePaise: number;
  paidOrders: number;
  refundsPaise: number;
  refundCount: number;
}

export interface ProductSales {
  productId: string;
  name: string;
  units: number;
  revenuePaise: number;
}

function add(db: Db, date: string, sk: string, values: Record<string, number>, name?: string): TransactItem {
  const fields = Object.keys(values);
  return {
    Update: {
      TableName: db.tableName,
      Key: { pk: partition(date), sk },
      UpdateExpression: `ADD ${fields.map((field, i) => `#f${i} :v${i}`).join(", ")}${name !== undefined ? " SET #name = :name, entity = :entity" : " SET entity = :entity"}`,
      ExpressionAttributeNames: { ...Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])), ...(name !== undefined && { "#name": "name" }) },
      ExpressionAttributeValues: { ...Object.fromEntries(fields.map((field, i) => [`:v${i}`, values[field]])), ...(name !== undefined && { ":name": name }), ":entity": "sales" },
    },
  };
}

export function salesRepository(db: Db) {
  return {
    /** Transaction actions recording a paid order on the day it was paid. */
    saleActions(paidAt: string, totalPaise: number, lines: readonly SaleLine[]): TransactItem[] {
      const date = shopDate(paidAt);
      const byProduct = new Map<string, { name: string; units: number; revenuePaise: number }>();
      for (const line of lines) {
        const entry = byProduct.get(line.product) ?? { name: line.name, units: 0, revenuePaise: 0 };
        entry.units += line.quantity;
        entry.revenuePaise += line.paidPaise;
        byProduct.set(line.product, entry);
      }
      return [
        add(db, date, `${date}#TOTAL#${shard(TOTAL_SHARDS)}`, { revenuePaise: totalPaise, paidOrders: 1 }),
        ...[...byProduct].map(([id, entry]) => add(db, date, `${date}#PRODUCT#${id}#${shard(PRODUCT_SHARDS)}`, { units: entry.units, revenuePaise: entry.revenuePaise }, entry.name)),
      ];
    },

    /** Transaction action recording a refund on the day it was made. */
    refundAction(at: string, refundPaise: number): TransactItem {
      const date = shopDate(at);
      return add(db, date, `${date}#TOTAL#${shard(TOTAL_SHARDS)}`, { refundsPaise: refundPaise, refundCount: 1 });
    },

    /** Per-day totals and per-product sales for `from` to `to` (shop dates, both included). */
    async between(from: string, to: string): Promise<{ days: Map<string, DailySales>; products: Map<string, ProductSales> }> {
      const days = new Map<string, DailySales>();
      const products = new Map<string, ProductSales>();
      for (const month of monthsBetween(from, to)) {
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await db.doc.send(
            new QueryCommand({
              TableName: db.tableName,
              KeyConditionExpression: "pk = :p AND sk BETWEEN :from AND :to",
              ExpressionAttributeValues: { ":p": `SALES#${month}`, ":from": `${from}#`, ":to": `${to}#~` },
              ConsistentRead: true,
              ExclusiveStartKey: startKey,
            }),
          );
          for (const item of page.Items ?? []) {
            const [date, kind, productId] = String(item.sk).split("#") as [string, string, string];
            if (kind === "TOTAL") {
              const day = days.get(date) ?? { date, revenuePaise: 0, paidOrders: 0, refundsPaise: 0, refundCount: 0 };
              day.revenuePaise += Number(item.revenuePaise ?? 0);
              day.paidOrders += Number(item.paidOrders ?? 0);
              day.refundsPaise += Number(item.refundsPaise ?? 0);
              day.refundCount += Number(item.refundCount ?? 0);
              days.set(date, day);
            } else {
              const sold = products.get(productId) ?? { productId, name: String(item.name ?? ""), units: 0, revenuePaise: 0 };
              sold.units += Number(item.units ?? 0);
              sold.revenuePaise += Number(item.revenuePaise ?? 0);
              products.set(productId, sold);
            }
          }
          startKey = page.LastEvaluatedKey;
        } while (startKey);
      }
      return { days, products };
    },
  };
}

export type SalesRepository = ReturnType<typeof salesRepository>;
