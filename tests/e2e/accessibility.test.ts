// axe-core in Chromium on every shopper and admin screen, at phone and desktop size: no violation
// of impact serious or critical (each one is printed with rule, impact, element and help). And the
// keyboard alone opens the cart, fills the checkout form and closes both, with focus back on the
// button that opened them.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { launchBrowser, openContext, type ViewportName } from "../support/browser.js";
import { axeViolations, describeViolations, seriousViolations, withAxe } from "../support/axe.js";
import { adminSession, buyAndPay, newShopper, type Session, type Shopper, productsToBuy } from "../support/shop-api.js";
import { orderNumber } from "../../shared/order-number.js";

const POLICY_PATHS = ["faq", "shipping-policy", "return-exchange-policy", "cancellation-policy", "privacy-policy", "terms-of-service"];

/**
 * Fails with one line per offending element when axe finds anything serious or critical. Soft, so
 * a screen's modal is still checked (and reported) when the page under it failed.
 */
async function expectAccessible(page: Page, screen: string) {
  await page.waitForLoadState("networkidle");
  const violations = await seriousViolations(page);
  expect.soft(violations.map((v) => v.id), `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

/** A browser profile with axe in every page, signed in as `session` when given. */
async function profile(browser: Browser, viewport: ViewportName, session?: Session): Promise<BrowserContext> {
  const context = await openContext(browser, viewport);
  await withAxe(context);
  if (session) {
    await context.addInitScript(({ token, user }) => {
      // Only before the first load: logging out in a test must stick.
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
    }, session);
  }
  return context;
}

/** Presses Tab until `target` has the focus (at most `limit` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe.skipIf(!inject("chromium"))("accessibility", () => {
  let browser: Browser;
  let products: Product[];
  let shopper: Shopper;
  let admin: Session;
  let order: Order;

  beforeAll(async () => {
    browser = await launchBrowser();
    products = (await productsToBuy()).filter((p) => p.stock > 3);
    shopper = await newShopper("Kavya Nair");
    admin = await adminSession();
    ({ order } = await buyAndPay(shopper, [{ product: products[0]!, quantity: 1 }]));
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["phone", "desktop"] as const satisfies readonly ViewportName[]) {
    describe(`shopper screens, ${viewport}`, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await profile(browser, viewport);
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it("home", async () => {
        await page.goto("/");
        await page.getByRole("heading", { name: "Featured Products" }).waitFor();
        await expectAccessible(page, "home");
      });

      it("listing, and with the filter modal open", async () => {
        await page.goto("/saree");
        await page.getByRole("heading", { level: 1, name: "Sarees" }).waitFor();
        await expectAccessible(page, "listing");
        // Moderate in axe, but a screen reader's list of headings should not jump from h1 to h3.
        expect((await axeViolations(page)).filter((v) => v.id === "heading-order").map((v) => describeViolations([v]))).toEqual([]);
        await page.getByRole("button", { name: /^Filter/ }).click();
        await page.getByRole("dialog", { name: "Filter" }).waitFor();
        await expectAccessible(page, "filter modal");
        await page.keyboard.press("Escape");
      });

      it("product page", async () => {
        const product = products.find((p) => p.images.length > 1) ?? products[0]!;
        await page.goto(`/product/${product._id}`);
        await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
        await expectAccessible(page, "product page");
      });

      it("cart and wishlist panels", async () => {
        for (const product of products.slice(0, 2)) {
          await page.goto(`/product/${product._id}`);
          await page.getByRole("button", { name: "Add to Cart" }).click();
          await page.getByRole("button", { name: "Add to Wishlist" }).click();
        }
        await page.getByRole("button", { name: /^Cart,/ }).click();
        await page.getByRole("dialog", { name: "Your Cart" }).waitFor();
        await expectAccessible(page, "cart panel");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: /^Wishlist,/ }).click();
        await page.getByRole("dialog", { name: "Your Wishlist" }).waitFor();
        await expectAccessible(page, "wishlist panel");
        await page.keyboard.press("Escape");
      });

      it("register and login, also showing their errors", async () => {
        await page.goto("/register");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(page, "register");
        await page.getByRole("button", { name: "Register" }).click();
        await page.getByText("Name is required").waitFor();
        await expectAccessible(page, "register with errors");
        await page.goto("/login");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(page, "login");
        await page.getByLabel("Email").fill(shopper.email);
        await page.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
        await page.getByRole("button", { name: "Login", exact: true }).click();
        await page.getByRole("alert").first().waitFor();
        await expectAccessible(page, "login refused");
      });

      for (const policy of POLICY_PATHS) {
        it(`policy page ${policy}`, async () => {
          await page.goto(`/components/${policy}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          await expectAccessible(page, `policy ${policy}`);
        });
      }

      it(viewport === "phone" ? "the mobile menu" : "the header's category menu", async () => {
        await page.goto("/");
        await page.getByRole("heading", { name: "Featured Products" }).waitFor();
        if (viewport === "phone") {
          await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("dialog", { name: "Menu" }).waitFor();
          await expectAccessible(page, "mobile menu");
          await page.keyboard.press("Escape");
        } else {
          await page.getByRole("button", { name: "Sarees" }).click();
          await expectAccessible(page, "category menu");
          await page.keyboard.press("Escape");
        }
      });

      it("not-found page", async () => {
        await page.goto("/no-such-page");
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectAccessible(page, "not found");
      });

      it("footer pop-up", async () => {
        await page.goto("/");
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        await footer.getByRole("button", { name: "Cancellation Policy" }).click();
        await page.getByRole("dialog", { name: "Cancellation Policy" }).waitFor();
        await expectAccessible(page, "footer pop-up");
        await page.keyboard.press("Escape");
      });
    });

    describe(`signed-in shopper screens, ${viewport}`, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await profile(browser, viewport, shopper);
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it("checkout form", async () => {
        await page.goto(`/product/${products[1]!._id}`);
        await page.getByRole("button", { name: "Add to Cart" }).click();
        await page.getByRole("button", { name: /^Cart,/ }).click();
        await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
        const checkout = page.getByRole("dialog", { name: "Checkout" });
        await checkout.waitFor();
        await expectAccessible(page, "checkout form");
        await checkout.getByLabel("Name", { exact: true }).fill("");
        await checkout.getByRole("button", { name: /^Pay / }).click();
        await checkout.getByText("Name is required").waitFor();
        await expectAccessible(page, "checkout form with errors");
        await page.keyboard.press("Escape");
      });

      it("profile", async () => {
        await page.goto("/profile");
        await page.getByRole("button", { name: "Edit profile" }).waitFor();
        await expectAccessible(page, "profile");
        await page.getByRole("button", { name: "Edit profile" }).click();
        await expectAccessible(page, "profile being edited");
      });

      it("My Orders and the order details modal", async () => {
        const short = `${orderNumber(order._id)}`;
        await page.goto("/profile?tab=orders");
        await page.getByRole("button", { name: `View details of order ${short}` }).waitFor();
        await expectAccessible(page, "My Orders");
        await page.getByRole("button", { name: `View details of order ${short}` }).click();
        const details = page.getByRole("dialog", { name: `Order ${short}` });
        await details.waitFor();
        // The invoice follows the payment through the outbox: the details are checked once it shows.
        await details.getByRole("button", { name: /Download/ }).waitFor({ timeout: 20_000 });
        await expectAccessible(page, "order details");
        await page.keyboard.press("Escape");
      });
    });

    describe(`admin screens, ${viewport}`, () => {
      let context: BrowserContext;
      let page: Page;

      beforeAll(async () => {
        context = await profile(browser, viewport);
        page = await context.newPage();
      });
      afterAll(async () => {
        await context?.close();
      });

      it("admin login", async () => {
        await page.goto("/admin-login");
        await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
        await expectAccessible(page, "admin login");
        // Signed in from here on, as the login page would leave it.
        await page.evaluate(({ token, user }) => {
          localStorage.setItem("token", token);
          localStorage.setItem("user", JSON.stringify(user));
        }, admin);
      });

      it("dashboard, and its menu on a phone", async () => {
        await page.goto("/admin");
        await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
        await page.locator(".sales-chart canvas").waitFor();
        await expectAccessible(page, "dashboard");
        if (viewport === "phone") {
          await page.getByRole("button", { name: "Open menu" }).click();
          await page.getByRole("button", { name: "Close menu" }).waitFor();
          await expectAccessible(page, "admin menu");
        }
      });

      it("products, with the add and edit modals", async () => {
        await page.goto("/admin/products");
        await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
        await page.getByRole("button", { name: `Edit ${products[0]!.name}` }).first().waitFor();
        await expectAccessible(page, "admin products");
        await page.getByRole("button", { name: "Add Product" }).click();
        await page.getByRole("dialog", { name: "Add New Product" }).waitFor();
        await expectAccessible(page, "add product modal");
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: `Edit ${products[0]!.name}` }).first().click();
        await page.getByRole("dialog", { name: /Edit Product/ }).waitFor();
        await expectAccessible(page, "edit product modal");
        await page.keyboard.press("Escape");
      });

      it("subcategories, with its modal", async () => {
        await page.goto("/admin/subcategories");
        await page.getByRole("heading", { level: 1, name: "Subcategories" }).waitFor();
        await expectAccessible(page, "admin subcategories");
        await page.getByRole("button", { name: "Add Subcategory" }).click();
        await page.getByRole("dialog", { name: "Add Subcategory" }).waitFor();
        await expectAccessible(page, "subcategory modal");
        await page.keyboard.press("Escape");
      });

      it("users, with the edit modal", async () => {
        await page.goto("/admin/users");
        await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
        const edit = page.getByRole("button", { name: `Edit ${shopper.user.name}` }).first();
        await edit.waitFor();
        await expectAccessible(page, "admin users");
        await edit.click();
        await page.getByRole("dialog", { name: "Edit user" }).waitFor();
        await expectAccessible(page, "edit user modal");
        await page.keyboard.press("Escape");
      });

      it("orders, with the detail modal", async () => {
        await page.goto("/admin/orders");
        await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
        const view = page.getByRole("button", { name: `View order ${orderNumber(order._id)}` }).first();
        await view.waitFor();
        await expectAccessible(page, "admin orders");
        await view.click();
        await page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` }).waitFor();
        await expectAccessible(page, "order detail modal");
        await page.keyboard.press("Escape");
      });

      it("payments, with its details modal", async () => {
        await page.goto("/admin/payments");
        await page.getByRole("heading", { level: 1, name: "Payments" }).waitFor();
        const details = page.getByRole("button", { name: /^Details of payment/ }).first();
        await details.waitFor();
        await expectAccessible(page, "admin payments");
        await details.click();
        await page.getByRole("dialog", { name: "Payment details" }).waitFor();
        await expectAccessible(page, "payment details modal");
        await page.keyboard.press("Escape");
      });

      it("discount codes, with its form", async () => {
        await page.goto("/admin/discounts");
        await page.getByRole("heading", { level: 1, name: "Discount codes" }).waitFor();
        await page.getByRole("button", { name: "New code" }).click();
        await page.getByRole("dialog", { name: "New discount code" }).waitFor();
        await expectAccessible(page, "discount code form");
        await page.keyboard.press("Escape");
        await expectAccessible(page, "admin discount codes");
      });

      it("exports, with an import preview naming a bad row", async () => {
        await page.goto("/admin/exports");
        await page.getByRole("heading", { level: 1, name: "Exports and imports" }).waitFor();
        await expectAccessible(page, "admin exports");
        const csv = `id,name,price\r\n${products[0]!._id},${products[0]!.name},not a price\r\n`;
        await page.getByLabel("Import a CSV file").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
        await page.getByRole("table").waitFor();
        await expectAccessible(page, "import preview");
      });
    });
  }

  describe("keyboard alone", () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await profile(browser, "desktop", shopper);
      page = await context.newPage();
      await page.goto(`/product/${products[2]!._id}`);
      await page.getByRole("button", { name: "Add to Cart" }).click();
      // A tap before the app has the page is held and given to it: wait until it says so, or the
      // next address would leave before the cart has the piece.
      await page.getByText(`${products[2]!.name} added to cart!`).waitFor();
      await page.goto("/");
      await page.getByRole("heading", { name: "Featured Products" }).waitFor();
    });
    afterAll(async () => {
      await context?.close();
    });

    const cartButton = () => page.getByRole("button", { name: /^Cart,/ });

    it("opens and closes the cart, focus returning to the cart button", async () => {
      await page.locator("body").focus();
      await tabTo(page, cartButton());
      await page.keyboard.press("Enter");
      const cart = page.getByRole("dialog", { name: "Your Cart" });
      await cart.waitFor();
      expect(await cart.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await cart.waitFor({ state: "detached" });
      expect(await cartButton().evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it("opens the checkout from the cart, fills it, closes it, focus back on the cart button", async () => {
      await tabTo(page, cartButton());
      await page.keyboard.press("Enter");
      await page.getByRole("dialog", { name: "Your Cart" }).waitFor();
      await tabTo(page, page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout", exact: true }));
      await page.keyboard.press("Enter");
      const checkout = page.getByRole("dialog", { name: "Checkout" });
      await checkout.waitFor();

      const values: Record<string, string> = {
        Name: "Kavya Nair",
        Email: "kavya@example.in",
        Phone: "9876501234",
        Address: "12 Lake View Road, Kadavanthra",
        City: "Kochi",
        Pincode: "682020",
      };
      for (const [label, value] of Object.entries(values)) {
        await tabTo(page, checkout.getByLabel(label, { exact: true }));
        await page.keyboard.press("ControlOrMeta+A");
        await page.keyboard.type(value);
      }
      const state = checkout.getByLabel("State", { exact: true });
      await tabTo(page, state);
      await page.keyboard.type("Kerala");
      for (const [label, value] of Object.entries(values)) expect(await checkout.getByLabel(label, { exact: true }).inputValue(), label).toBe(value);
      expect(await state.inputValue()).toBe("Kerala");

      await page.keyboard.press("Escape");
      await checkout.waitFor({ state: "detached" });
      expect(await cartButton().evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});
