import { beforeAll, describe, expect, it } from "vitest";
import { creditRefusedBy } from "../../functions/data/store-credit.js";
import { ConditionsFailed, transactWrite } from "../../functions/data/transact.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// Issue 25, store credit: the ledger every other flow writes through. A balance that equals the
// sum of its entries, never below zero when many checkouts spend it at once, each movement once.
// Against DynamoDB Local.

let t: TestTable;
beforeAll(async () => {
  t = await freshTable();
});

const sumOf = async (userId: string) => (await t.repos.storeCredit.all(userId)).reduce((sum, e) => sum + e.amountPaise, 0);

describe("the store credit ledger", () => {
  it("credits and spends in paise, the balance always the sum of the entries", async () => {
    const credit = t.repos.storeCredit;
    expect(await credit.balance("u-sum")).toBe(0);
    await transactWrite(t.repos.db, credit.creditActions("u-sum", 149_900, { kind: "return", ref: "RET-1", by: "returns" }));
    await transactWrite(t.repos.db, credit.spendActions("u-sum", 49_950, { kind: "checkout-spent", ref: "order-1", by: "checkout", orderId: "order-1" }));
    expect(await credit.balance("u-sum")).toBe(99_950);
    expect(await sumOf("u-sum")).toBe(99_950);
    const page = await credit.list("u-sum", { limit: 10 });
    expect(page.items.map((e) => [e.kind, e.amountPaise])).toEqual([
      ["checkout-spent", -49_950],
      ["return", 149_900],
    ]);
  });

  it("records a movement once: the same return credited twice gives credit once", async () => {
    const credit = t.repos.storeCredit;
    const give = () => credit.creditActions("u-once", 80_000, { kind: "return", ref: "RET-7", by: "returns" });
    await transactWrite(t.repos.db, give());
    const replay = give();
    const error = await transactWrite(t.repos.db, replay).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConditionsFailed);
    expect(creditRefusedBy(error)).toBe("replay");
    expect(await credit.recorded("u-once", "return", "RET-7")).toBe(true);
    expect(await credit.balance("u-once")).toBe(80_000);
    expect(await credit.all("u-once")).toHaveLength(1);
  });

  it("lets exactly 3 of 10 concurrent spends of ₹300 from ₹1,000 through, never below zero", async () => {
    const credit = t.repos.storeCredit;
    await transactWrite(t.repos.db, credit.creditActions("u-race", 100_000, { kind: "adjustment", ref: "adj-1", by: "Owner", reason: "Goodwill" }));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => {
        const actions = credit.spendActions("u-race", 30_000, { kind: "checkout-spent", ref: `order-${i}`, by: "checkout" });
        return transactWrite(t.repos.db, actions).catch((error: unknown) => {
          throw new Error(creditRefusedBy(error) ?? String(error));
        });
      }),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(3);
    expect(lost.map((r) => (r.reason as Error).message)).toEqual(Array(7).fill("balance"));
    expect(await credit.balance("u-race")).toBe(10_000);
    expect(await sumOf("u-race")).toBe(10_000);
  });

  it("refuses to spend credit a shopper never had", async () => {
    const actions = t.repos.storeCredit.spendActions("u-none", 100, { kind: "checkout-spent", ref: "order-x", by: "checkout" });
    const error = await transactWrite(t.repos.db, actions).catch((e: unknown) => e);
    expect(creditRefusedBy(error)).toBe("balance");
    expect(await t.repos.storeCredit.balance("u-none")).toBe(0);
    expect(await t.repos.storeCredit.all("u-none")).toEqual([]);
  });

  it("moves only by positive whole paise", () => {
    expect(() => t.repos.storeCredit.creditActions("u", 0, { kind: "return", ref: "r", by: "x" })).toThrow(RangeError);
    expect(() => t.repos.storeCredit.spendActions("u", 10.5, { kind: "checkout-spent", ref: "r", by: "x" })).toThrow(RangeError);
  });
});
