import { beforeAll, describe, expect, it, vi } from "vitest";
import { transactWrite } from "../../functions/data/transact.js";
import { expireAllStoreCredit, expireStoreCredit } from "../../functions/store-credit/expire-store-credit.js";
import { startHoldSweep } from "../../infra/local/hold-sweep.js";
import type { StoreCreditKind } from "../../shared/store-credit.js";
import { auditTable, scanTable } from "../support/table-audit.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";

// Issue 25: store credit expires only when the owner sets a term, oldest credit first, once however
// many sweeps run at the same moment; checkout never spends credit whose term ran out. The clock is
// the test's: credits are dated months back, then the clock is today's again (sessions stay valid).

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
const TODAY = Date.now();
const DAY = 24 * 3600 * 1000;
let clock = TODAY;
beforeAll(async () => {
  shop = await paymentShop({ now: () => new Date(clock), shipping: "free" });
});

/** A ledger movement written as the shop writes it, dated `daysAgo` days back. */
async function moveCredit(userId: string, kind: StoreCreditKind, amountPaise: number, daysAgo: number, ref: string) {
  clock = TODAY - daysAgo * DAY;
  try {
    const source = { kind, ref, by: "returns", orderId: kind.startsWith("checkout") ? ref : undefined };
    const actions = amountPaise > 0 ? shop.repos.storeCredit.creditActions(userId, amountPaise, source) : shop.repos.storeCredit.spendActions(userId, -amountPaise, source);
    await transactWrite(shop.repos.db, actions);
  } finally {
    clock = TODAY;
  }
}

async function setTerm(admin: { headers: Record<string, string> }, expiryMonths: number | null) {
  const current = ((await (await shop.call("GET", "/api/settings", admin.headers)).json()) as { data: { version: number; shipping: unknown } }).data;
  expect((await shop.call("PUT", "/api/settings", admin.headers, { version: current.version, shipping: current.shipping, storeCredit: { expiryMonths } })).status).toBe(200);
}

async function shopperSees(headers: Record<string, string>) {
  const answer = await shop.call("GET", "/api/store-credit", headers);
  return ((await answer.json()) as { data: { balance: number; expiryNote: string | null; entries: Array<{ kind: string; amount: number }> } }).data;
}

