// Made to measure in the products CSV (issue 26), in Chromium at phone size: the export carries a
// custom product's four columns, an edited row switching its fabric stock off while size Custom
// has pieces is named by its line, and once Custom is counted to 0 the preview shows the options
// cell line by line and Apply saves it.
import { randomBytes } from "node:crypto";
import Papa from "papaparse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signInBrowser } from "../support/browser.js";
import { adminSession, shopCall, type Session } from "../support/shop-api.js";
import { exportInBrowser, PRODUCTS_EXPORT } from "../support/export-download.js";

const tag = randomBytes(3).toString("hex");

const exportProducts = (page: Page) => exportInBrowser(page, PRODUCTS_EXPORT);

async function choose(page: Page, fields: string[], row: Record<string, string>) {
  const csv = Papa.unparse({ fields, data: [fields.map((field) => row[field] ?? "")] });
  await page.getByRole("region", { name: "Products CSV" }).getByLabel("Import a CSV file").setInputFiles({ name: "blouse.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
}

describe.skipIf(!inject("chromium"))("made to measure in the products CSV", () => {
  let browser: Browser;
  let admin: Session;
  let blouse: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    // Hidden from shoppers, so the other tests' catalogue is untouched.
    const made = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: {
        name: `Brocade Blouse ${tag}`,
        description: "Banarasi brocade, stitched to measure.",
        category: "clothing",
        subcategory: "Dress",
        price: 1800,
        isActive: false,
        sizes: ["S", "M", "Custom"],
        stockBySize: { S: 1, M: 1, Custom: 2 },
        buyAs: "both",
        customStock: "fabric",
        leadTimeDays: { min: 12, max: 15 },
        customOptions: [
          { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck"] },
          { id: "padding", label: "Padding", price: 150 },
        ],
      },
    });
    expect(made.status).toBe(201);
    blouse = made.body.data;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("names the row that would drop Custom's pieces, then previews the options line by line and applies them", async () => {
    const context = await openContext(browser, "phone", { acceptDownloads: true });
    try {
      const page = await signInBrowser(context, admin);
      await page.goto("/admin/exports");
      const errors = collectPageErrors(page);
      const { fields, rows } = await exportProducts(page);
      const row = rows.find((entry) => entry.id === blouse.id)!;
      expect(row).toMatchObject({ buyAs: "both", customStock: "fabric", leadTimeDays: "12-15 days", customOptions: "Blouse neck | 0 | Round neck, Boat neck\nPadding | 150", "stock:Custom": "2" });

      const panel = page.getByRole("region", { name: "Products CSV" });
      const options = "Blouse neck | 0 | Round neck, Boat neck, V neck\nPadding | 175\nLatkan | 90";
      await choose(page, fields, { ...row, customStock: "none", customOptions: options });
      const bad = panel.getByRole("table").locator('tr[data-line="2"]');
      await bad.waitFor();
      expect(await bad.getAttribute("class")).toBe("is-error");
      expect(await bad.locator(".import-preview__errors").innerText()).toBe(
        "Custom pieces cannot stop using the fabric's stock while size Custom has 2 pieces: set its count to 0 first, or move them to another size.",
      );
      expect(await panel.getByRole("alert").innerText()).toBe("1 row has errors. Fix it in the file and choose it again; nothing has been written.");
      expect(await panel.getByRole("button", { name: /^Apply/ }).count()).toBe(0);
      await bad.scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-import-custom-fit-error", "phone");

      await choose(page, fields, { ...row, customStock: "none", customOptions: options, "stock:Custom": "0" });
      const changes = panel.getByRole("table").locator('tr[data-line="2"] .import-preview__changes');
      await changes.getByText("customOptions").waitFor();
      // The cell's three lines show as three lines.
      expect(await changes.locator("li", { hasText: "customOptions" }).locator("ins").innerText()).toBe(options);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await changes.scrollIntoViewIfNeeded();
      await saveScreenshot(page, "admin-import-custom-fit-preview", "phone");
      await panel.getByRole("button", { name: "Apply 1 change" }).click();
      await expect.poll(() => panel.getByRole("status").innerText()).toBe("Imported blouse.csv: 1 product updated.");

      const saved = (await shopCall<{ data: Product }>("GET", `/products/${blouse.id}`, { token: admin.token })).body.data;
      expect(saved).toMatchObject({ customStock: "none", sizes: ["S", "M"], stock: 2 });
      expect(saved.customOptions).toEqual([
        { id: "blouse-neck", label: "Blouse neck", price: 0, choices: ["Round neck", "Boat neck", "V neck"] },
        { id: "padding", label: "Padding", price: 175 },
        { id: "latkan", label: "Latkan", price: 90 },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
