import { describe, expect, it } from "vitest";
import { orderNumber } from "../../shared/order-number.js";
import { checkoutState } from "../../shared/checkout-state.js";

describe("the order number a person reads", () => {
  it("is the last six characters of the id in capitals after a #", () => {
    expect(orderNumber("674a1b2c9f0e8d7c6b3f9a2c")).toBe("#3F9A2C");
    expect(orderNumber("674a1b2c9f0e8d7c6b000001")).toBe("#000001");
  });

  it("is the same whichever case the id was typed in", () => {
    expect(orderNumber("674A1B2C9F0E8D7C6B3F9A2C")).toBe(orderNumber("674a1b2c9f0e8d7c6b3f9a2c"));
  });
});

describe("what an unpaid checkout says", () => {
  const unpaid = { isPaid: false, status: "pending" as const };

  it("names why its pieces went back", () => {
    expect(checkoutState({ ...unpaid, hold: { status: "released", expiresAt: "", releasedBecause: "checkout-closed" } })).toBe("Checkout closed — pieces released");
    expect(checkoutState({ ...unpaid, hold: { status: "released", expiresAt: "", releasedBecause: "lapsed" } })).toBe("Hold lapsed");
    expect(checkoutState({ ...unpaid, hold: { status: "released", expiresAt: "", releasedBecause: "payment-failed" } })).toBe("Payment failed");
  });

  it("says when the pieces are still held, or the bank's approval awaits capture", () => {
    expect(checkoutState({ ...unpaid, hold: { status: "held", expiresAt: "" } })).toBe("Checkout open — pieces held");
    expect(checkoutState({ ...unpaid, hold: { status: "held", expiresAt: "" }, awaitingConfirmationSince: "2026-11-26T10:00:00.000Z" })).toBe("Awaiting payment confirmation");
    expect(checkoutState(unpaid)).toBe("Awaiting payment");
  });

  it("says nothing of a paid order", () => {
    expect(checkoutState({ isPaid: true, status: "processing", hold: { status: "sold", expiresAt: "" } })).toBeNull();
  });
});
