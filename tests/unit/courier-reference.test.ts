import { describe, expect, it } from "vitest";
import { courierReference, courierReferenceLengths, orderNumber } from "../../shared/order-number.js";

describe("an order's courier reference", () => {
  const id = "6b160cb69c7bdc4b81859715";

  it("is the order number without its '#', as the packing slip prints it", () => {
    expect(orderNumber(id)).toBe("#859715");
    expect(courierReference(id)).toBe("859715");
  });

  it("grows two characters at a time when taken, ending with the whole id", () => {
    expect(courierReferenceLengths(id)).toEqual([6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(courierReference(id, 8)).toBe("81859715");
    expect(courierReference(id, 24)).toBe(id.toUpperCase());
    // An id of another length still ends with itself.
    expect(courierReferenceLengths("a1b2c3d4e5f")).toEqual([6, 8, 10, 11]);
  });
});
