import { describe, expect, it } from "vitest";
import type { FitSignal } from "../../shared/fit-advice/fit-signal.js";
import { sizeByGuide } from "../../shared/fit-advice/size-by-measurements.js";
import { suggestSize, usualSize } from "../../shared/fit-advice/size-suggestion.js";

// Her size (issue 46): from the sizes she kept in the subcategory, moved only when this piece fits
// unlike its kind; having kept none, from her measurements against its size guide; never for a
// made-to-measure piece.

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

describe("a size from her measurements", () => {
  const GUIDE = [
    { size: "S", bust: "34", waist: "28" },
    { size: "M", bust: "36", waist: "30" },
    { size: "L", bust: "38-39", waist: "32" },
    { size: "XL", bust: "40", waist: "34" },
  ];

  it("is the smallest row of the guide that takes her chest and waist, in inches or centimetres", () => {
    expect(sizeByGuide(GUIDE, { unit: "in", values: { chest: 35.5, waist: 29 } })).toBe("M");
    expect(sizeByGuide(GUIDE, { unit: "in", values: { chest: 35, waist: 31 } }), "the waist decides").toBe("L");
    expect(sizeByGuide(GUIDE, { unit: "in", values: { chest: 39 } }), "a range's upper end").toBe("L");
    expect(sizeByGuide(GUIDE, { unit: "cm", values: { chest: 91 } }), "91 cm is 35.8 in").toBe("M");
    expect(sizeByGuide(GUIDE, { unit: "in", values: { chest: 44 } }), "no row takes her").toBeUndefined();
    expect(sizeByGuide(GUIDE, { unit: "in", values: {} })).toBeUndefined();
  });

  it("is suggested when she kept nothing here, moved by the piece's own fit; what she kept comes first", () => {
    expect(suggestSize({ ...ask({}, small, small), measuredSize: "M" })).toEqual({ size: "L", text: "We suggest L — your measurements match M in its size guide; this one runs small." });
    expect(suggestSize({ ...ask({}), measuredSize: "M" })).toEqual({ size: "M", text: "We suggest M — your measurements match M in its size guide." });
    expect(suggestSize({ ...ask({ L: 1 }), measuredSize: "M" })?.size).toBe("L");
    expect(suggestSize({ ...ask({}), measuredSize: "M", madeToMeasure: true })).toBeUndefined();
  });
});
