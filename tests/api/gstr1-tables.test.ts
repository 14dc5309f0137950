import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { exportJobRepository } from "../../functions/data/export-jobs.js";
import { newId } from "../../functions/data/ids.js";
import { exportDeps } from "../../functions/exports/export-runner.js";
import { runExportJob, type RunOutcome } from "../../functions/exports/run-export.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import type { ExportJobView, ExportKind } from "../../shared/schemas/export-job.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { gstr1DateText } from "../../shared/tax/financial-year.js";
import type { CreditNote, TaxInvoice } from "../../shared/tax/tax-document.js";
import { downloadedExport, exportedFile } from "../support/export-job.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, paymentShop, SUCCESS_CARD } from "../support/payment-harness.js";

// GSTR-1 split as the return asks (issue 45), from a day of the shop's own documents: an invoice
// to a registered boutique (B2B, table 4), a ₹1,20,000 sale to a consumer in another state (B2C
// large, table 5), two small sales (B2C summary, table 7), and credit notes against each kind
// (tables 9B and 7). Each table is its own background export, read back as a spreadsheet would;
// written a document a page, invocation after invocation, it is the same file (pages that give a
// table no lines are not read again).

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
const today = shopDate(new Date());
const BOUTIQUE = { gstin: "27AAPFU0939F1ZV", legalName: "Aarna Boutique LLP", address: "4 Linking Road, Bandra", city: "Mumbai", state: "Maharashtra", pincode: "400050" };
const JAIPUR = { ...ADDRESS, city: "Jaipur", state: "Rajasthan", pincode: "302001" };
const BENGALURU = { ...ADDRESS, city: "Bengaluru", state: "Karnataka", pincode: "560001" };

let invoices: { b2b: TaxInvoice; b2cl: TaxInvoice; local: TaxInvoice; away: TaxInvoice };
let notes: { b2b: CreditNote; b2cl: CreditNote; away: CreditNote };

/** A new shopper's paid order, as the storefront makes one; with a GSTIN when she gives one. */
async function paidOrder(lines: Array<{ price: number; quantity: number }>, shippingAddress: typeof ADDRESS, businessInvoice?: typeof BOUTIQUE) {
  const items = [];
  for (const line of lines) {
    const product = await shop.product({ price: line.price, originalPrice: line.price + 500, sizes: ["M"], stockBySize: { M: 20 } });
    items.push({ product: product.id, size: "M", quantity: line.quantity });
  }
  const buyer = await shop.shopper();
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items, shippingAddress, source: "cart", ...(businessInvoice && { businessInvoice }) });
  expect(started.status, await started.clone().text()).toBe(201);
  const handled = await shop.emulator.payOrder(((await started.json()) as { order: { id: string } }).order.id, { card: SUCCESS_CARD });
  const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, handled);
  expect(confirmed.status).toBe(200);
  return { payment: ((await confirmed.json()) as { payment: Payment }).payment, items };
}

async function refund(body: Record<string, unknown>) {
  const refunded = await shop.call("POST", "/api/payments/admin/refund", admin.headers, body);
  expect(refunded.status, await refunded.clone().text()).toBe(200);
}

beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
  // Two rates to the boutique (₹1,999 a piece at 5%, ₹3,200 at 18%), delivered in Pune, IGST.
  const b2b = await paidOrder([{ price: 1999, quantity: 2 }, { price: 3200, quantity: 1 }], ADDRESS, BOUTIQUE);
  const b2cl = await paidOrder([{ price: 120_000, quantity: 1 }], BENGALURU);
  const local = await paidOrder([{ price: 1999, quantity: 1 }], JAIPUR);
  const away = await paidOrder([{ price: 2100, quantity: 2 }], ADDRESS);
  await refund({ paymentId: b2b.payment.id, amount: 500, reason: "Late delivery" });
  await refund({ paymentId: b2cl.payment.id, amount: 10_000, reason: "Embroidery flaw" });
  await refund({ paymentId: away.payment.id, reason: "Returned", items: [{ ...away.items[0]!, quantity: 1 }] });
  await drainOutbox(outboxDeps(shop, await localMailbox()));
  const documents = async ({ payment }: { payment: Payment }) => {
    const { invoice, creditNotes } = await shop.repos.taxDocuments.forOrder(payment.orderId);
    return { invoice: invoice!, note: creditNotes[0]! };
  };
  const [b2bDocs, b2clDocs, localDocs, awayDocs] = await Promise.all([b2b, b2cl, local, away].map(documents));
  invoices = { b2b: b2bDocs!.invoice, b2cl: b2clDocs!.invoice, local: localDocs!.invoice, away: awayDocs!.invoice };
  notes = { b2b: b2bDocs!.note, b2cl: b2clDocs!.note, away: awayDocs!.note };
}, 90_000);

