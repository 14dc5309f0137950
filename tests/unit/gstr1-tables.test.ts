import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { addToIssued, documentsIssuedCsv } from "../../functions/orders/gstr1-documents-issued.js";
import { addToHsn, hsnCsv, hsnTabOf } from "../../functions/orders/gstr1-hsn.js";
import { B2B_TABLE, B2CL_TABLE, CDNR_TABLE, CDNUR_TABLE, tableRows } from "../../functions/orders/gstr1-invoice-tables.js";
import type { SectionedDocument } from "../../functions/orders/gstr1-sections.js";
import { buildCreditNote, buildInvoice, type InvoicedOrder } from "../../shared/tax/build-tax-documents.js";
import { gstr1DateText } from "../../shared/tax/financial-year.js";
import { B2CL_ABOVE_PAISE, gstr1Section, invoiceSection, needsInvoiceValue } from "../../shared/tax/gstr1-section.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import { totalsByRate } from "../../shared/tax/tax-lines.js";

// GSTR-1 split by table (issue 45): which table each document goes in, the invoice-wise rows of
// B2B, B2C large and the credit notes against them, the HSN summary netted, documents issued by
// series. Documents built as the shop builds them, by a Rajasthan seller.

const seller = { legalName: "Rang Mahal Ethnic Wear", address: "Jaipur 302001", state: "Rajasthan", gstin: "08ABCDE1234F1Z5" };
const at = (sequence: number, financialYear = "2026-27", issuedAt = "2026-12-07T10:00:00Z") => ({ financialYear, sequence, issuedAt: new Date(issuedAt) });
const to = (state: string, city: string, pincode: string) => ({ name: "Kavya Mehta", email: "kavya@example.in", phone: "9876543210", address: "22 MI Road", city, state, pincode });
const item = (name: string, quantity: number, pricePaise: number) => ({ product: "d".repeat(24), name, size: "M", quantity, pricePaise });
const order = (id: string, shippingAddress: InvoicedOrder["shippingAddress"], orderItems: InvoicedOrder["orderItems"], shippingPaise = 0, extra: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  id,
  shippingAddress,
  orderItems,
  shippingPaise,
  totalPaise: orderItems.reduce((sum, line) => sum + line.quantity * line.pricePaise, 0) + shippingPaise,
  ...extra,
});

const business = { gstin: "27AAPFU0939F1ZV", legalName: "Aarna Boutique LLP", address: "4 Linking Road, Bandra", city: "Mumbai", state: "Maharashtra", pincode: "400050" };
// To a boutique in Maharashtra: two rates (₹1,999 a piece at 5%, ₹3,200 at 18%), IGST.
const b2b = buildInvoice(order("o-b2b", to("Maharashtra", "Pune", "411001"), [item("Anarkali Dress", 2, 199_900), item("Lehenga", 1, 320_000)], 0, { businessInvoice: business }), seller, () => "6204", at(9));
// ₹1,20,000 to a consumer in Karnataka: B2C large.
const b2cl = buildInvoice(order("o-b2cl", to("Karnataka", "Bengaluru", "560001"), [item("Bridal Lehenga", 1, 12_000_000)]), seller, () => "6204", at(10));
// ₹1,50,000 within Rajasthan, with shipping: still B2C small (table 5 is for inter-state sales only).
const local = buildInvoice(order("o-local", to("Rajasthan", "Jaipur", "302001"), [item("Bridal Lehenga", 1, 15_000_000)], 10_000), seller, () => "6204", at(11));
const b2bNote = buildCreditNote(b2b, { id: "r1", amountPaise: 50_000, reason: "Late delivery" }, at(3));
const b2clNote = buildCreditNote(b2cl, { id: "r2", amountPaise: 1_000_000, reason: "Goodwill" }, at(4));
// One Anarkali returned: a piece taken off the HSN summary.
const returned = buildCreditNote(b2b, { id: "r3", amountPaise: 199_900, reason: "Returned", lines: [{ line: 0, quantity: 1, amountPaise: 199_900 }] }, at(5));

const sectioned = (documents: TaxDocument[]): SectionedDocument[] =>
  documents.map((document) => ({ document, section: gstr1Section(document, document.kind === "invoice" ? document.totals.grossPaise : document.orderId === b2cl.orderId ? b2cl.totals.grossPaise : document.orderId === b2b.orderId ? b2b.totals.grossPaise : 0) }));

describe("GSTR-1's sections", () => {
  it("puts a registered buyer's invoice in B2B, an unregistered inter-state one over ₹1 lakh in B2C large, the rest in B2C small", () => {
    expect([b2b, b2cl, local].map(invoiceSection)).toEqual(["b2b", "b2cl", "b2cs"]);
    expect(gstr1Section(b2cl, B2CL_ABOVE_PAISE)).toBe("b2cs");
    expect(gstr1Section(b2cl, B2CL_ABOVE_PAISE + 1)).toBe("b2cl");
    // A registered buyer's invoice is B2B however large.
    expect(gstr1Section(b2b, 5 * B2CL_ABOVE_PAISE)).toBe("b2b");
    // A note to a registered buyer says its section itself; one inter-state to a consumer needs its invoice.
    expect([b2bNote, b2clNote, b2cl].map(needsInvoiceValue)).toEqual([false, true, false]);
    expect(gstr1Section(b2clNote, b2cl.totals.grossPaise)).toBe("b2cl");
  });

  it("sums a document's lines per rate, lowest first, and dates them as the offline tool does (in India)", () => {
    expect(totalsByRate(b2b.lines)).toEqual([
      { ratePercent: 5, grossPaise: 399_800, taxablePaise: 380_762, igstPaise: 19_038, cgstPaise: 0, sgstPaise: 0 },
      { ratePercent: 18, grossPaise: 320_000, taxablePaise: 271_186, igstPaise: 48_814, cgstPaise: 0, sgstPaise: 0 },
    ]);
    expect(gstr1DateText(new Date("2026-12-07T10:00:00Z"))).toBe("07-Dec-2026");
    expect(gstr1DateText(new Date("2026-03-31T19:00:00Z"))).toBe("01-Apr-2026");
  });
});

