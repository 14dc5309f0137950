import { describe, expect, it } from "vitest";
import { includedGstOnLine } from "../../shared/discount.js";
import { includedGstPaise } from "../../shared/money.js";
import { numberInWords, rupeesInWords } from "../../shared/tax/amount-in-words.js";
import { documentNumber } from "../../shared/tax/document-number.js";
import { financialYear, indianDateText } from "../../shared/tax/financial-year.js";
import { GSTIN_PATTERN, gstStateCode } from "../../shared/tax/gst-state-codes.js";
import { defaultHsn, gstRatePercent, productHsn } from "../../shared/tax/hsn.js";
import { INDIAN_STATES_AND_UNION_TERRITORIES } from "../../shared/indian-states.js";
import { creditLines, invoiceLines, taxLine, totalsOf } from "../../shared/tax/tax-lines.js";
import { buildCreditNote, buildInvoice, GOODWILL_NOTE } from "../../shared/tax/build-tax-documents.js";
import { planRefund, refundableOrder, refundStanding, type PastRefund, type RefundAsk } from "../../shared/refund-plan.js";

describe("amounts in words, the Indian way", () => {
  it("groups by thousand, lakh and crore", () => {
    expect(numberInWords(0)).toBe("Zero");
    expect(numberInWords(15)).toBe("Fifteen");
    expect(numberInWords(101)).toBe("One Hundred One");
    expect(numberInWords(1_00_000)).toBe("One Lakh");
    expect(numberInWords(12_34_567)).toBe("Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven");
    expect(numberInWords(1_00_00_000)).toBe("One Crore");
    expect(numberInWords(1234_56_78_901)).toBe("One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One");
  });

  it("says rupees and paise", () => {
    expect(rupeesInWords(1_23_456_50)).toBe("Indian Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only");
    expect(rupeesInWords(99)).toBe("Indian Rupees Zero and Ninety-Nine Paise Only");
    expect(rupeesInWords(2_500_00)).toBe("Indian Rupees Two Thousand Five Hundred Only");
    expect(() => rupeesInWords(10.5)).toThrow(RangeError);
  });
});

describe("the financial year", () => {
  it("turns at midnight of 1 April in India, not in UTC", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2026-01-15T10:00:00Z"))).toBe("2025-26");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
    expect(indianDateText(new Date("2026-11-24T20:00:00Z"))).toBe("25/11/2026");
  });

  it("numbers documents in at most 16 characters", () => {
    expect(documentNumber("invoice", "2026-27", 123)).toBe("RZ/26-27/000123");
    expect(documentNumber("credit-note", "2026-27", 1)).toBe("CN/26-27/000001");
    expect(documentNumber("invoice", "2026-27", 1_234_567)).toHaveLength(16);
    expect(() => documentNumber("invoice", "2026-27", 12_345_678)).toThrow(/longer than 16/);
    expect(() => documentNumber("invoice", "2026-27", 0)).toThrow(RangeError);
  });
});

describe("HSN and rates", () => {
  it("defaults dresses to 6204 and sarees to their fabric's heading", () => {
    expect(defaultHsn({ subcategory: "Dress", material: "Silk" })).toBe("6204");
    expect(defaultHsn({ subcategory: "Custom Made", material: "Georgette" })).toBe("6204");
    expect(defaultHsn({ subcategory: "Saree", material: "Banarasi Silk" })).toBe("5007");
    expect(defaultHsn({ subcategory: "Saree", material: "Cotton" })).toBe("5208");
    expect(defaultHsn({ subcategory: "Saree", material: "Georgette", fabric: "Georgette" })).toBe("5407");
    expect(defaultHsn({ subcategory: "Saree", material: "Rayon" })).toBe("5408");
    expect(productHsn({ subcategory: "Saree", material: "Silk", hsn: "50072010" })).toBe("50072010");
    expect(productHsn({ subcategory: "Saree", material: "Silk", hsn: "12" })).toBe("5007");
  });

  it("taxes apparel at 5% up to ₹2,500 a piece and 18% above, fabrics at 5% at any price", () => {
    expect(gstRatePercent(250_000, "6204")).toBe(5);
    expect(gstRatePercent(250_001, "6204")).toBe(18);
    expect(gstRatePercent(1_000_000, "5007")).toBe(5);
    expect(gstRatePercent(300_000)).toBe(18);
    expect(includedGstPaise(299_900, 1, "6204")).toBe(45_747);
    expect(includedGstPaise(299_900, 1, "5208")).toBe(14_281);
  });

  it("knows every state's GST code, which GSTINs begin with", () => {
    for (const state of INDIAN_STATES_AND_UNION_TERRITORIES) expect(gstStateCode(state), state).toMatch(/^\d{2}$/);
    expect(gstStateCode("Rajasthan")).toBe("08");
    expect(gstStateCode("Andhra Pradesh")).toBe("37");
    expect(GSTIN_PATTERN.test("08ABCDE1234F1Z5")).toBe(true);
    expect(GSTIN_PATTERN.test("08ABCDE1234F1X5")).toBe(false);
  });
});