/** A GSTR-1 table as the exports page makes it: a job, then its file, its name and its rows (header first). */
async function exported(kind: Exclude<ExportKind, "products">) {
  const { response, bytes } = await exportedFile(shop.call, admin.headers, { kind, from: today, to: today });
  files.set(kind, bytes);
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: "greedy" });
  expect(parsed.errors).toEqual([]);
  return { fileName: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1], rows: parsed.data };
}

const date = () => gstr1DateText(new Date());
/** Each file as one invocation wrote it, to compare with the same file written a document at a time. */
const files = new Map<ExportKind, Buffer>();

describe("GSTR-1 split by table", () => {
  it("B2B: the boutique's invoice by GSTIN, a row per rate; B2C large: the ₹1,20,000 inter-state sale", async () => {
    const b2b = await exported("gstr1-b2b");
    expect(b2b.fileName).toBe(`gstr1-b2b-${today}-to-${today}.csv`);
    const boutique = ["27AAPFU0939F1ZV", "Aarna Boutique LLP", invoices.b2b.number, date(), "7198.00", "27-Maharashtra", "N", "", "Regular B2B", ""];
    expect(b2b.rows).toEqual([
      ["GSTIN/UIN of Recipient", "Receiver Name", "Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Reverse Charge", "Applicable % of Tax Rate", "Invoice Type", "E-Commerce GSTIN", "Rate", "Taxable Value", "Cess Amount"],
      [...boutique, "5", "3807.62", "0.00"],
      [...boutique, "18", "2711.86", "0.00"],
    ]);

    const b2cl = await exported("gstr1-b2cl");
    expect(b2cl.fileName).toBe(`gstr1-b2cl-${today}-to-${today}.csv`);
    expect(b2cl.rows).toEqual([
      ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"],
      [invoices.b2cl.number, date(), "120000.00", "29-Karnataka", "", "18", "101694.92", "0.00", ""],
    ]);
  });

  it("B2C summary: only the small sales, the returned piece netted; nothing of the boutique's or the large sale", async () => {
    const b2cs = await exported("gstr1");
    expect(b2cs.fileName).toBe(`gstr1-b2cs-${today}-to-${today}.csv`);
    expect(b2cs.rows).toEqual([
      ["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN", "IGST", "CGST", "SGST"],
      ["OE", "08-Rajasthan", "5", "", "1903.81", "0.00", "", "0.00", "47.60", "47.59"],
      // Two pieces of ₹2,100 less the one returned: the boutique's ₹3,998 at 5% is not here.
      ["OE", "27-Maharashtra", "5", "", "2000.00", "0.00", "", "100.00", "0.00", "0.00"],
    ]);
  });

  it("credit notes: to the boutique (CDNR) and against the large sale (CDNUR), each a row per rate", async () => {
    const cdnr = await exported("gstr1-cdnr");
    expect(cdnr.fileName).toBe(`gstr1-cdnr-${today}-to-${today}.csv`);
    const note = ["27AAPFU0939F1ZV", "Aarna Boutique LLP", notes.b2b.number, date(), "C", "27-Maharashtra", "N", "Regular B2B", "500.00", ""];
    expect(cdnr.rows).toEqual([
      ["GSTIN/UIN of Recipient", "Receiver Name", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Reverse Charge", "Note Supply Type", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
      [...note, "5", "264.50", "0.00"],
      [...note, "18", "188.37", "0.00"],
    ]);

    const cdnur = await exported("gstr1-cdnur");
    expect(cdnur.fileName).toBe(`gstr1-cdnur-${today}-to-${today}.csv`);
    expect(cdnur.rows).toEqual([
      ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", "Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"],
      ["B2CL", notes.b2cl.number, date(), "C", "29-Karnataka", "10000.00", "", "18", "8474.58", "0.00"],
    ]);
  });

  it("HSN: a B2B tab and a B2C tab, by HSN and rate, credit notes netted", async () => {
    const header = ["HSN", "Description", "UQC", "Total Quantity", "Total Value", "Rate", "Taxable Value", "Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount", "Cess Amount"];
    const b2b = await exported("gstr1-hsn-b2b");
    expect(b2b.fileName).toBe(`gstr1-hsn-b2b-${today}-to-${today}.csv`);
    expect(b2b.rows).toEqual([
      header,
      // The ₹500 credited by value: no piece taken off.
      ["6204", "", "PCS-PIECES", "2", "3720.28", "5", "3543.12", "177.16", "0.00", "0.00", "0.00"],
      ["6204", "", "PCS-PIECES", "1", "2977.72", "18", "2523.49", "454.23", "0.00", "0.00", "0.00"],
    ]);
    const b2c = await exported("gstr1-hsn-b2c");
    expect(b2c.fileName).toBe(`gstr1-hsn-b2c-${today}-to-${today}.csv`);
    expect(b2c.rows).toEqual([
      header,
      // Jaipur's piece, and Pune's two less the one returned.
      ["6204", "", "PCS-PIECES", "2", "4099.00", "5", "3903.81", "100.00", "47.60", "47.59", "0.00"],
      ["6204", "", "PCS-PIECES", "1", "110000.00", "18", "93220.34", "16779.66", "0.00", "0.00", "0.00"],
    ]);
  });

  it("documents issued: each series from its first number of the day to its last", async () => {
    const docs = await exported("gstr1-docs");
    expect(docs.fileName).toBe(`gstr1-docs-${today}-to-${today}.csv`);
    const span = (numbers: string[]) => [...numbers].sort().filter((_, i, all) => i === 0 || i === all.length - 1);
    const invoiceNumbers = span(Object.values(invoices).map((invoice) => invoice.number));
    const noteNumbers = span(Object.values(notes).map((note) => note.number));
    // A fresh shop: its first four invoices and first three credit notes.
    expect(invoiceNumbers.map((number) => number.slice(-6))).toEqual(["000001", "000004"]);
    expect(noteNumbers.map((number) => number.slice(-6))).toEqual(["000001", "000003"]);
    expect(docs.rows).toEqual([
      ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
      ["Invoices for outward supply", ...invoiceNumbers, "4", "0"],
      ["Credit Note", ...noteNumbers, "3", "0"],
    ]);
  });

  const A_PART_A_PAGE = 1;
  const CARRIED = 1024 * 1024;
  it.each([
    ["gstr1", "a part a page", A_PART_A_PAGE],
    ["gstr1-cdnur", "a part a page", A_PART_A_PAGE],
    ["gstr1-cdnur", "carried short of a part", CARRIED],
    ["gstr1-hsn-b2c", "a part a page", A_PART_A_PAGE],
    ["gstr1-docs", "a part a page", A_PART_A_PAGE],
  ] as const)(
    "%s: the same file when read a document a page, each invocation handing on, %s (a note's invoice read from an earlier page)",
    async (kind, _how, partBytes) => {
      const id = newId();
      const fileName = `${kind}-by-pages.csv`;
      await exportJobRepository(shop.repos.db).create({ id, kind, from: today, to: today, fileName, key: `exports/${id}/${fileName}`, startedBy: admin.user.id, createdAt: new Date().toISOString() });
      const handedOff: string[] = [];
      const deps = { ...exportDeps(shop.config, shop.repos.db, () => 0, { start: async (next) => void handedOff.push(next) }), partBytes, pageSize: 1, marginMs: 1000 };
      let outcome: RunOutcome = await runExportJob(deps, id);
      let invocations = 1;
      // Seven documents: a few invocations more would mean one reading the same pages again.
      while (outcome === "handed-off" && invocations < 30) {
        outcome = await runExportJob(deps, handedOff.at(-1)!);
        invocations += 1;
      }
      expect(outcome).toBe("ready");
      expect(invocations).toBeGreaterThanOrEqual(7);
      const view = ((await (await shop.call("GET", `/api/admin/exports/${id}`, admin.headers)).json()) as { data: ExportJobView }).data;
      const { bytes } = await downloadedExport(view);
      expect(files.get(kind), "the file written in one invocation, by the tests above").toBeDefined();
      expect(bytes.toString("utf8")).toBe(files.get(kind)!.toString("utf8"));
    },
  );

  it("refuses a kind it does not know, naming every one it does", async () => {
    const response = await shop.call("POST", "/api/admin/exports", admin.headers, { kind: "gstr1-exp", from: today, to: today });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'kind must be "orders", "gstr1", "gstr1-b2b", "gstr1-b2cl", "gstr1-cdnr", "gstr1-cdnur", "gstr1-hsn-b2b", "gstr1-hsn-b2c", "gstr1-docs", "products" or "fit-advice"',
    });
  });
});
