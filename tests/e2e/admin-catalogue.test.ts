// The admin's catalogue screens in Chromium against the shop as `npm start` runs it: an admin
// adds a product (the storefront lists it), edits it, bulk-deletes two; creates, edits and
// bulk-deletes subcategories; every screen and form photographed at phone and desktop sizes.
// Everything made here is named with this run's tag and removed again, so the seeded catalogue
// the storefront tests read is left as it was.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Product } from "../../shared/schemas/product-record.js";
import type { Subcategory } from "../../shared/schemas/subcategory-record.js";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, launchBrowser, saveScreenshot, signedInContext } from "../support/browser.js";
import { photographAdminScreen } from "../support/phone-fit.js";
import { adminSession, shopCall } from "../support/shop-api.js";

const tag = randomBytes(3).toString("hex");

/**
 * What the browser logged, less what these tests provoke on purpose: a stale save's 409, and the
 * made-up images.example.in picture, which cannot resolve offline.
 */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/^Failed to load resource: (the server responded with a status of 409|net::ERR_NAME_NOT_RESOLVED)/.test(error));

const productRow = (page: Page, name: string) => page.locator("tbody tr", { has: page.getByRole("checkbox", { name: `Select ${name}` }) });

describe.skipIf(!inject("chromium"))("admin catalogue", () => {
  let browser: Browser;
  let session: { token: string; user: User };

  beforeAll(async () => {
    browser = await launchBrowser();
    session = await adminSession();
  });
  afterAll(async () => {
    // Whatever a failed test left behind goes, so the next files see the seeded shop.
    const products = await shopCall<{ data: Product[] }>("GET", `/products?limit=1000&search=${tag}`, { token: session.token });
    for (const product of products.body.data ?? []) await shopCall("DELETE", `/products/${product._id}`, { token: session.token });
    const subcategories = await shopCall<{ data: Subcategory[] }>("GET", "/subcategories", { token: session.token });
    for (const s of (subcategories.body.data ?? []).filter((s) => s.name.includes(tag))) await shopCall("DELETE", `/subcategories/${s._id}`, { token: session.token });
    await browser?.close();
  });

  describe("products", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const name = `Mulmul Anarkali ${tag}`;

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", session);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    it("lists the catalogue, inactive products included", async () => {
      await page.goto("/admin/products");
      await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
      await page.getByText(/\d+ products in the catalogue/).waitFor();
      // The seed keeps an inactive product for this screen; shoppers never see it.
      await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(10);
      await photographAdminScreen(page, "products", "desktop", { fingertips: true });
      expect(unexpected(errors)).toEqual([]);
    });

    it("adds a product that the storefront then lists", async () => {
      await page.getByRole("button", { name: "Add Product" }).click();
      const form = page.getByRole("dialog", { name: "Add New Product" });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Subcategory").selectOption("Dress");
      await form.getByLabel(/^Price \(₹\)/).fill("1899.50");
      await form.getByLabel("Original price (₹)").fill("2499");
      // The percent off follows the prices; nobody types it.
      await form.getByRole("status", { name: "Discount" }).getByText("24% off").waitFor();
      // One stock field per size, labelled with it; the form adds them up.
      for (const [size, pieces] of [["XS", "1"], ["S", "2"], ["M", "2"], ["L", "1"], ["XL", "1"]]) await form.getByLabel(`Stock for size ${size}`).fill(pieces!);
      await form.getByText("Total in stock: 7 pieces").waitFor();
      await form.getByLabel("Description").fill("Soft mulmul cotton with hand block prints, for long summer days.");
      await form.getByLabel("Material").selectOption("Cotton");
      await form.getByLabel("Fabric").selectOption("Cotton");
      await form.getByLabel("Pattern").selectOption("Printed");
      await form.getByLabel("Color").selectOption("Blue");
      await form.getByLabel("Occasion").selectOption("Casual");
      await form.getByLabel("Sleeve").selectOption("Half Sleeve");
      // Sizes and tags are typed beside their lists: no prompt box (a dialog would fail the test).
      const boxes: string[] = [];
      page.on("dialog", (dialog) => {
        boxes.push(dialog.type());
        void dialog.dismiss();
      });
      await form.getByLabel("New size").fill("XXL");
      await form.getByRole("button", { name: "Add Size" }).click();
      // The new size brings its own stock field.
      await form.getByLabel("Stock for size XXL").fill("0");
      await form.getByLabel("New tag").fill("summer");
      await form.getByLabel("New tag").press("Enter");
      await expect.poll(() => form.getByRole("list", { name: "Tags" }).textContent()).toBe("summer");
      expect(boxes).toEqual([]);
      // A picture the shop serves: any product's with one (another file's newest product may have none).
      const seeded = (await shopCall<{ data: Product[] }>("GET", "/products?limit=100")).body.data.find((product) => product.images[0])!.images[0]!;
      // The second address cannot be reached offline: its preview says so instead of a broken picture.
      await form.getByLabel(/^Image URLs/).fill(`${seeded}\n\nimages.example.in/anarkali-back.jpg\nftp://old.example.in/x.jpg`);
      const previews = form.getByRole("list", { name: "Image previews" });
      await previews.getByRole("img", { name: "Preview of image 1" }).waitFor();
      await previews.getByText("Line 4: must be a web address starting with http:// or https://").waitFor();
      await previews.getByText("Line 3: the picture did not load; check the address.").waitFor();
      await previews.evaluate((list) => list.scrollIntoView({ block: "end" }));
      await saveScreenshot(page, "admin-product-form-images", "desktop");
      await form.locator(".modal__body").evaluate((body) => body.scrollTo(0, 0));
      await saveScreenshot(page, "admin-product-form", "desktop");
      await form.getByRole("button", { name: "Add Product" }).click();
      await form.getByText("Line 4 (ftp://old.example.in/x.jpg) must be a web address starting with http:// or https://").waitFor();
      await form.getByLabel(/^Image URLs/).fill(`${seeded}\nimages.example.in/anarkali-back.jpg`);
      await form.getByRole("button", { name: "Add Product" }).click();
      await page.getByText("Product added successfully!").waitFor();
      await productRow(page, name).waitFor();
      await expect.poll(() => productRow(page, name).textContent()).toContain(formatRupees(1899.5));

      const stored = (await shopCall<{ data: Product[] }>("GET", `/products?search=${encodeURIComponent(name)}`, { token: session.token })).body.data[0]!;
      expect(stored).toMatchObject({ name, subcategory: "Dress", price: 1899.5, originalPrice: 2499, discount: 24, stock: 7, material: "Cotton", sleeve_type: "Half Sleeve", tags: ["summer"] });
      expect(stored.stockBySize).toEqual({ XS: 1, S: 2, M: 2, L: 1, XL: 1, XXL: 0 });
      expect(stored.sizes).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
      expect(stored.size_guide).toHaveLength(5);
      expect(stored.images).toEqual([seeded, "https://images.example.in/anarkali-back.jpg"]);

      const shop = await context.newPage();
      await shop.goto("/dress");
      await shop.locator("main article h3", { hasText: name }).waitFor();
      await shop.close();
    });

    it("edits the product, and the shop shows the new price", async () => {
      await productRow(page, name).getByRole("button", { name: `Edit ${name}` }).click();
      const form = page.getByRole("dialog", { name: /Edit Product/ });
      expect(await form.getByLabel(/^Price \(₹\)/).inputValue()).toBe("1899.5");
      await form.getByLabel(/^Price \(₹\)/).fill("1749");
      expect(await form.getByLabel("Stock for size S").inputValue()).toBe("2");
      await form.getByLabel("Stock for size XS").fill("0");
      await form.getByLabel("Stock for size M").fill("1");
      await form.getByLabel("Stock for size XL").fill("0");
      await form.getByText("Total in stock: 4 pieces").waitFor();
      await form.getByRole("checkbox", { name: "Featured" }).check();
      await form.getByRole("button", { name: "Update Product" }).click();
      await page.getByText("Product updated successfully!").waitFor();
      await expect.poll(() => productRow(page, name).textContent()).toContain(formatRupees(1749));
      expect(await productRow(page, name).textContent()).toContain("Featured");
      // Every size is at 2 or fewer now: the list says Low stock beside the total.
      expect(await productRow(page, name).getByRole("cell").nth(4).textContent()).toMatch(/^4\s*Low stockXS: sold out · S: 2 · M: 1 · L: 1 · XL: sold out · XXL: sold out$/);

      const stored = (await shopCall<{ data: Product[] }>("GET", `/products?search=${encodeURIComponent(name)}`, { token: session.token })).body.data[0]!;
      expect(stored).toMatchObject({ price: 1749, stock: 4, stockBySize: { XS: 0, S: 2, M: 1, L: 1, XL: 0, XXL: 0 }, isFeatured: true, tags: ["summer"] });
      const shop = await context.newPage();
      await shop.goto(`/product/${stored._id}`);
      await shop.getByRole("heading", { level: 1, name }).waitFor();
      await shop.getByText(formatRupees(1749)).first().waitFor();
      await shop.close();
    });

    it("says what a refused save needs, and keeps the form", async () => {
      await productRow(page, name).getByRole("button", { name: `Edit ${name}` }).click();
      const form = page.getByRole("dialog", { name: /Edit Product/ });
      // Another admin (here, the API) changes the product while this form is open.
      const stored = (await shopCall<{ data: Product[] }>("GET", `/products?search=${encodeURIComponent(name)}`, { token: session.token })).body.data[0]!;
      const changed = await shopCall("PUT", `/products/${stored._id}`, { body: { stock: 2 }, token: session.token });
      expect(changed.status).toBe(200);
      await form.getByLabel("Stock for size M").fill("9");
      await form.getByRole("button", { name: "Update Product" }).click();
      const alert = form.getByRole("alert");
      await alert.waitFor();
      expect(await alert.textContent()).toContain("Error saving product. Please try again.");
      expect(await alert.textContent()).toContain("changed after you opened it");
      await form.getByRole("button", { name: "Cancel" }).click();
    });

    it("bulk-deletes two selected products after confirmation", async () => {
      const second = `Chanderi Kurta Set ${tag}`;
      const created = await shopCall("POST", "/products", {
        token: session.token,
        body: {
          name: second,
          description: "Chanderi silk-cotton kurta with palazzo.",
          category: "clothing",
          subcategory: "Custom Made",
          price: 3299,
          stock: 4,
        },
      });
      expect(created.status).toBe(201);
      await page.getByRole("button", { name: "Refresh", exact: true }).click();
      await productRow(page, second).waitFor();

      // Nothing ticked: the bulk delete cannot be pressed, and the bar says why (issue 22).
      const bulkDelete = page.getByRole("button", { name: "Delete Selected" });
      await page.getByText("No products selected").waitFor();
      expect(await bulkDelete.isDisabled()).toBe(true);

      await page.getByRole("checkbox", { name: `Select ${name}` }).check();
      await page.getByRole("checkbox", { name: `Select ${second}` }).check();
      await page.getByText("2 selected").waitFor();
      expect(await bulkDelete.isEnabled()).toBe(true);
      await bulkDelete.click();
      const confirm = page.getByRole("dialog", { name: "Delete products" });
      expect(await confirm.textContent()).toContain("Are you sure you want to delete 2 selected products?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await page.getByText("2 products deleted successfully!").waitFor();
      expect(await productRow(page, name).count()).toBe(0);
      expect(await productRow(page, second).count()).toBe(0);

      const left = await shopCall<{ data: Product[] }>("GET", `/products?search=${tag}`, { token: session.token });
      expect(left.body.data).toEqual([]);
      const shop = await context.newPage();
      await shop.goto("/dress");
      await shop.locator("main article h3").first().waitFor();
      // The page rendered ahead follows the deletion within moments, the catalogue behind it at once.
      await expect.poll(() => shop.locator("main article h3", { hasText: name }).count()).toBe(0);
      await shop.close();
      expect(unexpected(errors)).toEqual([]);
    });
  });

  describe("subcategories", () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const first = `Kurta Sets ${tag}`;
    const second = `Dupattas ${tag}`;

    beforeAll(async () => {
      context = await signedInContext(browser, "desktop", session);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    const row = (name: string) => page.locator("tbody tr", { has: page.getByRole("checkbox", { name: `Select ${name}` }) });

    it("lists the subcategories with their status", async () => {
      await page.goto("/admin/subcategories");
      await row("Dress").waitFor();
      expect(await row("Lehenga").textContent()).toContain("Inactive");
      await photographAdminScreen(page, "subcategories", "desktop", { fingertips: true });
    });

    it("creates two subcategories and edits one", async () => {
      await page.getByRole("button", { name: "Add Subcategory" }).click();
      let form = page.getByRole("dialog", { name: "Add Subcategory" });
      await form.getByLabel("Name *").fill(first);
      await form.getByLabel("Description").fill("Kurta, pants and dupatta, matched.");
      await form.getByLabel("Sort order").fill("7");
      await saveScreenshot(page, "admin-subcategory-form", "desktop");
      await form.getByRole("button", { name: "Create Subcategory" }).click();
      await page.getByText("Subcategory created successfully!").waitFor();
      await row(first).waitFor();

      await page.getByRole("button", { name: "Add Subcategory" }).click();
      form = page.getByRole("dialog", { name: "Add Subcategory" });
      await form.getByLabel("Name *").fill(second);
      await form.getByLabel("Category *").selectOption("accessories");
      await form.getByLabel("Sort order").fill("");
      await form.getByRole("button", { name: "Create Subcategory" }).click();
      await page.getByText("Subcategory created successfully!").waitFor();
      await row(second).waitFor();
      expect(await row(second).textContent()).toContain("Accessories");

      // A name already taken in the category is refused with the server's reason.
      await page.getByRole("button", { name: "Add Subcategory" }).click();
      form = page.getByRole("dialog", { name: "Add Subcategory" });
      await form.getByLabel("Name *").fill(first.toUpperCase());
      await form.getByRole("button", { name: "Create Subcategory" }).click();
      await form.getByRole("alert").waitFor();
      expect(await form.getByRole("alert").textContent()).toBe("A subcategory with this name already exists in this category.");
      await form.getByRole("button", { name: "Cancel" }).click();

      await row(first).getByRole("button", { name: `Edit ${first}` }).click();
      form = page.getByRole("dialog", { name: "Edit Subcategory" });
      await form.getByLabel("Sort order").fill("9");
      await form.getByRole("checkbox", { name: /Active/ }).uncheck();
      await form.getByRole("button", { name: "Update Subcategory" }).click();
      await page.getByText("Subcategory updated successfully!").waitFor();
      await expect.poll(() => row(first).textContent()).toContain("Inactive");

      const all = (await shopCall<{ data: Subcategory[] }>("GET", "/subcategories", { token: session.token })).body.data;
      expect(all.find((s) => s.name === first)).toMatchObject({ category: "clothing", sortOrder: 9, isActive: false, description: "Kurta, pants and dupatta, matched." });
      expect(all.find((s) => s.name === second)).toMatchObject({ category: "accessories", sortOrder: 0, isActive: true });
    });

    it("filters by category and status", async () => {
      await page.getByLabel("Category", { exact: true }).selectOption("accessories");
      await row(second).waitFor();
      await expect.poll(() => row("Dress").count()).toBe(0);
      await page.getByLabel("Status").selectOption("inactive");
      await page.getByText("No subcategories found").waitFor();
      await page.getByRole("button", { name: "Clear Filters" }).click();
      await row("Dress").waitFor();
    });

    it("bulk-deletes, reporting a subcategory still used by products", async () => {
      // Nothing ticked: the bulk delete cannot be pressed, and the bar says why (issue 22).
      const bulkDelete = page.getByRole("button", { name: "Delete Selected" });
      await page.getByText("No subcategories selected").waitFor();
      expect(await bulkDelete.isDisabled()).toBe(true);

      await page.getByRole("checkbox", { name: `Select ${first}` }).check();
      await page.getByRole("checkbox", { name: `Select ${second}` }).check();
      await page.getByRole("checkbox", { name: "Select Dress" }).check();
      await page.getByText("3 selected").waitFor();
      expect(await bulkDelete.isEnabled()).toBe(true);
      await bulkDelete.click();
      const confirm = page.getByRole("dialog", { name: "Delete subcategories" });
      expect(await confirm.textContent()).toContain("Are you sure you want to delete 3 selected subcategories?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Error deleting subcategories" });
      await alert.waitFor();
      expect(await alert.textContent()).toContain("Error deleting subcategories: 2 of 3 deleted.");
      expect(await alert.textContent()).toMatch(/Dress: .*product/);
      await expect.poll(() => row(first).count()).toBe(0);
      expect(await row(second).count()).toBe(0);
      expect(await row("Dress").count()).toBe(1);
      expect(unexpected(errors)).toEqual([]);
    });
  });

  describe("on a phone", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await signedInContext(browser, "phone", session);
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it("fits the products screen and its form to the screen", async () => {
      await page.goto("/admin/products");
      await page.locator("tbody tr").nth(3).waitFor();
      await photographAdminScreen(page, "products", "phone", { fingertips: true });
      await page.getByRole("button", { name: "Add Product" }).click();
      const form = page.getByRole("dialog", { name: "Add New Product" });
      await form.getByLabel("Name").waitFor();
      await photographAdminScreen(page, "product-form", "phone", { fingertips: true });
      await form.getByRole("heading", { name: "Sizes and tags" }).scrollIntoViewIfNeeded();
      await form.getByRole("heading", { name: "Sizes and tags" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
      await photographAdminScreen(page, "product-form-sizes", "phone", { fingertips: true });
      await form.getByRole("button", { name: "Cancel" }).click();
    });

    it("fits the subcategories screen and its form to the screen", async () => {
      await page.goto("/admin/subcategories");
      await page.getByRole("checkbox", { name: "Select Dress" }).waitFor();
      await photographAdminScreen(page, "subcategories", "phone", { fingertips: true });
      await page.getByRole("button", { name: "Add Subcategory" }).click();
      await page.getByRole("dialog", { name: "Add Subcategory" }).getByLabel("Name *").waitFor();
      await photographAdminScreen(page, "subcategory-form", "phone", { fingertips: true });
    });
  });
});
