import { describe, expect, it } from "vitest";
import type { FitSignal } from "../../shared/fit-advice/fit-signal.js";
import { suggestSize, usualSize } from "../../shared/fit-advice/size-suggestion.js";

// Her size (issue 46): from the sizes she kept in the subcategory, moved only when this piece fits
// unlike its kind; never for a made-to-measure piece.

const SIZES = ["S", "M", "L", "XL"];
const small: FitSignal = { verdict: "runs-small", headline: "Runs small", reason: "", buyers: 10 };
const large: FitSignal = { verdict: "runs-large", headline: "Runs large", reason: "", buyers: 10 };
const fits: FitSignal = { verdict: "true-to-size", headline: "True to size", reason: "", buyers: 10 };
const ask = (kept: Record<string, number>, own?: FitSignal, subcategory?: FitSignal) => ({ kept, offered: SIZES, subcategory: "Kurta", signals: { own, subcategory }, madeToMeasure: false });

describe("her usual size", () => {
  it("is the size kept most, and of two kept as often the larger", () => {
    expect(usualSize({ M: 1, L: 3 }, SIZES)).toEqual({ size: "L", pieces: 3 });
    expect(usualSize({ M: 2, L: 2 }, SIZES)).toEqual({ size: "L", pieces: 2 });
    expect(usualSize({}, SIZES)).toBeUndefined();
  });
});

describe("the suggestion", () => {
  it("is her kept size when nothing is known of the piece", () => {
    expect(suggestSize(ask({ L: 2 }))).toEqual({ size: "L", text: "We suggest L — you kept L in 2 kurtas." });
  });

  it("keeps her size for a piece that runs small like the rest of its kind, and says why", () => {
    expect(suggestSize(ask({ L: 2 }, small, small))).toEqual({ size: "L", text: "We suggest L — you kept L in 2 kurtas; this one runs small like most kurtas here, so your usual size should fit." });
  });

  it("goes one up for a piece that runs small where its kind fits, one down for one that runs large", () => {
    expect(suggestSize(ask({ L: 1 }, small, fits))).toEqual({ size: "XL", text: "We suggest XL — you kept L in 1 kurta; this one runs small." });
    expect(suggestSize(ask({ L: 1 }, large, undefined))).toEqual({ size: "M", text: "We suggest M — you kept L in 1 kurta; this one runs large." });
    expect(suggestSize(ask({ M: 1 }, fits, large))?.text).toBe("We suggest L — you kept M in 1 kurta; this one fits smaller than most kurtas here.");
  });

  it("says nothing rather than a size the piece is not made in, nothing with no kept size, and never for a made-to-measure piece", () => {
    expect(suggestSize(ask({ XL: 3 }, small, fits))).toBeUndefined();
    expect(suggestSize(ask({ XXL: 3 }))).toBeUndefined();
    expect(suggestSize(ask({}))).toBeUndefined();
    expect(suggestSize({ ...ask({ L: 2 }), madeToMeasure: true })).toBeUndefined();
  });
});
