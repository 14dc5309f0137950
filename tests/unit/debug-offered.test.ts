import { describe, expect, it } from "vitest";
import { debugOffered } from "../../web/src/app/header/debug-offered.js";

describe("the Debug toggle", () => {
  it("is offered to the shop's people everywhere, and to shoppers only off the live shop", () => {
    expect(debugOffered("production", "user")).toBe(false);
    expect(debugOffered("production", undefined)).toBe(false);
    for (const role of ["admin", "manager", "staff"]) expect(debugOffered("production", role), role).toBe(true);
    expect(debugOffered("pr-42", "user")).toBe(true);
    expect(debugOffered(undefined, undefined)).toBe(true);
  });
});
