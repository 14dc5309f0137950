import { beforeAll, describe, expect, it } from "vitest";
import { giftCardRepository } from "../../functions/data/gift-cards.js";
import { expireGiftCards } from "../../functions/gift-cards/expire-gift-cards.js";
import { giftCardIssue } from "../../functions/gift-cards/issue-gift-card.js";
import { transactWrite } from "../../functions/data/transact.js";
import { outstandingPaise } from "../../shared/gift-cards/gift-card.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// Gift cards run out (issue 45): on the day after a card's term, the daily sweep moves what it
// still holds out of the shop's liability as expired, once, even when two sweeps run together,
// and leaves a card spent down to nothing, a younger card and a voided one alone.

let clock = new Date("2025-06-01T06:30:00Z");
let t: TestTable;
beforeAll(async () => {
  t = await freshTable({ now: () => clock });
});

async function cardOf(amountPaise: number, validityMonths = 12) {
  const { card, actions } = giftCardIssue(t.repos, { amountPaise, recipient: { name: "Asha Rao", email: "asha@example.in" }, origin: { kind: "owner", by: "Owner", byId: "o1", reason: "Test" } }, { validityMonths }, { name: "Owner" });
  await transactWrite(t.repos.db, actions);
  return card;
}

describe("the gift card expiry sweep", () => {
  it("expires what a card holds after its term, once, and leaves younger, spent and voided cards alone", async () => {
    const old = await cardOf(250_000);
    const spent = await cardOf(100_000);
    await transactWrite(t.repos.db, giftCardRepository(t.repos.db).takeActions(spent.id, "spent", 100_000, { ref: "order-1", by: "checkout" }));
    const voided = await cardOf(50_000);
    await transactWrite(t.repos.db, giftCardRepository(t.repos.db).closeActions(voided.id, "voided", 50_000, { ref: voided.id, by: "Owner", reason: "Mistake" }));
    const longer = await cardOf(70_000, 18);
    clock = new Date("2025-12-01T06:30:00Z");
    const younger = await cardOf(40_000);
    expect(old.validUntil).toBe("2026-06-01T06:30:00.000Z");

    // The day before the term ends: nothing.
    expect(await expireGiftCards(t.repos, new Date("2026-06-01T06:29:59Z"))).toBe(0);
    // Two sweeps at once after it: the old card's ₹2,500 expires once.
    const after = new Date("2026-06-02T21:30:00Z");
    const [a, b] = await Promise.all([expireGiftCards(t.repos, after), expireGiftCards(t.repos, after)]);
    expect(a + b).toBe(1);
    expect(await giftCardRepository(t.repos.db).get(old.id)).toMatchObject({ balancePaise: 0, status: "active" });
    expect((await giftCardRepository(t.repos.db).entries(old.id)).map((e) => [e.kind, e.amountPaise])).toEqual([["issued", 250_000], ["expired", -250_000]]);
    expect((await giftCardRepository(t.repos.db).get(longer.id))?.balancePaise).toBe(70_000);
    expect((await giftCardRepository(t.repos.db).get(younger.id))?.balancePaise).toBe(40_000);

    const totals = await giftCardRepository(t.repos.db).totals();
    expect(totals).toEqual({ issuedPaise: 510_000, redeemedPaise: 100_000, expiredPaise: 250_000, voidedPaise: 50_000 });
    expect(outstandingPaise(totals)).toBe(110_000);
    // The 18-month card's turn comes later.
    expect(await expireGiftCards(t.repos, new Date("2026-12-02T21:30:00Z"))).toBe(2);
    expect(outstandingPaise(await giftCardRepository(t.repos.db).totals())).toBe(0);
  });

  it("will not spend from a card past its term, whatever the sweep has done", async () => {
    clock = new Date("2026-12-07T10:00:00Z");
    const card = await cardOf(10_000);
    clock = new Date("2027-12-07T10:00:01Z");
    const error = await transactWrite(t.repos.db, giftCardRepository(t.repos.db).takeActions(card.id, "spent", 100, { ref: "late", by: "checkout" })).catch((e: unknown) => e);
    expect(String(error)).toMatch(/gift-card:balance/);
    expect((await giftCardRepository(t.repos.db).get(card.id))?.balancePaise).toBe(10_000);
  });
});