describe("store credit expiry", () => {
  let early: Awaited<ReturnType<Shop["shopper"]>>;

  it("expires nothing while the owner has set no term", async () => {
    early = await shop.shopper("Kavya Menon");
    await moveCredit(early.user.id, "return", 50_000, 400, "return-kavya");
    expect(await expireAllStoreCredit(shop.repos, new Date(TODAY))).toBe(0);
    expect(await expireStoreCredit(shop.repos, early.user.id, new Date(TODAY))).toBe(0);
    expect(await shop.repos.storeCredit.balance(early.user.id)).toBe(50_000);
  });

  it("expires ₹300 of a ₹500 return credit with ₹200 spent, once for five sweeps at once; a newer credit stays", async () => {
    const admin = await shop.admin();
    await setTerm(admin, 6);
    const shopper = await shop.shopper("Ritu Sharma");
    await moveCredit(shopper.user.id, "return", 50_000, 200, "return-ritu");
    await moveCredit(shopper.user.id, "checkout-spent", -20_000, 190, "order-ritu");
    await moveCredit(shopper.user.id, "refund", 40_000, 30, "refund-ritu");
    expect((await shopperSees(shopper.headers)).balance).toBe(700);

    const expired = await Promise.all(Array.from({ length: 5 }, () => expireStoreCredit(shop.repos, shopper.user.id, new Date(TODAY))));
    expect(expired.reduce((sum, paise) => sum + paise, 0)).toBe(30_000);
    const seen = await shopperSees(shopper.headers);
    expect(seen.balance).toBe(400);
    expect(seen.expiryNote).toBe("Store credit expires 6 months after it is given.");
    expect(seen.entries.filter((e) => e.kind === "expired").map((e) => e.amount)).toEqual([-300]);
    // Swept again later, nothing more: the ₹400 refund's term has months to run.
    expect(await expireStoreCredit(shop.repos, shopper.user.id, new Date(TODAY + 60 * DAY))).toBe(0);

    // The spent order lapses after the expiry: its ₹200 came from the return credit, whose term
    // ran out, so the next sweep expires it too; the refund's ₹400 is still hers.
    await moveCredit(shopper.user.id, "checkout-returned", 20_000, 0, "order-ritu");
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(60_000);
    expect(await expireStoreCredit(shop.repos, shopper.user.id, new Date(TODAY + DAY))).toBe(20_000);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(40_000);
    const ledger = await shop.repos.storeCredit.all(shopper.user.id);
    // Both written at the test's frozen clock: in the same millisecond, so compared in amount order.
    expect(ledger.filter((e) => e.kind === "expired").map((e) => [e.amountPaise, e.by]).sort()).toEqual([
      [-20_000, "sweep"],
      [-30_000, "sweep"],
    ]);
  });

  it("expires a give-back of the same amount as an earlier expiry again, not refused as a replay", async () => {
    const shopper = await shop.shopper("Sunita Iyer");
    await moveCredit(shopper.user.id, "return", 50_000, 200, "return-sunita");
    await moveCredit(shopper.user.id, "checkout-spent", -25_000, 190, "order-sunita");
    expect(await expireStoreCredit(shop.repos, shopper.user.id, new Date(TODAY))).toBe(25_000);
    await moveCredit(shopper.user.id, "checkout-returned", 25_000, 0, "order-sunita");
    expect(await expireStoreCredit(shop.repos, shopper.user.id, new Date(TODAY))).toBe(25_000);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
  });

  it("the sweep reaches every shopper holding credit once a term is set", async () => {
    // Kavya's ₹500 from 400 days ago, untouched while there was no term, is past the 6 months.
    expect(await expireAllStoreCredit(shop.repos, new Date(TODAY))).toBe(1);
    expect(await shop.repos.storeCredit.balance(early.user.id)).toBe(0);
    expect(await expireAllStoreCredit(shop.repos, new Date(TODAY))).toBe(0);
  });

  it("npm start's hold sweep expires it too", async () => {
    const shopper = await shop.shopper("Farah Khan");
    await moveCredit(shopper.user.id, "return", 45_000, 300, "return-farah");
    const sweep = startHoldSweep(shop.repos, 100);
    try {
      await vi.waitFor(async () => expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0), { timeout: 10_000, interval: 100 });
    } finally {
      sweep.stop();
    }
    expect((await shop.repos.storeCredit.all(shopper.user.id)).filter((e) => e.kind === "expired").map((e) => e.amountPaise)).toEqual([-45_000]);
  });

  it("checkout spends only credit still within its term, expiring the rest first", async () => {
    const shopper = await shop.shopper("Anjali Rao");
    await moveCredit(shopper.user.id, "return", 50_000, 200, "return-anjali");
    await moveCredit(shopper.user.id, "adjustment", 30_000, 10, "goodwill-anjali");
    const product = await shop.product({ name: "Chanderi Kurta", price: 1_499, sizes: ["M"], stockBySize: { M: 2 } });
    const started = await shop.call("POST", "/api/payments/create-order", shopper.headers, {
      items: [{ product: product.id, size: "M", quantity: 1 }],
      shippingAddress: { ...ADDRESS, email: shopper.user.email },
      source: "single",
      useStoreCredit: true,
    });
    expect(started.status).toBe(201);
    const { orderId } = (await started.json()) as { orderId: string };
    expect((await shop.repos.orders.get(orderId))!.storeCreditPaise).toBe(30_000);
    // The expiry and the spend share the frozen clock's millisecond: compared in kind order.
    expect((await shop.repos.storeCredit.all(shopper.user.id)).map((e) => [e.kind, e.amountPaise]).sort()).toEqual([
      ["adjustment", 30_000],
      ["checkout-spent", -30_000],
      ["expired", -50_000],
      ["return", 50_000],
    ]);
    expect(await shop.repos.storeCredit.balance(shopper.user.id)).toBe(0);
  });

  it("keeps every balance equal to its ledger and its expired count to its expired entries", async () => {
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  });
});
