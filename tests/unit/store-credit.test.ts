import { describe, expect, it } from "vitest";
import { splitRefund } from "../../functions/store-credit/refund-split.js";
import { creditToUse, storeCreditExpiryNote } from "../../shared/store-credit.js";

// Issue 25: how much credit pays an order, and how a refund of such an order is given back, in paise.

describe("credit used at checkout", () => {
  it("uses all of it up to the total", () => {
    expect(creditToUse(50_000, 279_900)).toBe(50_000);
    expect(creditToUse(500_000, 279_900)).toBe(279_900);
    expect(creditToUse(0, 279_900)).toBe(0);
  });

  it("leaves Razorpay at least ₹1, its minimum, or pays it all", () => {
    expect(creditToUse(279_850, 279_900)).toBe(279_800);
    expect(creditToUse(279_800, 279_900)).toBe(279_800);
    expect(creditToUse(279_899, 279_900)).toBe(279_800);
    expect(creditToUse(50, 80)).toBe(0);
  });
});

describe("a refund of an order paid partly with credit", () => {
  const order = { totalPaise: 400_000, storeCreditPaise: 100_000 };

  it("goes back in the proportion the order was paid", () => {
    expect(splitRefund(150_000, order, { creditPaise: 100_000, razorpayPaise: 300_000 })).toEqual({ creditPaise: 37_500, razorpayPaise: 112_500 });
  });

  it("returns each exactly what is left of it on a full refund", () => {
    expect(splitRefund(250_000, order, { creditPaise: 62_500, razorpayPaise: 187_500 })).toEqual({ creditPaise: 62_500, razorpayPaise: 187_500 });
  });

  it("never asks Razorpay for more than is left of its part", () => {
    expect(splitRefund(100_000, order, { creditPaise: 100_000, razorpayPaise: 10_000 })).toEqual({ creditPaise: 90_000, razorpayPaise: 10_000 });
  });

  it("is all Razorpay for an order paid without credit", () => {
    expect(splitRefund(99_900, { totalPaise: 99_900, storeCreditPaise: 0 }, { creditPaise: 0, razorpayPaise: 99_900 })).toEqual({ creditPaise: 0, razorpayPaise: 99_900 });
  });
});

describe("the expiry note", () => {
  it("is stated only when the owner set a term", () => {
    expect(storeCreditExpiryNote(null)).toBeNull();
    expect(storeCreditExpiryNote(12)).toBe("Store credit expires 12 months after it is given.");
    expect(storeCreditExpiryNote(1)).toBe("Store credit expires 1 month after it is given.");
  });
});