describe("tax lines", () => {
  it("work the taxable value back from a GST-inclusive value so that line and tax add up exactly", () => {
    for (let gross = 1; gross <= 60_000; gross += 7) {
      for (const supply of ["intra-state", "inter-state"] as const) {
        const line = taxLine({ description: "x", hsn: "6204", grossPaise: gross, ratePercent: 18 }, supply);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(gross);
        if (supply === "intra-state") expect(line.cgstPaise - line.sgstPaise).toBeGreaterThanOrEqual(0);
        if (supply === "intra-state") expect(line.cgstPaise - line.sgstPaise).toBeLessThanOrEqual(1);
      }
    }
  });

  it("tax a discounted line on what is paid for it, at the rate of the discounted piece, as checkout did", () => {
    // ₹3,000 less a ₹600 discount: ₹2,400 a piece, so 5%, not the 18% of its list price.
    const [line] = invoiceLines([{ description: "Dress", hsn: "6204", unitPricePaise: 300_000, quantity: 1, discountPaise: 60_000 }], 0, "inter-state");
    expect(line).toMatchObject({ grossPaise: 240_000, ratePercent: 5, igstPaise: 11_429, taxablePaise: 228_571 });
    for (const [unit, quantity, discount, hsn] of [[300_000, 2, 1_234, "6204"], [99_900, 3, 50, "5208"], [1_250_000, 1, 999_999, "5007"]] as const) {
      const [l] = invoiceLines([{ description: "x", hsn, unitPricePaise: unit, quantity, discountPaise: discount }], 0, "intra-state");
      expect(l!.cgstPaise + l!.sgstPaise).toBe(includedGstOnLine(unit * quantity - discount, quantity, hsn));
    }
  });

  it("bill shipping at the rate of the goods it carries", () => {
    const lines = invoiceLines([{ description: "Dress", hsn: "6204", unitPricePaise: 300_000, quantity: 1 }], 10_000, "inter-state");
    expect(lines[1]).toMatchObject({ description: "Shipping charges", hsn: "9965", ratePercent: 18, grossPaise: 10_000 });
    expect(totalsOf(lines).grossPaise).toBe(310_000);
  });

  it("share a partial refund over the invoice's lines exactly, and credit a full one line for line", () => {
    const invoice = invoiceLines(
      [
        { description: "A", hsn: "6204", unitPricePaise: 33_333, quantity: 3 },
        { description: "B", hsn: "5007", unitPricePaise: 1_000_001, quantity: 1 },
        { description: "C", hsn: "6204", unitPricePaise: 299_999, quantity: 1 },
      ],
      0,
      "intra-state",
    );
    const total = totalsOf(invoice).grossPaise;
    for (const refund of [1, 2, 3, 999, 50_050, total - 1]) {
      const lines = creditLines(invoice, refund, "intra-state");
      expect(totalsOf(lines).grossPaise, String(refund)).toBe(refund);
      for (const line of lines) expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.grossPaise);
    }
    expect(creditLines(invoice, total, "intra-state")).toEqual(invoice);
    expect(() => creditLines(invoice, total + 1, "intra-state")).toThrow(RangeError);
    expect(() => creditLines(invoice, 0, "intra-state")).toThrow(RangeError);
  });
});

