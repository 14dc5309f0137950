// The admin's exports in Chromium against the shop as `npm start` runs it: today's paid order
// lines are written in the background (a progress bar, then a Download link from the local S3) as
// a CSV that parses with the server's columns; the GSTR-1 B2C summary and the products CSV are
// started and downloaded the same way, each listed under its own label; and a range that ends
// before it starts is refused in the server's words with nothing saved. Photographed on a phone
// and a desktop, the three kinds listed.
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { B2CS_COLUMNS, ORDER_LINE_COLUMNS } from "../../functions/orders/accounts-export.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { adminSession, buyAndPay, catalogue, newShopper, shopCall, type Session } from "../support/shop-api.js";
import { exportInBrowser, PRODUCTS_EXPORT } from "../support/export-download.js";

const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

describe.skipIf(!inject("chromium"))("orders for the accountant", () => {
  let browser: Browser;
  let admin: Session;
  let lines = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    // Other files sell from the same catalogue at the same time: two products, each with a size
    // that has pieces to spare beyond what this order takes.
    const products = await catalogue();
    const roomySize = (product: Product, quantity: number) => product.sizes.find((size) => (product.stockBySize?.[size] ?? 0) >= quantity + 2);
    const [first, second] = products.filter((product) => product.isActive && product.buyAs !== "custom" && !product.customMade && roomySize(product, 2));
    const buyer = await newShopper("Gauri Kulkarni");
    const { order } = await buyAndPay(buyer, [
      { product: first!, quantity: 1, size: roomySize(first!, 1)! },
      { product: second!, quantity: 2, size: roomySize(second!, 2)! },
    ]);
    lines = order.orderItems.length;
    // The export reads issued invoices; the outbox issues one shortly after the payment.
    const invoiced = async () => (await shopCall<{ data?: { invoice: unknown } }>("GET", `/orders/${order._id}/documents`, { token: buyer.token })).body.data?.invoice ?? null;
    await vi.waitFor(
      async () => {
        if (!(await invoiced())) throw new Error(`No invoice was issued for order ${order._id} yet`);
      },
      { timeout: 30_000, interval: 500 },
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`writes today's order lines, the GSTR-1 summary and the products in the background and downloads them, and refuses a backwards range (${viewport})`, async () => {
      const context = await openContext(browser, viewport, { acceptDownloads: true });
      try {
        const page = await signInBrowser(context, admin);
        const errors = collectPageErrors(page);
        await page.goto("/admin/exports");
        const panel = page.getByRole("region", { name: "Orders for the accountant" });
        const today = indiaToday();
        await panel.getByLabel("From").fill(today);
        await panel.getByLabel("To").fill(today);

        await panel.getByRole("button", { name: "Orders CSV" }).click();
        const fileName = `orders-${today}-to-${today}.csv`;
        expect(await panel.getByRole("status").innerText()).toBe(`Preparing ${fileName}: its Download link appears below when it is ready.`);
        const job = panel.getByRole("listitem").filter({ hasText: fileName }).first();
        await job.getByRole("link", { name: "Download" }).waitFor();
        await saveScreenshot(page, "admin-orders-export-ready", viewport);
        const [file] = await Promise.all([page.waitForEvent("download"), job.getByRole("link", { name: "Download" }).click()]);
        const orders = { name: file.suggestedFilename(), parsed: Papa.parse<Record<string, string>>((await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }) };
        expect(orders.name).toBe(fileName);
        expect(orders.parsed.meta.fields).toEqual([...ORDER_LINE_COLUMNS]);
        expect(orders.parsed.data.length).toBeGreaterThanOrEqual(lines);
        expect(orders.parsed.errors).toEqual([]);

        const gstr1 = await exportInBrowser(page, { panel: "Orders for the accountant", button: "GSTR-1 B2C summary", list: "Recent exports" });
        expect(gstr1.name).toBe(`gstr1-b2cs-${today}-to-${today}.csv`);
        expect(gstr1.fields).toEqual([...B2CS_COLUMNS]);
        expect(gstr1.rows.length).toBeGreaterThanOrEqual(1);
        expect(gstr1.errors).toEqual([]);
        const products = await exportInBrowser(page, PRODUCTS_EXPORT);
        expect(products.name).toBe(`products-${today}.csv`);
        expect(products.fields.slice(0, 3)).toEqual(["id", "name", "price"]);
        expect(products.rows.length).toBeGreaterThanOrEqual(1);

        // Each kind under its own label: the accountant's two in her panel, the catalogue's in its own.
        const labels = async (list: string) => page.getByRole("region", { name: list }).getByRole("listitem").locator(".export-job__kind").allInnerTexts();
        expect(new Set(await labels("Recent exports"))).toEqual(new Set(["Orders CSV", "GSTR-1 B2C summary"]));
        expect(new Set(await labels("Recent product exports"))).toEqual(new Set(["Products CSV"]));
        await saveScreenshot(page, "admin-orders-export", viewport, { fullPage: true });

        // Backwards: the server says why, and no file is offered.
        let offered = false;
        page.on("download", () => (offered = true));
        await panel.getByLabel("From").fill(today);
        await panel.getByLabel("To").fill("2020-01-01");
        await panel.getByRole("button", { name: "Orders CSV" }).click();
        const refusal = await panel.getByRole("alert").innerText();
        expect(refusal.length).toBeGreaterThan(0);
        expect(refusal).not.toContain("could not be downloaded");
        expect(offered).toBe(false);
        expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
