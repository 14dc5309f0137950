// The products CSV round trip in Chromium against the shop as `npm start` runs it: the export
// is written in the background and downloads from its link, a file edited with one bad row previews every change and
// names the bad row by its line (highlighted, Apply held back), the fixed file applies all its
// rows, and the original file puts the catalogue back. Photographed at both sizes.
import Papa from "papaparse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { adminSession, shopCall, type Session } from "../support/shop-api.js";
import { exportInBrowser, PRODUCTS_EXPORT } from "../support/export-download.js";

async function adminPage(context: BrowserContext, admin: Session): Promise<Page> {
  const page = await signInBrowser(context, admin);
  await page.goto("/admin/exports");
  return page;
}

/** The export as the browser saved it (written in the background, then from its Download link): the file name and its rows. */
const exportProducts = (page: Page) => exportInBrowser(page, PRODUCTS_EXPORT);

async function choose(page: Page, name: string, text: string) {
  const panel = page.getByRole("region", { name: "Products CSV" });
  await panel.getByLabel("Import a CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

/** The product as the admin reads it (past the shoppers' short-lived catalogue cache). */
async function product(admin: Session, id: string): Promise<Product> {
  return (await shopCall<{ data: Product }>("GET", `/products/${id}`, { token: admin.token })).body.data;
}

describe.skipIf(!inject("chromium"))("products CSV import", () => {
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["desktop", "phone"] as ViewportName[]) {
    it(`previews changes and names the bad row by its line, then applies all or nothing (${viewport})`, async () => {
      const context = await openContext(browser, viewport, { acceptDownloads: true });
      try {
        const page = await adminPage(context, admin);
        const errors = collectPageErrors(page);
        const original = await exportProducts(page);
        expect(original.name).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
        expect(original.fields.slice(0, 3)).toEqual(["id", "name", "price"]);
        expect(original.fields.some((field) => field.startsWith("stock:"))).toBe(true);

        // Two edits: one price lowered (line 2), one price that is not a number (line 4).
        const [first, , third] = original.rows;
        const newPrice = String(Number(first!.price) - 100);
        const edited = original.rows.map((row) => (row === first ? { ...row, price: newPrice } : row === third ? { ...row, price: "twelve hundred" } : row));
        await choose(page, "products-edited.csv", Papa.unparse({ fields: original.fields, data: edited.map((row) => original.fields.map((field) => row[field] ?? "")) }));

        const panel = page.getByRole("region", { name: "Products CSV" });
        const table = panel.getByRole("table");
        await table.waitFor();
        const bad = table.locator('tr[data-line="4"]');
        expect(await bad.getAttribute("class")).toBe("is-error");
        expect(await bad.innerText()).toContain(third!.name);
        expect((await bad.locator(".import-preview__errors").innerText()).length).toBeGreaterThan(0);
        const good = table.locator('tr[data-line="2"]');
        expect(await good.innerText()).toContain(`price: ${first!.price} → ${newPrice}`);
        expect(await panel.getByRole("alert").innerText()).toBe("1 row has errors. Fix it in the file and choose it again; nothing has been written.");
        expect(await panel.getByRole("button", { name: /^Apply/ }).isDisabled()).toBe(true);
        await bad.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, "admin-import-preview-error", viewport);
        // Nothing was written by the preview.
        expect((await product(admin, first!.id!)).price).toBe(Number(first!.price));

        // The fixed file: one change, applied.
        const fixed = original.rows.map((row) => (row === first ? { ...row, price: newPrice } : row));
        await choose(page, "products-fixed.csv", Papa.unparse({ fields: original.fields, data: fixed.map((row) => original.fields.map((field) => row[field] ?? "")) }));
        await panel.getByRole("button", { name: "Apply 1 change" }).click();
        await expect.poll(() => panel.getByRole("status").innerText()).toBe("Imported products-fixed.csv: 1 product updated.");
        expect((await product(admin, first!.id!)).price).toBe(Number(newPrice));

        // The original export puts it back.
        await choose(page, original.name, original.text);
        await panel.getByRole("button", { name: "Apply 1 change" }).click();
        await expect.poll(() => panel.getByRole("status").innerText()).toContain("1 product updated.");
        expect((await product(admin, first!.id!)).price).toBe(Number(first!.price));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