describe("credit notes for refunds that name their lines (issue 22)", () => {
  const seller = { legalName: "Rang Mahal Ethnic Wear", address: "Jaipur 302001", state: "Rajasthan", gstin: "08ABCDE1234F1Z5" };
  const numbered = { financialYear: "2026-27", sequence: 7, issuedAt: new Date("2026-11-26T10:00:00Z") };
  // An 18% dress and a 5% (silk fabric) saree, delivered to Maharashtra: IGST.
  const order = {
    id: "6563f0c0a1b2c3d4e5f60718",
    shippingAddress: { name: "Asha Rao", email: "asha@example.in", phone: "9876543210", address: "12 MG Road", city: "Pune", state: "Maharashtra", pincode: "411001" },
    orderItems: [
      { product: "d".repeat(24), name: "Anarkali Dress", size: "M", quantity: 1, pricePaise: 329_900 },
      { product: "5".repeat(24), name: "Banarasi Silk Saree", size: "Free", quantity: 1, pricePaise: 1_899_900 },
    ],
    shippingPaise: 0,
    totalPaise: 2_229_800,
  };
  const hsn = ["6204", "5007"];
  const invoice = buildInvoice(order, seller, (index) => hsn[index]!, numbered);
  const refundable = refundableOrder(order);

  function creditNoteFor(ask: Parameters<typeof planRefund>[2], past: PastRefund[] = []) {
    const planned = planRefund(refundable, past, ask);
    if (!planned.ok) throw new Error(planned.error);
    const { creditedPaise } = refundStanding(refundable, past);
    const note = buildCreditNote(
      invoice,
      { id: `rfnd_${past.length}`, amountPaise: planned.plan.amountPaise, reason: "Returned", lines: planned.plan.lines, goodwill: planned.plan.goodwill, creditedBeforePaise: creditedPaise },
      numbered,
    );
    return { plan: planned.plan, note };
  }

  it("credits the returned ₹3,299 dress with exactly its own IGST, ₹503.24, not a share spread over the saree", () => {
    expect(invoice.lines.map((l) => [l.ratePercent, l.igstPaise])).toEqual([[18, 50_324], [5, 90_471]]);
    const { plan, note } = creditNoteFor({ items: [{ product: "d".repeat(24), size: "M", quantity: 1 }] });
    expect(plan).toMatchObject({ amountPaise: 329_900, goodwill: false, full: false });
    expect(note.lines).toEqual([
      { description: "Anarkali Dress (size M)", hsn: "6204", quantity: 1, grossPaise: 329_900, taxablePaise: 279_576, ratePercent: 18, cgstPaise: 0, sgstPaise: 0, igstPaise: 50_324 },
    ]);
    expect(note.totals.igstPaise).toBe(invoice.lines[0]!.igstPaise);
    expect(note.note).toBeUndefined();
    // What the old pro-rata note did with the same ₹3,299: ₹488.09 to the dress and ₹2,810.91 to the saree, ₹208.30 of IGST.
    expect(totalsOf(creditLines(invoice.lines, 329_900, "inter-state")).igstPaise).toBe(20_830);
  });

  it("shares a goodwill amount over what is left of each line by value, and says so", () => {
    const { plan, note } = creditNoteFor({ amountPaise: 50_000 });
    expect(plan.goodwill).toBe(true);
    expect(plan.lines.map((l) => [l.line, l.quantity, l.amountPaise])).toEqual([[0, 0, 7_398], [1, 0, 42_602]]);
    expect(note.note).toBe(GOODWILL_NOTE);
    expect(note.lines.map((l) => l.description)).toEqual(["Anarkali Dress (size M): goodwill share", "Banarasi Silk Saree (size Free): goodwill share"]);
    expect(note.lines.every((l) => l.quantity === undefined)).toBe(true);
    expect(note.totals.grossPaise).toBe(50_000);
  });

  it("credits a line refunded piece by piece, after goodwill, to exactly the invoice's value and tax in the end", () => {
    const threeOrder = { ...order, orderItems: [{ product: "a".repeat(24), name: "Kurta Dress", size: "L", quantity: 3, pricePaise: 333_333, discountPaise: 1 }, order.orderItems[1]!], totalPaise: 999_998 + 1_899_900 };
    const threeInvoice = buildInvoice(threeOrder, seller, (index) => hsn[index]!, numbered);
    const three = refundableOrder(threeOrder);
    const past: PastRefund[] = [];
    const notes = [];
    const asks: RefundAsk[] = [{ amountPaise: 12_345 }, { items: [{ product: "a".repeat(24), size: "L", quantity: 1 }] }, { items: [{ product: "a".repeat(24), size: "L", quantity: 2 }] }, {}];
    for (const ask of asks) {
      const planned = planRefund(three, past, ask);
      if (!planned.ok) throw new Error(planned.error);
      const note = buildCreditNote(
        threeInvoice,
        { id: `r${past.length}`, amountPaise: planned.plan.amountPaise, reason: "x", lines: planned.plan.lines, goodwill: planned.plan.goodwill, creditedBeforePaise: refundStanding(three, past).creditedPaise },
        numbered,
      );
      notes.push(note);
      past.push(planned.plan);
    }
    // The first piece is a third of the line's value; the last two take what is left of it after the goodwill's share.
    expect(past[1]!.amountPaise).toBe(333_333);
    expect(past.reduce((sum, refund) => sum + refund.amountPaise, 0)).toBe(threeOrder.totalPaise);
    const credited = totalsOf(notes.flatMap((n) => n.lines));
    expect(credited).toEqual(threeInvoice.totals);
    expect(planRefund(three, past, {})).toEqual({ ok: false, status: 409, error: "This payment has already been refunded in full." });
  });

  it("refuses pieces not in the order, more pieces than are left, and a line refunded already", () => {
    const dress = { product: "d".repeat(24), size: "M", quantity: 1 };
    expect(planRefund(refundable, [], { items: [{ ...dress, size: "XL" }] })).toMatchObject({ ok: false, status: 400, error: `items: product ${"d".repeat(24)} in size XL is not in this order` });
    expect(planRefund(refundable, [], { items: [{ ...dress, quantity: 2 }] })).toMatchObject({ ok: false, status: 400 });
    expect(planRefund(refundable, [], { items: [{ ...dress, quantity: 0 }] })).toMatchObject({ ok: false, status: 400 });
    expect(planRefund(refundable, [], { items: [dress, dress] })).toMatchObject({ ok: false, status: 400 });
    const first = planRefund(refundable, [], { items: [dress] });
    if (!first.ok) throw new Error(first.error);
    expect(planRefund(refundable, [first.plan], { items: [dress] })).toEqual({ ok: false, status: 409, error: "Anarkali Dress in size M has already been refunded (1 piece)." });
    expect(planRefund(refundable, [first.plan], { amountPaise: 1_899_901 })).toMatchObject({ ok: false, status: 400, error: "amount can be at most ₹18,999.00, what is left to refund of this payment." });
  });
});
