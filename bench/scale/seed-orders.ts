import { performance } from "node:perf_hooks";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { addDays } from "../../shared/shop-calendar.js";
import { buildInvoice } from "../../shared/tax/build-tax-documents.js";
import { financialYear } from "../../shared/tax/financial-year.js";
import { productHsn } from "../../shared/tax/hsn.js";
import type { OrderRecord, PaymentRecord } from "../../functions/data/money-records.js";
import { orderItem } from "../../functions/data/orders.js";
import { paymentItem } from "../../functions/data/payments.js";
import { syntheticCatalogue } from "../synthetic-catalogue.js";
import { round } from "../stats.js";
import { batchWriter } from "./batch-writer.js";
import type { ScaleTable } from "./scale-table.js";
import { scaleProductId } from "./seed-catalogue.js";

export const ORDERS_PER_DAY = 1000;
export const DAYS = 365;
/** The last shop day with orders: the year ends yesterday, as the bench's machine clock sees it. */
export const LAST_DAY = "2026-11-26";
export const FIRST_DAY = addDays(LAST_DAY, -(DAYS - 1));

/** Orders name the first 10,000 products (in both sizes), the popular ones far more often. */
const SOLD_FROM = 10_000;
const SHOPPERS = 20_000;
const STATES = ["Maharashtra", "Karnataka", "Delhi", "Tamil Nadu", "Rajasthan", "Gujarat", "West Bengal", "Telangana", "Uttar Pradesh", "Kerala"];
const CITIES = ["Pune", "Bengaluru", "New Delhi", "Chennai", "Jaipur", "Ahmedabad", "Kolkata", "Hyderabad", "Lucknow", "Kochi"];

