import { describe, expect, it } from "vitest";
import { cancellationFeePaise, cancellationWindowEnds, feePercentText, planCancellation } from "../../shared/cancellation.js";
import { refundableOrder } from "../../shared/refund-plan.js";

// The shopper's cancellation fee (issue 25): basis points of what was paid, in whole paise,
// rounded DOWN so the fee is never more than the stated percentage.

describe("the cancellation fee in paise", () => {
  it.each([
    // paid (paise), basis points, fee (paise), why
    [299_800, 200, 5_996, "₹2,998 at 2%: exact"],
    [149_900, 200, 2_998, "₹1,499 at 2%: exact"],
    [99_999, 200, 1_999, "₹999.99 at 2% is 1,999.98 paise: down to 1,999"],
    [101, 200, 2, "₹1.01 at 2% is 2.02 paise: 2"],
    [49, 200, 0, "49 paise at 2% is 0.98 paise: nothing"],
    [1_899_900, 250, 47_497, "₹18,999 at 2.5% is 47,497.5 paise: down to 47,497"],
    [329_900, 0, 0, "no fee set"],
    [329_900, 1_000, 32_990, "the most the settings allow, 10%"],
    [0, 200, 0, "nothing paid"],
  ])("%i paise at %i bp is %i paise (%s)", (paid, bp, fee) => {
    expect(cancellationFeePaise(paid, bp)).toBe(fee);
  });

  it("states the fee as the shopper reads it", () => {
    expect([feePercentText(200), feePercentText(250), feePercentText(0), feePercentText(125)]).toEqual(["2%", "2.5%", "0%", "1.25%"]);
  });

  it("closes the window the settings' hours after payment", () => {
    expect(cancellationWindowEnds("2026-11-26T10:15:00.000Z", 24)).toBe("2026-11-27T10:15:00.000Z");
  });
});

describe("the refund of a cancellation, line by line", () => {
  const order = refundableOrder({
    orderItems: [
      { product: "dress", size: "M", name: "Anarkali Dress", quantity: 1, pricePaise: 329_900 },
      { product: "saree", size: "Free", name: "Banarasi Saree", quantity: 2, pricePaise: 1_899_900, discountPaise: 100 },
    ],
    shippingPaise: 7_500,
  });

  it("takes the fee from the lines by value, every piece refunded, and the shares add up to the paisa", () => {
    const plan = planCancellation(order, [], 200)!;
    const paid = 329_900 + 2 * 1_899_900 - 100 + 7_500;
    expect(plan.paidPaise).toBe(paid);
    expect(plan.feePaise).toBe(Math.floor((paid * 200) / 10_000));
    expect(plan.refundPaise).toBe(paid - plan.feePaise);
    expect(plan.lines.map((l) => [l.line, l.quantity])).toEqual([
      [0, 1],
      [1, 2],
      [2, 0],
    ]);
    expect(plan.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(plan.refundPaise);
    // 2% of each line, to within a paisa.
    for (const [index, value] of [329_900, 3_799_700, 7_500].entries()) expect(Math.abs(value - plan.lines[index]!.amountPaise - value * 0.02)).toBeLessThan(1);
  });

  it("refunds in full with no fee when the shop cancels", () => {
    const plan = planCancellation(order, [], 0)!;
    expect(plan.feePaise).toBe(0);
    expect(plan.refundPaise).toBe(plan.paidPaise);
  });

  it("counts only what is left after an earlier refund, and nothing once all is refunded", () => {
    const partly = planCancellation(order, [{ amountPaise: 329_900, lines: [{ line: 0, product: "dress", size: "M", quantity: 1, amountPaise: 329_900 }] }], 200)!;
    expect(partly.paidPaise).toBe(2 * 1_899_900 - 100 + 7_500);
    expect(partly.lines.map((l) => l.line)).toEqual([1, 2]);
    const all = planCancellation(order, [{ amountPaise: partly.paidPaise + 329_900, lines: [...partly.lines.map((l, i) => ({ ...l, amountPaise: [3_799_700, 7_500][i]! })), { line: 0, quantity: 1, amountPaise: 329_900 }] }], 200);
    expect(all).toBeUndefined();
  });
});

// Issue 39: the fee is a charge for the card/UPI transaction, so it is taken only on the part
// Razorpay took; what store credit paid comes back to credit in full.
describe("the fee on an order paid partly with store credit", () => {
  const kurtas = refundableOrder({
    orderItems: [{ product: "kurta", size: "M", name: "Indigo Cotton Kurta", quantity: 2, pricePaise: 149_900 }],
    shippingPaise: 0,
  });
  const paidWith = (creditPaise: number) => (paidPaise: number) => ({ creditPaise, razorpayPaise: paidPaise - creditPaise });

  it.each([
    // credit (paise), basis points, fee (paise), back to credit, back to the card, why
    [100_000, 200, 3_996, 100_000, 195_804, "₹1,000 credit, ₹1,998 by card at 2%: ₹39.96 on the card part only"],
    [0, 200, 5_996, 0, 293_804, "no credit: 2% of all of it, as before"],
    [299_800, 200, 0, 299_800, 0, "all credit: nothing went through Razorpay, so no fee"],
    [299_700, 200, 2, 299_700, 98, "₹1 by card at 2%: 2 paise"],
    [250_001, 200, 995, 250_001, 48_804, "₹497.99 by card at 2% is 995.98 paise: down to 995"],
    [100_000, 250, 4_995, 100_000, 194_805, "2.5% of ₹1,998 is 4,995 paise"],
    [100_000, 0, 0, 100_000, 199_800, "no fee set (or the shop cancels)"],
  ])("%i paise of credit at %i bp: fee %i, %i back to credit, %i to the card (%s)", (credit, bp, fee, toCredit, toCard) => {
    const plan = planCancellation(kurtas, [], bp, paidWith(credit))!;
    expect(plan.paidPaise).toBe(299_800);
    expect(plan.feePaise).toBe(fee);
    expect(plan.storeCreditPaise).toBe(toCredit);
    expect(plan.razorpayPaise).toBe(toCard);
    expect(plan.razorpayPaidPaise).toBe(299_800 - credit);
    // Both parts add up to the refund, and the credit note's line shares to the paisa.
    expect(plan.refundPaise).toBe(toCredit + toCard);
    expect(plan.refundPaise + plan.feePaise).toBe(plan.paidPaise);
    expect(plan.lines.reduce((sum, l) => sum + l.amountPaise, 0)).toBe(plan.refundPaise);
  });

  it("is what cancellationFeePaise takes of the card part alone", () => {
    const plan = planCancellation(kurtas, [], 200, paidWith(123_456))!;
    expect(plan.feePaise).toBe(cancellationFeePaise(299_800 - 123_456, 200));
  });

  it("refuses parts that do not add up to what is left to refund", () => {
    expect(() => planCancellation(kurtas, [], 200, () => ({ creditPaise: 100_000, razorpayPaise: 100_000 }))).toThrow(RangeError);
    expect(() => planCancellation(kurtas, [], 200, () => ({ creditPaise: -1, razorpayPaise: 299_801 }))).toThrow(RangeError);
  });
});
