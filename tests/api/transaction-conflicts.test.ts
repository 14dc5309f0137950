import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCounters } from "../../functions/data/counters.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// On real DynamoDB two transactions that touch one item at the same moment fail with
// TransactionConflict; DynamoDB Local never reports it. Here the SDK client itself refuses a
// share of all transactions that way (before they reach DynamoDB Local, as AWS would), while
// shoppers check out and pay at once. Nothing may be lost, doubled or answered with a 5xx.

const CONFLICT_SHARE = 0.3;
const BUYERS = 24;

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
const injected = { transactions: 0, conflicts: 0 };
/** The counter items each checkout or payment transaction wrote (keys of the COUNTER partition). */
const countersInOrderTransactions = new Set<string>();

type TransactInput = { TransactItems?: Array<Record<string, { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined>> };
function noteCounters(input: TransactInput) {
  const keys = (input.TransactItems ?? []).flatMap((action) => Object.values(action).map((op) => op?.Key ?? op?.Item ?? {}));
  if (!keys.some((key) => String(key.pk).startsWith("ORDER#"))) return;
  for (const key of keys) if (key.pk === "COUNTER") countersInOrderTransactions.add(String(key.sk));
}

beforeAll(async () => {
  shop = await paymentShop();
  shop.repos.db.doc.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === "TransactWriteCommand" || context.commandName === "TransactWriteItemsCommand") {
        injected.transactions++;
        noteCounters(args.input as TransactInput);
        if (Math.random() < CONFLICT_SHARE) {
          injected.conflicts++;
          throw new TransactionCanceledException({
            message: "Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]",
            $metadata: { httpStatusCode: 400 },
            CancellationReasons: [{ Code: "TransactionConflict", Message: "Transaction is ongoing for the item" }],
          });
        }
      }
      return next(args);
    },
    { step: "initialize", name: "injectTransactionConflicts" },
  );
});

afterAll(() => {
  shop.repos.db.doc.middlewareStack.remove("injectTransactionConflicts");
});

describe(`with ${CONFLICT_SHARE * 100}% of transactions refused as TransactionConflict`, () => {
  it("every paid order is confirmed exactly once, stock and totals add up, and no shopper sees a 5xx", async () => {
    const products = await Promise.all([
      shop.product({ name: "Festive Lehenga", price: 6499, sizes: ["S", "M", "L"], stockBySize: { S: 4, M: 6, L: 4 } }),
      shop.product({ name: "Everyday Cotton Kurta", price: 899, sizes: ["M", "L"], stockBySize: { M: 10, L: 10 } }),
    ]);
    const before = await readCounters(shop.repos.db);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shop.shopper()));
    const statuses: number[] = [];
    const paidOrders = await Promise.all(
      buyers.map(async (buyer, i) => {
        const product = products[i % 2]!;
        const size = product.sizes[Math.floor(i / 2) % product.sizes.length]!;
        const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: product.id, size, quantity: 1 }], shippingAddress: ADDRESS, source: "cart" });
        statuses.push(started.status);
        if (started.status !== 201) return undefined;
        const body = (await started.json()) as { order: { id: string }; orderId: string };
        // The browser confirms while Razorpay's webhook does too (the emulator sends it).
        const paid = await shop.emulator.payOrder(body.order.id, { card: SUCCESS_CARD });
        const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid);
        statuses.push(confirmed.status);
        return body.orderId;
      }),
    );
    await shop.emulator.waitForWebhooks();

    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    expect(injected.conflicts).toBeGreaterThan(10);
    const orders = await Promise.all(paidOrders.map((id) => shop.repos.orders.get(id!)));
    expect(orders.every((order) => order!.isPaid && order!.hold?.status === "sold")).toBe(true);

    // Razorpay's webhook deliveries never met a 5xx either (no retry was needed).
    expect(shop.emulator.deliveries.every((d) => d.status !== null && d.status !== undefined && d.status < 500)).toBe(true);

    const after = await readCounters(shop.repos.db);
    expect(after.paidOrders - before.paidOrders).toBe(BUYERS);
    expect(after.orders - before.orders).toBe(BUYERS);
    expect(after.payments - before.payments).toBe(BUYERS);
    const sold = orders.reduce((sum, order) => sum + order!.totalPaise, 0);
    expect(after.revenuePaise - before.revenuePaise).toBe(sold);
    expect((await shop.repos.products.get(products[0].id))!.stockBySize).toEqual({ S: 0, M: 2, L: 0 });
    expect((await shop.repos.products.get(products[1].id))!.stockBySize).toEqual({ M: 4, L: 4 });

    // No checkout or payment wrote a single hot counter item: only shards ("paidOrders#7", and the
    // orders per shelf and status: "STATUS#paid#processing#7").
    expect(countersInOrderTransactions.size).toBeGreaterThan(8);
    expect([...countersInOrderTransactions].filter((sk) => !/^((orders|paidOrders|revenuePaise|payments)|STATUS#(paid|unpaid)#[a-z-]+)#\d+$/.test(sk))).toEqual([]);
    expect([...countersInOrderTransactions].some((sk) => sk.startsWith("STATUS#paid#processing#"))).toBe(true);

    // And the counters equal a recount of the items, over the whole table.
    const audit = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(audit.problems).toEqual([]);
  }, 120_000);
});