/** A deterministic sequence (the same orders each run). */
function sequence(seed: number) {
  let state = seed >>> 0 || 1;
  return () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

const hex = (value: number, width: number) => value.toString(16).padStart(width, "0");

/** Where a day's orders stand: those of the last two days are being packed, the week's shipped, older ones delivered. */
function statusOf(day: number): OrderRecord["status"] {
  const age = DAYS - 1 - day;
  return age <= 1 ? "processing" : age <= 6 ? "shipped" : "delivered";
}

interface Sold {
  name: string;
  pricePaise: number;
  hsn: string;
}

/** Days from one shop date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A day's invoices start after those of the financial year's earlier days in the seeded year (numbers run on, none skipped). */
function firstNumberOn(date: string): number {
  const fy = financialYear(new Date(`${date}T12:00:00+05:30`));
  const fyStart = `${fy.slice(0, 4)}-04-01`;
  return Math.max(0, daysBetween(fyStart < FIRST_DAY ? FIRST_DAY : fyStart, date)) * ORDERS_PER_DAY;
}

/**
 * Paid orders at 1,000 a day for the `days` up to LAST_DAY (a year by default), with what a
 * payment leaves beside each (the payment and the tax invoice) and each day's sales rollups and
 * counters, written in batches straight to the table. Written newest day first, so a shorter run
 * holds the recent days, and resumed at the first day not written.
 */
export async function seedOrders(table: ScaleTable, days = DAYS) {
  const have = await table.seeded("orderDays");
  if (have >= days) return { days: have, added: 0, seconds: 0 };
  const started = performance.now();
  const seller = table.config.seller;
  const products: Sold[] = syntheticCatalogue(SOLD_FROM).map((p) => ({ name: p.name, pricePaise: p.price * 100, hsn: productHsn(p) }));
  const writer = batchWriter(table.dynamo.endpoint, table.config.tableName);
  let orders = 0;
  for (let back = have; back < days; back++) {
    const day = DAYS - 1 - back;
    const date = addDays(FIRST_DAY, day);
    const dayStart = new Date(`${date}T00:00:00+05:30`).getTime();
    const fy = financialYear(new Date(`${date}T12:00:00+05:30`));
    const random = sequence(day + 1);
    const totals = { revenuePaise: 0, paidOrders: 0 };
    const byProduct = new Map<number, { units: number; revenuePaise: number }>();
    for (let k = 0; k < ORDERS_PER_DAY; k++) {
      const at = new Date(dayStart + Math.floor((k + random()) * (86_400_000 / ORDERS_PER_DAY) * 0.999));
      const number = firstNumberOn(date) + k + 1;
      const id = `${hex(Math.floor(at.getTime() / 1000), 8)}${hex(day * ORDERS_PER_DAY + k, 16)}`;
      const shopper = Math.floor(random() * SHOPPERS);
      const user = { _id: `5b0b${hex(shopper, 20)}`, name: `Shopper ${shopper + 1}`, email: `shopper.${shopper + 1}@example.in` };
      const lines = 1 + Math.floor(random() * random() * 3);
      const orderItems = Array.from({ length: lines }, () => {
        const n = Math.floor(random() ** 3 * SOLD_FROM);
        const product = products[n]!;
        const quantity = random() < 0.9 ? 1 : 2;
        byProduct.set(n, { units: (byProduct.get(n)?.units ?? 0) + quantity, revenuePaise: (byProduct.get(n)?.revenuePaise ?? 0) + product.pricePaise * quantity });
        return { product: scaleProductId(n), name: product.name, image: "", size: "M", quantity, pricePaise: product.pricePaise, hsn: product.hsn };
      });
      const itemsPaise = orderItems.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
      const shippingPaise = itemsPaise >= 149_900 ? 0 : 9_900;
      const state = STATES[shopper % STATES.length]!;
      const shippingAddress = { name: user.name, email: user.email, phone: `98${hex(shopper, 8).replace(/[a-f]/g, "7")}`.slice(0, 10), address: `${shopper % 200 + 1} MG Road`, city: CITIES[shopper % CITIES.length]!, state, pincode: "411001" };
      const iso = at.toISOString();
      const paidAt = new Date(at.getTime() + 90_000).toISOString();
      const status = statusOf(day);
      const razorpayOrderId = `order_${id.slice(8)}`;
      const razorpayPaymentId = `pay_${id.slice(8)}`;
      const paymentId = `9a1d${id.slice(4)}`;
      const base = { id, userId: user._id, user, orderItems, paymentMethod: "razorpay", itemsPaise, shippingPaise, totalPaise: itemsPaise + shippingPaise, isPaid: true, paidAt, shippingAddress, razorpayOrderId, paymentId, source: "cart" as const, createdAt: iso };
      const invoice = buildInvoice({ ...base }, seller, (i) => orderItems[i]!.hsn, { financialYear: fy, sequence: number, issuedAt: new Date(paidAt) }, razorpayPaymentId);
      const history: OrderRecord["statusHistory"] = [{ status: "processing", at: paidAt, by: "system" }];
      if (status !== "processing") history.push({ status: "shipped", at: new Date(at.getTime() + 86_400_000).toISOString(), by: "admin" });
      if (status === "delivered") history.push({ status: "delivered", at: new Date(at.getTime() + 5 * 86_400_000).toISOString(), by: "courier" });
      const order: OrderRecord = {
        ...base,
        taxPaise: invoice.totals.cgstPaise + invoice.totals.sgstPaise + invoice.totals.igstPaise,
        status,
        statusHistory: history,
        hold: { status: "sold", expiresAt: new Date(at.getTime() + 900_000).toISOString(), countedAsHeld: true },
        ...(status === "delivered" ? { deliveredAt: history[2]!.at } : {}),
        ...(status !== "processing" ? { trackingNumber: `AWB${id.slice(12)}`, carrier: "Delhivery" } : {}),
        updatedAt: history.at(-1)!.at,
      };
      const payment: PaymentRecord = {
        id: paymentId,
        orderId: id,
        userId: user._id,
        razorpayOrderId,
        razorpayPaymentId,
        amountPaise: order.totalPaise,
        amountRefundedPaise: 0,
        currency: "INR",
        status: "completed",
        user,
        description: `Order ${id.slice(-6)}`,
        method: random() < 0.7 ? "upi" : "card",
        refunds: [],
        paidAt,
        createdAt: iso,
        updatedAt: paidAt,
      };
      await writer.put(orderItem(order));
      await writer.put(paymentItem(payment));
      await writer.put({ pk: `ORDER#${id}`, sk: "INVOICE", entity: "invoice", gsi1pk: "TAX_DOCUMENT", gsi1sk: `${invoice.issuedAt}#${invoice.number}`, ...invoice });
      totals.revenuePaise += order.totalPaise;
      totals.paidOrders++;
    }
    // The day's rollups, as the payments would have added them (one shard each: the sums are what count).
    const month = `SALES#${date.slice(0, 7)}`;
    await writer.put({ pk: month, sk: `${date}#TOTAL#0`, entity: "sales", ...totals });
    for (const [n, sold] of byProduct) await writer.put({ pk: month, sk: `${date}#PRODUCT#${scaleProductId(n)}#0`, entity: "sales", name: products[n]!.name, ...sold });
    // And the closed day rolled up into one item, as the daily job writes it (functions/data/sales-days.ts).
    const dayProducts = Object.fromEntries([...byProduct].map(([n, sold]) => [scaleProductId(n), [sold.units, sold.revenuePaise, products[n]!.name]]));
    await writer.put({ pk: "SALES_DAYS", sk: date, entity: "sales-day", totals: { revenuePaise: totals.revenuePaise, paidOrders: totals.paidOrders, refundsPaise: 0, refundCount: 0 }, products: dayProducts, rolledAt: `${date}T21:30:00.000Z` });
    await writer.done();
    orders += totals.paidOrders;
    for (const name of ["orders", "paidOrders", "payments"]) await table.addToCounter(name, totals.paidOrders);
    await table.addToCounter("revenuePaise", totals.revenuePaise);
    // The series goes on from the last number a seeded day used, so a later real invoice is the next.
    if (back === 0) await table.repos.db.doc.send(new PutCommand({ TableName: table.config.tableName, Item: { pk: "DOCUMENT_SERIES", sk: `invoice#${fy}`, entity: "document-series", last: firstNumberOn(date) + ORDERS_PER_DAY } }));
    await table.markSeeded("orderDays", back + 1);
    if ((back + 1) % 5 === 0) console.log(`  orders: ${back + 1} of ${days} days (${round((performance.now() - started) / 1000, 0)} s)`);
  }
  writer.close();
  return { days, added: orders, seconds: round((performance.now() - started) / 1000, 0) };
}