describe("GSTR-1's invoice-wise tables", () => {
  const page = sectioned([b2b, b2bNote, b2cl, b2clNote, local]);

  it("B2B: a row per invoice and rate, the invoice's value on each", () => {
    expect(tableRows(B2B_TABLE, page)).toEqual([
      ["27AAPFU0939F1ZV", "Aarna Boutique LLP", "RZ/26-27/000009", "07-Dec-2026", "7198.00", "27-Maharashtra", "N", "", "Regular B2B", "", "5", "3807.62", "0.00"],
      ["27AAPFU0939F1ZV", "Aarna Boutique LLP", "RZ/26-27/000009", "07-Dec-2026", "7198.00", "27-Maharashtra", "N", "", "Regular B2B", "", "18", "2711.86", "0.00"],
    ]);
  });

  it("B2C large, and the credit notes to registered buyers (CDNR) and against B2C large (CDNUR), amounts positive", () => {
    expect(tableRows(B2CL_TABLE, page)).toEqual([["RZ/26-27/000010", "07-Dec-2026", "120000.00", "29-Karnataka", "", "18", "101694.92", "0.00", ""]]);
    expect(tableRows(CDNR_TABLE, page)).toEqual([
      ["27AAPFU0939F1ZV", "Aarna Boutique LLP", "CN/26-27/000003", "07-Dec-2026", "C", "27-Maharashtra", "N", "Regular B2B", "500.00", "", "5", "264.50", "0.00"],
      ["27AAPFU0939F1ZV", "Aarna Boutique LLP", "CN/26-27/000003", "07-Dec-2026", "C", "27-Maharashtra", "N", "Regular B2B", "500.00", "", "18", "188.37", "0.00"],
    ]);
    expect(tableRows(CDNUR_TABLE, page)).toEqual([["B2CL", "CN/26-27/000004", "07-Dec-2026", "C", "29-Karnataka", "10000.00", "", "18", "8474.58", "0.00"]]);
  });

  it("keeps a buyer's name a spreadsheet would run as a formula as text", () => {
    const sly = { ...b2b, recipient: { ...b2b.recipient, name: "=HYPERLINK(1)" } };
    expect(tableRows(B2B_TABLE, sectioned([sly]))[0]![1]).toBe("'=HYPERLINK(1)");
  });
});

describe("GSTR-1's summaries", () => {
  const rows = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

  it("HSN: by code and rate in each tab, credit notes netted (pieces returned taken off), services in no unit", async () => {
    const all = [b2b, b2bNote, returned, b2cl, b2clNote, local];
    expect(all.map(hsnTabOf)).toEqual(["b2b", "b2b", "b2b", "b2c", "b2c", "b2c"]);
    // Two pages, as a background export adds them.
    const b2bTab = addToHsn(addToHsn({}, [b2b]), [b2bNote, returned]);
    expect(rows((await hsnCsv(b2bTab)).csv)).toEqual([
      ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"],
      ["6204", "", "PCS-PIECES", "1", "1721.28", "5", "1639.31", "81.97", "0.00", "0.00", "0.00"],
      ["6204", "", "PCS-PIECES", "1", "2977.72", "18", "2523.49", "454.23", "0.00", "0.00", "0.00"],
    ]);
    const b2cTab = addToHsn({}, [b2cl, b2clNote, local]);
    expect(rows((await hsnCsv(b2cTab)).csv).slice(1)).toEqual([
      ["6204", "", "PCS-PIECES", "2", "260000.00", "18", "220338.98", "16779.66", "11440.68", "11440.68", "0.00"],
      ["9965", "", "NA", "0", "100.00", "18", "84.75", "0.00", "7.63", "7.62", "0.00"],
    ]);
    // An invoice credited whole within the range reports nothing.
    const whole = buildCreditNote(b2cl, { id: "r4", amountPaise: b2cl.totals.grossPaise, reason: "Cancelled", lines: [{ line: 0, quantity: 1, amountPaise: b2cl.totals.grossPaise }] }, at(6));
    expect(await hsnCsv(addToHsn({}, [b2cl, whole]))).toMatchObject({ rows: 0 });
  });

  it("documents issued: the first and last number of each series and year read, and how many", async () => {
    const older = buildInvoice(order("o-old", to("Rajasthan", "Jaipur", "302001"), [item("Kurta", 1, 99_900)]), seller, () => "6204", at(500, "2025-26", "2026-03-31T12:00:00Z"));
    const tally = addToIssued(addToIssued({}, [older, b2b, b2bNote]), [b2clNote, b2cl, local, returned]);
    expect(rows((await documentsIssuedCsv(tally)).csv)).toEqual([
      ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      ["Invoices for outward supply", "RZ/25-26/000500", "RZ/25-26/000500", "1", "0"],
      ["Invoices for outward supply", "RZ/26-27/000009", "RZ/26-27/000011", "3", "0"],
      ["Credit Note", "CN/26-27/000003", "CN/26-27/000005", "3", "0"],
    ]);
  });
});
