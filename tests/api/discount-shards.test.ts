import { DeleteCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { releaseHold } from "@functions/checkout/release-hold.js";
import { DISCOUNT_USE_SHARDS, useShardKey } from "@functions/data/discounts.js";
import type { DiscountCode } from "@shared/schemas/discount-code.js";
import { upgradeDiscountUses } from "../../scripts/upgrade-discount-uses.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { auditTable, scanTable } from "../support/table-audit.js";

// A popular code's uses are spread over shards, each holding a slice of the code's limit (issue
// 29): concurrent checkouts never take more uses than the limit, the slices always sum to it, a
// released hold gives its use back once, and the kept figures equal a recount of the orders.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
});

async function createCode(fields: Record<string, unknown>) {
  const response = await shop.call("POST", "/api/admin/discounts", admin.headers, { kind: "percent", value: 10, ...fields });
  expect(response.status).toBe(201);
}

async function listed(code: string): Promise<DiscountCode> {
  const body = (await (await shop.call("GET", "/api/admin/discounts", admin.headers)).json()) as { data: DiscountCode[] };
  return body.data.find((d) => d.code === code)!;
}

async function checkout(headers: Record<string, string>, product: string, discountCode: string) {
  const response = await shop.call("POST", "/api/payments/create-order", headers, { items: [{ product, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart", discountCode });
  return { status: response.status, body: (await response.json()) as { order: { id: string }; orderId: string; error?: string } };
}

async function shards(code: string) {
  const stored = (await shop.repos.discounts.get(code))!;
  return { stored, sliced: stored.shards.reduce((sum, s) => sum + (s.slice ?? 0), 0) };
}

async function audit() {
  expect(auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName)).problems).toEqual([]);
}

describe("a limited code's uses over its shards", () => {
  it("N checkouts at once on a code limited to K take exactly K uses; releases give them back once", async () => {
    const dress = await shop.product({ name: "Festive Lehenga", price: 3000, sizes: ["M"], stockBySize: { M: 40 } });
    await createCode({ code: "FESTIVE5", maxUses: 5 });
    expect((await shards("FESTIVE5")).stored.shards).toHaveLength(DISCOUNT_USE_SHARDS);
    expect((await shards("FESTIVE5")).sliced).toBe(5);

    const shoppers = await Promise.all(Array.from({ length: 14 }, () => shop.shopper()));
    const started = await Promise.all(shoppers.map((s) => checkout(s.headers, dress.id, "FESTIVE5")));
    expect(started.filter((s) => s.status === 201)).toHaveLength(5);
    const refused = started.filter((s) => s.status !== 201);
    expect(new Set(refused.map((s) => `${s.status} ${s.body.error}`))).toEqual(new Set(["409 The code FESTIVE5 has been used up."]));
    const { stored, sliced } = await shards("FESTIVE5");
    expect({ taken: stored.taken, used: stored.used, sliced }).toEqual({ taken: 5, used: 0, sliced: 5 });
    // The uses landed on more than one shard: the hot item is split.
    expect(stored.shards.filter((s) => s.taken > 0).length).toBeGreaterThan(1);
    expect(await listed("FESTIVE5")).toMatchObject({ uses: 0, held: 5, maxUses: 5 });
    await audit();

    // Two close their checkouts: their uses come back, once, however often the release is replayed.
    const winners = started.map((s, i) => ({ ...s, shopper: shoppers[i]! })).filter((s) => s.status === 201);
    for (const closing of winners.slice(0, 2)) {
      expect((await shop.call("POST", "/api/payments/cancel-checkout", closing.shopper.headers, { orderId: closing.body.orderId })).status).toBe(200);
      expect(await releaseHold(shop.repos, closing.body.orderId, "checkout-closed")).toBe(false);
      await shop.call("POST", "/api/payments/cancel-checkout", closing.shopper.headers, { orderId: closing.body.orderId });
    }
    expect((await shop.repos.discounts.get("FESTIVE5"))!.taken).toBe(3);
    await audit();

    // Six more at once: the two uses given back are taken, no more.
    const more = await Promise.all(Array.from({ length: 6 }, async () => checkout((await shop.shopper()).headers, dress.id, "FESTIVE5")));
    expect(more.filter((s) => s.status === 201)).toHaveLength(2);

    // One pays: a use, and still five taken in all.
    const paying = winners[2]!;
    const paid = await shop.emulator.payOrder(paying.body.order.id, { card: SUCCESS_CARD });
    expect((await shop.call("POST", "/api/payments/validate-payment", paying.shopper.headers, paid)).status).toBe(200);
    await shop.emulator.waitForWebhooks();
    expect(await listed("FESTIVE5")).toMatchObject({ uses: 1, held: 4 });
    expect((await shards("FESTIVE5")).sliced).toBe(5);
    await audit();
  }, 120_000);

  it("the admin re-slices a changed limit while shoppers check out, and cannot set it below the uses taken", async () => {
    const dress = await shop.product({ name: "Chanderi Kurta", price: 1500, sizes: ["M"], stockBySize: { M: 40 } });
    await createCode({ code: "RESLICE", maxUses: 3 });
    const first = await Promise.all(Array.from({ length: 3 }, async () => checkout((await shop.shopper()).headers, dress.id, "RESLICE")));
    expect(first.filter((s) => s.status === 201)).toHaveLength(3);

    const lower = await shop.call("PUT", "/api/admin/discounts/RESLICE", admin.headers, { kind: "percent", value: 10, maxUses: 2 });
    expect(lower.status).toBe(409);
    expect(((await lower.json()) as { error: string }).error).toBe("3 uses of RESLICE are paid for or held: its total uses cannot be fewer.");

    // Raised to 8 while ten more shoppers check out: at most 8 in all, the slices summing to 8.
    const [raised, ...racing] = await Promise.all([
      shop.call("PUT", "/api/admin/discounts/RESLICE", admin.headers, { kind: "percent", value: 10, maxUses: 8 }),
      ...Array.from({ length: 10 }, async () => checkout((await shop.shopper()).headers, dress.id, "RESLICE")),
    ]);
    expect(raised!.status).toBe(200);
    expect(racing.every((s) => s.status === 201 || s.status === 409)).toBe(true);
    const afterRace = await shards("RESLICE");
    expect(afterRace.sliced).toBe(8);
    expect(afterRace.stored.taken).toBe(3 + racing.filter((s) => s.status === 201).length);
    expect(afterRace.stored.taken).toBeLessThanOrEqual(8);
    // Once raised, every checkout that came after it finds a use until the 8 are gone.
    const rest = await Promise.all(Array.from({ length: 8 - afterRace.stored.taken + 2 }, async () => checkout((await shop.shopper()).headers, dress.id, "RESLICE")));
    expect(rest.filter((s) => s.status === 201)).toHaveLength(8 - afterRace.stored.taken);
    expect((await shop.repos.discounts.get("RESLICE"))!.taken).toBe(8);

    // No limit: no slices, the uses still spread; switched off: every shard refuses.
    expect((await shop.call("PUT", "/api/admin/discounts/RESLICE", admin.headers, { kind: "percent", value: 10, maxUses: null })).status).toBe(200);
    expect((await shards("RESLICE")).stored.shards.every((s) => s.slice === null)).toBe(true);
    expect((await checkout((await shop.shopper()).headers, dress.id, "RESLICE")).status).toBe(201);
    expect((await shop.call("PUT", "/api/admin/discounts/RESLICE", admin.headers, { kind: "percent", value: 10, maxUses: null, isActive: false })).status).toBe(200);
    expect((await checkout((await shop.shopper()).headers, dress.id, "RESLICE")).body.error).toBe("The code RESLICE is not active.");
    await audit();
  }, 120_000);

  it("a code stored before shards moves onto them on first touch, or by the script, keeping its counts and limit", async () => {
    const dress = await shop.product({ name: "Ikat Saree", price: 2000, sizes: ["M"], stockBySize: { M: 20 } });
    const table = { TableName: shop.repos.db.tableName };
    // Two codes with two uses held each, then put back as they were stored before shards.
    for (const code of ["OLDTOUCH", "OLDSCRIPT"]) {
      await createCode({ code, maxUses: 3 });
      for (let i = 0; i < 2; i++) expect((await checkout((await shop.shopper()).headers, dress.id, code)).status).toBe(201);
      for (let i = 0; i < DISCOUNT_USE_SHARDS; i++) await shop.repos.db.doc.send(new DeleteCommand({ ...table, Key: useShardKey(code, i) }));
      await shop.repos.db.doc.send(
        new UpdateCommand({ ...table, Key: { pk: `DISCOUNT#${code}`, sk: "DISCOUNT" }, UpdateExpression: "SET taken = :two, used = :zero REMOVE useShards", ExpressionAttributeValues: { ":two": 2, ":zero": 0 } }),
      );
    }
    // The admin's list reads the old counts as they are, writing nothing.
    expect(await listed("OLDTOUCH")).toMatchObject({ uses: 0, held: 2, maxUses: 3 });
    await audit();

    // First touch: a checkout moves it and takes the one use left; the next is refused.
    const [one, two] = await Promise.all([checkout((await shop.shopper()).headers, dress.id, "OLDTOUCH"), checkout((await shop.shopper()).headers, dress.id, "OLDTOUCH")]);
    expect([one!.status, two!.status].sort()).toEqual([201, 409]);
    expect((await shards("OLDTOUCH")).sliced).toBe(3);

    // The script moves the other, once.
    expect(await upgradeDiscountUses(shop.repos.db)).toMatchObject({ upgraded: 1 });
    expect(await upgradeDiscountUses(shop.repos.db)).toMatchObject({ upgraded: 0 });
    const moved = await shards("OLDSCRIPT");
    expect({ taken: moved.stored.taken, sliced: moved.sliced }).toEqual({ taken: 2, sliced: 3 });
    await audit();
  }, 120_000);
});
