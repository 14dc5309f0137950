import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinState, normaliseGstin } from "@shared/tax/gstin.js";

// GSTINs printed on real invoices and the GST portal's search, so the check character is proven
// against the portal's algorithm, not against this file's own reading of it.
const PUBLISHED = ["27AAPFU0939F1ZV", "27AAACR5055K1Z7", "24AAACC1206D1ZM"];

describe("a buyer's GSTIN", () => {
  it("accepts GSTINs the portal issued, their check characters worked out from the first 14", () => {
    for (const gstin of PUBLISHED) {
      expect(gstinCheckCharacter(gstin), gstin).toBe(gstin[14]);
      expect(gstinProblem(gstin), gstin).toBeUndefined();
    }
    expect(gstinState("27AAPFU0939F1ZV")).toBe("Maharashtra");
    expect(gstinState("24AAACC1206D1ZM")).toBe("Gujarat");
  });

  it("says which part is wrong: length, state code, PAN, entity number, Z, check character", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("GSTIN must be 15 characters; this one has 14");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toBe("GSTIN must be 15 characters; this one has 16");
    expect(gstinProblem("AAAPFU0939F1ZVX")).toBe("GSTIN must start with the two digits of its state code");
    expect(gstinProblem("99AAPFU0939F1ZV")).toBe("GSTIN starts with 99, which is not the code of an Indian state or union territory");
    expect(gstinProblem("25AAPFU0939F1ZV")).toBe("GSTIN starts with 25, which is not the code of an Indian state or union territory");
    expect(gstinProblem("27AAPF10939F1ZV")).toBe("GSTIN's characters 3 to 12 must be a PAN: 5 letters, 4 digits and a letter");
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe("GSTIN's 13th character (the entity number) must be 1-9 or a letter");
    expect(gstinProblem("27AAPFU0939F1YV")).toBe("GSTIN's 14th character must be Z");
    // One character mistyped, and two neighbours swapped: both caught by the check character.
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("GSTIN's check character (the last one) does not match: look for a typing mistake");
    expect(gstinProblem("27AAPFU9039F1ZV")).toBe("GSTIN's check character (the last one) does not match: look for a typing mistake");
  });

  it("reads a GSTIN as typed or pasted: lower case, spaces and hyphens", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseGstin("27-AAPFU0939F-1ZV")).toBe("27AAPFU0939F1ZV");
  });
});
