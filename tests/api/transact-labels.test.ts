import { beforeAll, describe, expect, it } from "vitest";
import { ConditionsFailed, labelled, transactWrite } from "../../functions/data/transact.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// Issue 28: a refused transaction is read by the names of its actions, never by their positions.
// Against DynamoDB Local.

let t: TestTable;
beforeAll(async () => {
  t = await freshTable();
});

const put = (pk: string) => ({ Put: { TableName: t.repos.db.tableName, Item: { pk, sk: "LABEL-TEST" }, ConditionExpression: "attribute_not_exists(pk)" } });

describe("labelled transactions", () => {
  it("names the refused actions: the discount code and one product's stock, not the order", async () => {
    await transactWrite(t.repos.db, [...labelled("discount-code", put("CODE#DIWALI")), ...labelled("stock:p-2", put("STOCK#p-2"))]);
    const error = await transactWrite(t.repos.db, [
      ...labelled("order", put("ORDER#1")),
      ...labelled("discount-code", put("CODE#DIWALI")),
      ...labelled("stock:p-1", put("STOCK#p-1")),
      ...labelled("stock:p-2", put("STOCK#p-2")),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConditionsFailed);
    const refused = error as ConditionsFailed;
    expect(refused.failedLabels).toEqual(["discount-code", "stock:p-2"]);
    expect(refused.refused("discount-code")).toBe(true);
    expect(refused.refused("order")).toBe(false);
    expect(refused.refused("stock")).toBe(true);
    expect(refused.refusedIn("stock")).toEqual(["p-2"]);
    // Nothing of a refused transaction is written.
    const second = await transactWrite(t.repos.db, labelled("order", put("ORDER#1"))).catch((e: unknown) => e);
    expect(second).toBeUndefined();
  });

  it("a real refusal from a repository: a spend beyond the balance is refused at store-credit:balance", async () => {
    const error = await transactWrite(t.repos.db, [
      ...labelled("order", put("ORDER#2")),
      ...t.repos.storeCredit.spendActions("u-label", 100, { kind: "checkout-spent", ref: "order-2", by: "checkout" }),
    ]).catch((e: unknown) => e);
    expect((error as ConditionsFailed).failedLabels).toEqual(["store-credit:balance"]);
    expect((error as ConditionsFailed).refused("store-credit")).toBe(true);
  });
});
