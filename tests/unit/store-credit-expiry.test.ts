import { describe, expect, it } from "vitest";
import { creditExpiresAt, creditToExpire } from "../../shared/store-credit-expiry.js";
import type { StoreCreditKind } from "../../shared/store-credit.js";

// Issue 25: what of a shopper's store credit expires when the owner sets a term. Spends take the
// oldest credit first; a term counts calendar months on India's calendar (IST, UTC+5:30).

type Entry = { kind: StoreCreditKind; amountPaise: number; at: string };
const e = (kind: StoreCreditKind, amountPaise: number, at: string): Entry => ({ kind, amountPaise, at });

describe("when a credit stops being usable", () => {
  it.each([
    ["2026-01-15T06:30:00.000Z", 6, "2026-07-15T06:30:00.000Z"],
    // 31 August in IST (20:00 UTC on the 30th is 01:30 on the 31st): February has no 31st, so its last day.
    ["2026-08-30T20:00:00.000Z", 6, "2027-02-27T20:00:00.000Z"],
    ["2027-08-30T20:00:00.000Z", 6, "2028-02-28T20:00:00.000Z"],
    ["2026-12-10T00:00:00.000Z", 1, "2027-01-10T00:00:00.000Z"],
    ["2026-03-31T12:00:00.000Z", 13, "2027-04-30T12:00:00.000Z"],
  ])("a credit given at %s with a %i-month term stops at %s", (at, months, expected) => {
    expect(creditExpiresAt(at, months).toISOString()).toBe(expected);
  });
});

const JAN = "2026-01-10T05:00:00.000Z";
const FEB = "2026-02-10T05:00:00.000Z";
const MAR = "2026-03-10T05:00:00.000Z";
const AFTER_JAN_TERM = new Date("2026-07-10T05:00:00.000Z");
const AFTER_FEB_TERM = new Date("2026-08-10T05:00:00.000Z");

describe("credit to expire, oldest first", () => {
  it.each<[string, Entry[], number | null, Date, number]>([
    ["₹500 return, ₹200 spent: ₹300 expires", [e("return", 50_000, JAN), e("checkout-spent", -20_000, FEB)], 6, AFTER_JAN_TERM, 30_000],
    ["a moment before the term ends nothing expires", [e("return", 50_000, JAN)], 6, new Date(AFTER_JAN_TERM.getTime() - 1), 0],
    ["no term: nothing expires", [e("return", 50_000, JAN)], null, new Date("2030-01-01T00:00:00.000Z"), 0],
    ["already expired: nothing more", [e("return", 50_000, JAN), e("checkout-spent", -20_000, FEB), e("expired", -30_000, AFTER_JAN_TERM.toISOString())], 6, AFTER_JAN_TERM, 0],
    ["a newer credit is untouched", [e("return", 50_000, JAN), e("refund", 40_000, MAR)], 6, AFTER_JAN_TERM, 50_000],
    ["spends take the oldest first, so the newer credit keeps what the older could not cover", [e("return", 50_000, JAN), e("adjustment", 40_000, MAR), e("checkout-spent", -70_000, MAR)], 6, AFTER_JAN_TERM, 0],
    ["a give-back undoes a spend", [e("return", 50_000, JAN), e("checkout-spent", -20_000, FEB), e("checkout-returned", 20_000, FEB)], 6, AFTER_JAN_TERM, 50_000],
    ["a give-back after the expiry returns credit whose term ran out: the next sweep expires it", [e("return", 50_000, JAN), e("checkout-spent", -20_000, FEB), e("expired", -30_000, AFTER_JAN_TERM.toISOString()), e("checkout-returned", 20_000, AFTER_JAN_TERM.toISOString())], 6, AFTER_JAN_TERM, 20_000],
    ["a negative adjustment counts as spent", [e("return", 50_000, JAN), e("adjustment", -10_000, FEB)], 6, AFTER_JAN_TERM, 40_000],
    ["spent more than ran out: nothing", [e("return", 10_000, JAN), e("refund", 50_000, FEB), e("checkout-spent", -30_000, FEB)], 6, AFTER_JAN_TERM, 0],
    ["two credits ran out: both, less what was spent", [e("return", 10_000, JAN), e("refund", 50_000, FEB), e("checkout-spent", -30_000, FEB)], 6, AFTER_FEB_TERM, 30_000],
  ])("%s", (_name, entries, months, now, expected) => {
    expect(creditToExpire(entries, months, now).amountPaise).toBe(expected);
  });

  it("names the latest expiry that ran out and what expired before", () => {
    const due = creditToExpire([e("return", 10_000, JAN), e("refund", 50_000, FEB), e("expired", -5_000, FEB)], 6, AFTER_FEB_TERM);
    expect(due).toEqual({ amountPaise: 55_000, cutoff: AFTER_FEB_TERM.toISOString(), expiredPaise: 5_000 });
  });
});
