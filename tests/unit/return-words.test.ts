import { describe, expect, it } from "vitest";
import { RETURN_RESOLUTIONS, RETURN_SHELVES, RETURN_STATES, lineNotReturnable, type ReturnState } from "../../shared/returns.js";
import { RETURN_SHELF_LABELS, RETURN_STATE_WORDS, askedBackWords, returnWords } from "../../shared/return-words.js";

// The one vocabulary of return states (issue 40): every state has words a shopper uses, the same
// on My Orders and in the admin's queue, and a finished return says what it gave.

const RESOLUTIONS = [...RETURN_RESOLUTIONS, "mixed"] as const;
const OLD_WORDS = /^(Requested|Approved: pickup booked|Rejected|Picked up|Received|Resolved|Cancelled|Already returned\.?)$/;

describe("the words for a return's state", () => {
  it("has words for every state, each its own, none of the old bare ones", () => {
    expect(Object.keys(RETURN_STATE_WORDS).sort()).toEqual([...RETURN_STATES].sort());
    const words = RETURN_STATES.map((state) => RETURN_STATE_WORDS[state]);
    expect(new Set(words).size).toBe(RETURN_STATES.length);
    for (const word of words) {
      expect(word.trim()).not.toBe("");
      expect(word).not.toMatch(OLD_WORDS);
    }
  });

  it("says something for every state and every resolution, with or without what it gave", () => {
    for (const state of RETURN_STATES) {
      for (const resolution of RESOLUTIONS) {
        for (const gave of [{}, { credit: 1200 }, { exchangeOrderId: "6a0f00000000000000000001" }, { refunded: 800 }]) {
          const words = returnWords({ state, resolution, ...gave });
          expect(words.trim(), `${state} / ${resolution} / ${JSON.stringify(gave)}`).not.toBe("");
          expect(words).not.toMatch(OLD_WORDS);
        }
      }
    }
  });

  it.each<[string, Parameters<typeof returnWords>[0], string]>([
    ["credit given", { state: "resolved", resolution: "store-credit", credit: 3100 }, "Return received — credit added"],
    ["an exchange sent", { state: "resolved", resolution: "exchange", exchangeOrderId: "6a0f00000000000000000001" }, "Return received — new size on its way"],
    ["refunded to source", { state: "resolved", resolution: "refund", refunded: 2400 }, "Return received — refunded"],
    ["credit and an exchange", { state: "resolved", resolution: "mixed", credit: 1000, exchangeOrderId: "6a0f00000000000000000001" }, "Return received — credit added and new size on its way"],
    ["an older record without the amount", { state: "resolved", resolution: "store-credit" }, "Return received — credit added"],
    ["received, the refund still to go", { state: "received", resolution: "refund" }, "Return received — refund on its way"],
    ["received for credit (a moment before it resolves)", { state: "received", resolution: "store-credit" }, "Return received"],
    ["approved", { state: "approved", resolution: "store-credit" }, "Return approved — pickup booked"],
  ])("%s reads %j", (_why, ret, words) => {
    expect(returnWords(ret)).toBe(words);
  });

  it("names the admin queue's shelves with the same words", () => {
    expect(Object.keys(RETURN_SHELF_LABELS).sort()).toEqual([...RETURN_SHELVES].sort());
    for (const state of RETURN_STATES) expect(RETURN_SHELF_LABELS[state as ReturnState]).toBe(RETURN_STATE_WORDS[state]);
  });

  it("tells a line with no piece left which return has it, in its words, not 'Already returned'", () => {
    const line = { customMade: false, piecesLeft: 0, delivered: true, windowEnds: new Date("2026-12-10T00:00:00Z"), windowDays: 7, now: new Date("2026-12-05T00:00:00Z") };
    const askedBackIn = askedBackWords({ number: "RET-3F9A2C", state: "resolved", resolution: "store-credit", credit: 3100 });
    expect(lineNotReturnable({ ...line, askedBackIn })).toBe("Return received — credit added (RET-3F9A2C).");
    expect(lineNotReturnable(line)).toBe("Already refunded.");
  });
});
