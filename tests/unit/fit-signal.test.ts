import { describe, expect, it } from "vitest";
import { NO_FIT_EVIDENCE, type FitEvidence } from "../../shared/fit-advice/fit-evidence.js";
import { fitAdvice, fitSignals } from "../../shared/fit-advice/fit-advice.js";
import { checkSizeGuide, fitReport } from "../../shared/fit-advice/fit-report.js";
import { DEFAULT_MIN_SIGNALS, fitSignal, fitTally } from "../../shared/fit-advice/fit-signal.js";
import { sizeSteps } from "../../shared/fit-advice/size-ladder.js";

// The fit signal (issue 46): a product says "Runs small" when buyers who exchanged went up, "True
// to size" when most kept their size, and nothing with too little evidence or no agreement.

const SIZES = ["XS", "S", "M", "L", "XL"];
const evidence = (part: Partial<FitEvidence>): FitEvidence => ({ ...NO_FIT_EVIDENCE, ...part, reviews: { ...NO_FIT_EVIDENCE.reviews, ...part.reviews } });

describe("sizes in order", () => {
  it("reads an exchange as sizes up or down, by the product's own list, then the shop's ladder, then numbers", () => {
    expect(sizeSteps("M", "L", SIZES)).toBe(1);
    expect(sizeSteps("L", "S", SIZES)).toBe(-2);
    expect(sizeSteps("XL", "XXL", SIZES)).toBe(1);
    expect(sizeSteps("32", "34")).toBe(1);
    expect(sizeSteps("Free size", "M")).toBeUndefined();
  });
});

describe("the fit signal", () => {
  it("says nothing below the threshold, however one-sided", () => {
    const seven = evidence({ exchanged: { M: { L: 7 } } });
    expect(fitSignal(seven, DEFAULT_MIN_SIGNALS, SIZES)).toBeUndefined();
    expect(fitSignal(evidence({ exchanged: { M: { L: 7 } }, kept: { M: 1 } }), DEFAULT_MIN_SIGNALS, SIZES)).toMatchObject({ verdict: "runs-small", buyers: 8 });
    expect(fitSignal(NO_FIT_EVIDENCE, 0, SIZES)).toBeUndefined();
  });

  it("runs small when buyers who exchanged chose one size up, and says how many it rests on", () => {
    const signal = fitSignal(evidence({ exchanged: { M: { L: 3 }, S: { M: 1 } }, kept: { M: 4, L: 2 } }), 8, SIZES);
    expect(signal).toEqual({ verdict: "runs-small", headline: "Runs small", reason: "most buyers who exchanged chose one size up", buyers: 10 });
    expect(fitAdvice({ own: signal, subcategory: undefined }, "Kurta")).toEqual({
      level: "product",
      verdict: "runs-small",
      text: "Runs small — most buyers who exchanged chose one size up",
      basis: "Based on 10 buyers",
      buyers: 10,
    });
  });

  it("names two sizes up when most exchanges jumped two, and runs large the other way", () => {
    expect(fitSignal(evidence({ exchanged: { S: { L: 3 }, M: { L: 1 } }, kept: { M: 6 } }), 8, SIZES)?.reason).toBe("most buyers who exchanged chose two sizes up");
    expect(fitSignal(evidence({ exchanged: { L: { M: 4 } }, kept: { M: 6 } }), 8, SIZES)).toMatchObject({ verdict: "runs-large", reason: "most buyers who exchanged chose one size down" });
  });

  it("is true to size when most buyers kept their size and no lean stands out", () => {
    // 1 up in 20: 5%, under the 15% a lean needs.
    expect(fitSignal(evidence({ kept: { S: 6, M: 10, L: 3 }, exchanged: { M: { L: 1 } } }), 8, SIZES)).toEqual({
      verdict: "true-to-size",
      headline: "True to size",
      reason: "most buyers kept the size they ordered",
      buyers: 20,
    });
  });

  it("names no lean when as many went up as down (a tie), and then only the keepers can make it true to size", () => {
    const tied = evidence({ exchanged: { M: { L: 3 }, L: { M: 3 } }, kept: { M: 4 } });
    expect(fitTally(tied, SIZES)).toMatchObject({ small: 3, large: 3, fits: 4, signals: 10 });
    expect(fitSignal(tied, 8, SIZES)).toBeUndefined();
    const tiedButKept = evidence({ exchanged: { M: { L: 2 }, L: { M: 2 } }, kept: { M: 8 } });
    expect(fitSignal(tiedButKept, 8, SIZES)?.verdict).toBe("true-to-size");
  });

  it("weighs reviews' fit answers, and says so when they carry the verdict", () => {
    const reviewed = evidence({ reviews: { "runs-small": 5, "true-to-size": 2, "runs-large": 0 }, kept: { M: 2 } });
    expect(fitSignal(reviewed, 8, SIZES)).toEqual({ verdict: "runs-small", headline: "Runs small", reason: "most buyers who reviewed its fit said so", buyers: 9 });
  });

  it("counts size returns as misfits with no direction, and other reasons not at all", () => {
    const mixed = evidence({ kept: { M: 4 }, returned: { M: { "size-does-not-fit": 5, damaged: 9 } } });
    expect(fitTally(mixed, SIZES)).toMatchObject({ signals: 9, misfits: 5, fits: 4 });
    expect(fitSignal(mixed, 8, SIZES)).toBeUndefined();
  });

  it("falls back to the subcategory for a new piece, labelled as such", () => {
    const group = evidence({ exchanged: { M: { L: 6 } }, kept: { M: 20 } });
    const advice = fitAdvice(fitSignals(evidence({ kept: { M: 1 } }), group, 8, SIZES), "Kurta");
    expect(advice).toMatchObject({ level: "subcategory", verdict: "runs-small", text: "Kurtas here: runs small — most buyers who exchanged chose one size up" });
    expect(advice?.basis).toBe("Based on 26 buyers of kurtas in this shop; this piece is too new to say on its own");
    expect(fitAdvice(fitSignals(NO_FIT_EVIDENCE, NO_FIT_EVIDENCE, 8, SIZES), "Kurta")).toBeUndefined();
  });
});

describe("the owner's figures", () => {
  it("rates each size's returns and exchanges of the pieces known, and flags a size return rate far above the shop's", () => {
    const report = fitReport(evidence({ kept: { M: 6, L: 2 }, returned: { M: { "size-does-not-fit": 2, damaged: 1 } }, exchanged: { M: { L: 1 } } }), SIZES);
    expect(report.sizes.map((row) => [row.size, row.decided, row.kept, row.returnRate, row.exchangeRate, row.exchangedUp])).toEqual([
      ["M", 10, 6, 0.3, 0.1, 1],
      ["L", 2, 2, 0, 0, 0],
    ]);
    expect(report).toMatchObject({ decided: 12, returned: 3, exchanged: 1, sizeBack: 3, sizeReturnRate: 0.25 });
    expect(checkSizeGuide(report, 0.1, 8)).toBe(true);
    expect(checkSizeGuide(report, 0.2, 8), "not twice the shop's").toBe(false);
    expect(checkSizeGuide(report, 0.1, 20), "too few pieces known").toBe(false);
  });
});
