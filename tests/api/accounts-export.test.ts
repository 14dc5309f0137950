import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { shopDate } from "../../shared/shop-calendar.js";
import type { TaxInvoice } from "../../shared/tax/tax-document.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";
import { exportedFile, exportedOrders } from "../support/export-job.js";

// The accountant's files (issue 15): every invoice and credit note line of a date range, and
// GSTR-1's B2C summary, both read back with a CSV parser as a spreadsheet would.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let outbox: OutboxDeps;
let admin: Awaited<ReturnType<Shop["admin"]>>;
const today = shopDate(new Date());

beforeAll(async () => {
  shop = await paymentShop();
  outbox = outboxDeps(shop, await localMailbox());
  admin = await shop.admin();
});

async function paid(lines: Array<{ price: number; quantity: number }>, address = ADDRESS): Promise<Payment> {
  const items = [];
  for (const line of lines) {
    const product = await shop.product({ price: line.price, sizes: ["M"], stockBySize: { M: 20 } });
    items.push({ product: product.id, size: "M", quantity: line.quantity });
  }
  return shop.paidOrder<Payment>(items, address);
}

const parsedCsv = (text: string) => Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy" });

/** GSTR-1's summary as the exports page makes it: a job, then its file from the bucket. */
async function gstr1Summary(from: string, to: string) {
  const { response, bytes } = await exportedFile(shop.call, admin.headers, { kind: "gstr1", from, to });
  return { response, parsed: parsedCsv(bytes.toString("utf8")) };
}

const sumOf = (rows: Array<Record<string, string>>, column: string) => Math.round(rows.reduce((sum, row) => sum + Number(row[column]) * 100, 0));

describe("the orders CSV and the GSTR-1 B2C summary", () => {
  it("list every invoice line and credit note of the range, and net them by state and rate", async () => {
    // Rajasthan is the demo seller's state: CGST + SGST; Maharashtra is another: IGST.
    const local = await paid([{ price: 1999, quantity: 2 }, { price: 3200, quantity: 1 }], { ...ADDRESS, city: "Jaipur", state: "Rajasthan", pincode: "302001" });
    const away = await paid([{ price: 2100, quantity: 1 }]);
    const refunded = await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: away.id, amount: 500, reason: "Late delivery" });
    expect(refunded.status).toBe(200);
    await drainOutbox(outbox);

    const { response, bytes } = await exportedOrders(shop.call, admin.headers, today, today);
    const parsed = parsedCsv(bytes.toString("utf8"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(["Document", "Number", "Date", "Order", "Against invoice", "Place of supply", "Description", "HSN", "Quantity", "Taxable value", "Rate %", "CGST", "SGST", "IGST", "Total"]);

    const invoiceOf = async (payment: Payment) => (await shop.repos.taxDocuments.getInvoice(payment.orderId)) as TaxInvoice;
    const localInvoice = await invoiceOf(local);
    const localRows = parsed.data.filter((row) => row.Number === localInvoice.number);
    expect(localRows).toHaveLength(2);
    expect(localRows[0]).toMatchObject({ Document: "Invoice", Date: today, "Place of supply": "08-Rajasthan", Quantity: "2", "Rate %": "5", IGST: "0.00", Total: "3998.00" });
    expect(localRows[1]).toMatchObject({ Quantity: "1", "Rate %": "18", Total: "3200.00" });
    expect(sumOf(localRows, "Total")).toBe(719_800);
    for (const row of localRows) expect(Math.round(Number(row["Taxable value"]) * 100) + Math.round(Number(row.CGST) * 100) + Math.round(Number(row.SGST) * 100)).toBe(Math.round(Number(row.Total) * 100));

    const awayInvoice = await invoiceOf(away);
    const credit = parsed.data.find((row) => row.Document === "Credit note" && row["Against invoice"] === awayInvoice.number)!;
    expect(credit).toMatchObject({ "Place of supply": "27-Maharashtra", Total: "-500.00", CGST: "0.00", SGST: "0.00" });
    expect(Number(credit.IGST)).toBeLessThan(0);

    const summary = await gstr1Summary(today, today);
    expect(summary.response.headers.get("content-disposition")).toBe(`attachment; filename="gstr1-b2cs-${today}-to-${today}.csv"`);
    expect(summary.parsed.meta.fields!.slice(0, 7)).toEqual(["Type", "Place Of Supply", "Rate", "Applicable % of Tax Rate", "Taxable Value", "Cess Amount", "E-Commerce GSTIN"]);
    const maharashtra = summary.parsed.data.find((row) => row["Place Of Supply"] === "27-Maharashtra" && row.Rate === "5")!;
    // The invoice less the credit note, netted: the file's lines of that state and rate add up to it.
    const maharashtraLines = parsed.data.filter((row) => row["Place of supply"] === "27-Maharashtra" && row["Rate %"] === "5");
    expect(Math.round(Number(maharashtra["Taxable Value"]) * 100)).toBe(sumOf(maharashtraLines, "Taxable value"));
    expect(Math.round(Number(maharashtra.IGST) * 100)).toBe(sumOf(maharashtraLines, "IGST"));
    expect(maharashtra.Type).toBe("OE");
    const rajasthan18 = summary.parsed.data.find((row) => row["Place Of Supply"] === "08-Rajasthan" && row.Rate === "18")!;
    expect(Number(rajasthan18.CGST)).toBeGreaterThan(0);
    expect(rajasthan18.CGST).toBe(rajasthan18.SGST);
  });

  it("refuses a range it cannot read, with the reason", async () => {
    const cases: Array<[string, string]> = [
      ["", "from is required, as a date like 2026-04-01"],
      [`?from=${today}`, "to is required, as a date like 2026-04-01"],
      ["?from=2026-13-01&to=2026-12-31", "from is not a date in the calendar"],
      ["?from=2026-11-24&to=2026-11-01", "to must be on or after from"],
      ["?from=2024-01-01&to=2026-01-01", "Export at most 366 days at once"],
    ];
    for (const [query, error] of cases) {
      const asked = Object.fromEntries(new URLSearchParams(query));
      for (const kind of ["orders", "gstr1"]) {
        const job = await shop.call("POST", "/api/admin/exports", admin.headers, { kind, ...asked });
        expect(job.status, `${kind} ${query}`).toBe(400);
        expect(await job.json()).toEqual({ success: false, error });
      }
    }
    expect((await shop.call("POST", "/api/admin/exports", (await shop.shopper()).headers, { kind: "gstr1", from: today, to: today })).status).toBe(403);
  });
});
