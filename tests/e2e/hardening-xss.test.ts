// Stored XSS in Chromium: an admin saves a product whose every text field holds a script payload,
// a shopper whose name and delivery address hold more buys it, and every screen that shows them
// (listing, product page, cart, wishlist, My Orders and its details, the admin's products table and
// edit form, orders and their details, users) shows the payload as literal text: no element was
// injected, no payload's script ran, no dialog opened. The walk runs twice: with the page's CSP,
// and with the CSP bypassed, so React's escaping is proven on its own and not hidden behind the
// policy. The policy is on every page and blocks an inline script. Image addresses that could run
// code are refused by the server.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { launchBrowser, openContext } from "../support/browser.js";
import { adminSession, buyAndPay, newShopper, SHIPPING_ADDRESS, shopCall, type Session, type Shopper } from "../support/shop-api.js";
import { orderNumber } from "../../shared/order-number.js";

const tag = `Xss${randomBytes(3).toString("hex")}`;

/** Each payload would set window.__xss (or open an alert) if it ever ran. */
const PAYLOAD = {
  name: `Chanderi ${tag} <img class=xss src=x onerror="window.__xss='name'"> {{7*7}} \${7*7}`,
  description: `Soft cotton.<script>window.__xss='description'</script>"><svg class=xss onload="window.__xss='svg'"></svg><iframe src="javascript:alert(1)"></iframe> {{constructor.constructor('alert(2)')()}} #{7*7}`,
  tags: [`"><svg class=xss onload=alert(3)>`, `<b class=xss>bold</b>`],
  material: `<img class=xss src=x onerror=window.__xss='material'>`,
  pattern: `'><script>alert(4)</script>`,
  color: `<a class=xss href="javascript:alert(5)">Red</a>`,
  occasion: `<style>body{display:none}</style>Festive`,
  fabric: `"onmouseover="window.__xss='fabric'`,
  wash_care: `<details class=xss open ontoggle=alert(6)>`,
  silhouette: `{{$on.constructor('alert(7)')()}}`,
  sleeve_type: `<svg/onload=alert(8)>`,
  neck_type: `<body onload=alert(9)>`,
  length: `<marquee class=xss>Long</marquee>`,
  brand: `<i class=xss>Rangrez</i>`,
  size: `<b class=xss>M</b>`,
  guide: `<img src=x>`,
};

const SHOPPER_NAME = `Meera <img class=xss src=x onerror="window.__xss='user'">`;
const ADDRESS = {
  ...SHIPPING_ADDRESS,
  name: `Meera <svg class=xss onload=alert(10)>`,
  address: `Flat 3, <script>window.__xss='address'</script> Lane`,
  city: `Pune<img class=xss src=x onerror=alert(11)>`,
};

/**
 * Elements a payload would have created, and any that carry an inline event handler. A rendered
 * page's data scripts (its JSON and JSON-LD, which hold the names as typed) are not code; one
 * counts only when a payload broke it open, so that it no longer parses.
 */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isData = (el: Element) => el instanceof HTMLScriptElement && (el.type === "application/json" || el.type === "application/ld+json");
    const parses = (el: Element) => {
      try {
        JSON.parse(el.textContent ?? "");
        return true;
      } catch {
        return false;
      }
    };
    return Array.from(document.querySelectorAll(".xss, iframe, script:not([src]), marquee, [onerror], [onload], [onmouseover], [ontoggle], a[href^='javascript']"))
      .filter((el) => !(isData(el) && parses(el)))
      .map((el) => el.outerHTML.slice(0, 120));
  });
}

interface Watch {
  dialogs: string[];
}

/** No payload ran, none became an element, and each expected text shows as typed. */
async function expectInert(page: Page, watch: Watch, screen: string, texts: readonly string[]) {
  for (const text of texts) await expect.poll(() => page.getByText(text, { exact: false }).count(), { message: `${screen} shows ${text}` }).toBeGreaterThan(0);
  expect(await injected(page), `${screen} has injected elements`).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null), `${screen} ran a payload`).toBeNull();
  expect(watch.dialogs, `${screen} opened a dialog`).toEqual([]);
}

/** The page's Content-Security-Policy: scripts from the shop and Razorpay only, no inline code. */
function expectPolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scripts = policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
  expect(scripts).toMatch(/^script-src 'self'/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
}

describe.skipIf(!inject("chromium"))("stored XSS", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let product: Product;
  let order: Order;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    const created = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: {
        name: PAYLOAD.name,
        description: PAYLOAD.description,
        price: 2499,
        category: "clothing",
        subcategory: "Dress",
        brand: PAYLOAD.brand,
        stock: 20,
        images: ["/images/catalogue/sample.svg"],
        tags: PAYLOAD.tags,
        material: PAYLOAD.material,
        pattern: PAYLOAD.pattern,
        color: PAYLOAD.color,
        occasion: PAYLOAD.occasion,
        fabric: PAYLOAD.fabric,
        wash_care: PAYLOAD.wash_care,
        silhouette: PAYLOAD.silhouette,
        sleeve_type: PAYLOAD.sleeve_type,
        neck_type: PAYLOAD.neck_type,
        length: PAYLOAD.length,
        sizes: [PAYLOAD.size, "L"],
        size_guide: [{ size: PAYLOAD.size, bust: PAYLOAD.guide, waist: "30" }],
        isActive: true,
      },
    });
    if (created.status !== 201) throw new Error(`Creating the product answered ${created.status}: ${JSON.stringify(created.body)}`);
    product = created.body.data;
    shopper = { ...(await newShopper("Meera Joshi")) };
    const renamed = await shopCall("PUT", "/auth/update-profile", { token: shopper.token, body: { name: SHOPPER_NAME } });
    if (renamed.status !== 200) throw new Error(`Renaming the shopper answered ${renamed.status}: ${JSON.stringify(renamed.body)}`);
    ({ order } = await buyAndPay(shopper, [{ product, quantity: 1, size: PAYLOAD.size }], ADDRESS));
  });
  afterAll(async () => {
    await shopCall("DELETE", `/orders/${order?._id}`, { token: admin?.token });
    await shopCall("DELETE", `/products/${product?._id}`, { token: admin?.token });
    await browser?.close();
  });

  it("the server stores every text field as it was typed", () => {
    expect(product.name).toBe(PAYLOAD.name);
    expect(product.description).toBe(PAYLOAD.description);
    expect(product.tags).toEqual(PAYLOAD.tags);
    expect(product.sizes).toEqual([PAYLOAD.size, "L"]);
  });

  it("refuses image addresses that could run code", async () => {
    for (const image of ["javascript:window.__xss='image'", "data:image/svg+xml,<svg onload=alert(1)>", 'https://cdn.example.in/a.jpg" onerror="alert(1)', "vbscript:msgbox(1)"]) {
      const answer = await shopCall<{ success: boolean; error: string }>("POST", "/products", {
        token: admin.token,
        body: { name: `Refused ${tag}`, description: "An image that runs code", price: 999, category: "clothing", stock: 1, images: [image] },
      });
      expect(answer.status, image).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error, image).toMatch(/^Image 1 /);
    }
  });

  for (const mode of ["with the page's CSP", "with the CSP bypassed (React's escaping alone)"] as const) {
    describe(mode, () => {
      let context: BrowserContext;
      let watch: Watch;

      async function signedIn(session: Session): Promise<Page> {
        context = await openContext(browser, "desktop", { bypassCSP: mode !== "with the page's CSP" });
        await context.addInitScript(({ token, user }) => {
          if (sessionStorage.getItem("seeded")) return;
          sessionStorage.setItem("seeded", "1");
          localStorage.setItem("token", token);
          localStorage.setItem("user", JSON.stringify(user));
        }, session);
        const page = await context.newPage();
        watch = { dialogs: [] };
        page.on("dialog", (dialog) => {
          watch.dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        return page;
      }

      afterAll(async () => {
        await context?.close();
      });

      it("the shopper's screens: listing, product page, cart, wishlist, My Orders and details", async () => {
        // Her cart and wishlist are kept with her account: each run here starts with them empty.
        for (const list of ["cart", "wishlist"]) {
          const kept = await shopCall<{ data: { version: number } }>("GET", `/${list}`, { token: shopper.token });
          expect((await shopCall("PUT", `/${list}`, { token: shopper.token, body: { items: [], version: kept.body.data.version } })).status).toBe(200);
        }
        const page = await signedIn(shopper);
        expectPolicy(await page.goto(`/dress?q=${tag}`));
        await expectInert(page, watch, "listing", [PAYLOAD.name]);

        expectPolicy(await page.goto(`/product/${product._id}`));
        await page.getByRole("heading", { level: 1, name: PAYLOAD.name }).waitFor();
        await expectInert(page, watch, "product page", [
          PAYLOAD.description,
          PAYLOAD.material,
          PAYLOAD.pattern,
          PAYLOAD.color,
          PAYLOAD.occasion,
          PAYLOAD.fabric,
          PAYLOAD.wash_care,
          PAYLOAD.silhouette,
          PAYLOAD.length,
          PAYLOAD.sleeve_type,
          PAYLOAD.neck_type,
          PAYLOAD.guide,
        ]);
        // The size choice shows the payload as an option's text.
        expect(await page.getByLabel(/size/i).first().locator("option").first().textContent()).toBe(PAYLOAD.size);

        await page.getByRole("button", { name: "Add to Cart" }).click();
        await page.getByRole("button", { name: "Add to Wishlist" }).click();
        await page.getByRole("button", { name: /^Cart,/ }).click();
        const cart = page.getByRole("dialog", { name: "Your Cart" });
        await cart.getByText(PAYLOAD.name).waitFor();
        await expectInert(page, watch, "cart", [PAYLOAD.name]);
        // The line's size is its select's chosen option, as text.
        expect(await cart.getByRole("combobox", { name: `Size of ${PAYLOAD.name}` }).locator("option:checked").textContent()).toBe(PAYLOAD.size);
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: /^Wishlist,/ }).click();
        await page.getByRole("dialog", { name: "Your Wishlist" }).getByText(PAYLOAD.name).waitFor();
        await expectInert(page, watch, "wishlist", [PAYLOAD.name]);
        await page.keyboard.press("Escape");

        expectPolicy(await page.goto("/profile?tab=orders"));
        const short = `${orderNumber(order._id)}`;
        await page.getByRole("button", { name: `View details of order ${short}` }).click();
        await page.getByRole("dialog", { name: `Order ${short}` }).waitFor();
        await expectInert(page, watch, "order details", [PAYLOAD.name, ADDRESS.name, ADDRESS.address, ADDRESS.city]);
        await page.keyboard.press("Escape");
        expectPolicy(await page.goto("/profile"));
        await expectInert(page, watch, "profile", [SHOPPER_NAME]);
        await context.close();
      });

      it("the admin's screens: products table and edit form, orders and details, users", async () => {
        const page = await signedIn(admin);
        expectPolicy(await page.goto("/admin/products"));
        await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
        await expectInert(page, watch, "admin products", [PAYLOAD.name]);
        await page.getByRole("button", { name: `Edit ${PAYLOAD.name}` }).first().click();
        const form = page.getByRole("dialog", { name: /Edit Product/ });
        await form.waitFor();
        expect(await form.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(PAYLOAD.name);
        expect(await form.getByRole("textbox", { name: "Description", exact: true }).inputValue()).toBe(PAYLOAD.description);
        await expectInert(page, watch, "edit product form", [PAYLOAD.name, ...PAYLOAD.tags, PAYLOAD.size]);
        await page.keyboard.press("Escape");

        expectPolicy(await page.goto(`/admin/orders`));
        await page.getByRole("heading", { level: 1, name: "Orders" }).waitFor();
        await expectInert(page, watch, "admin orders", [SHOPPER_NAME]);
        await page.getByRole("button", { name: `View order ${orderNumber(order._id)}` }).first().click();
        await page.getByRole("dialog", { name: `Order ${orderNumber(order._id)}` }).waitFor();
        await expectInert(page, watch, "admin order details", [PAYLOAD.name, ADDRESS.name, ADDRESS.address, ADDRESS.city]);
        await page.keyboard.press("Escape");

        expectPolicy(await page.goto("/admin/users"));
        await page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
        await expectInert(page, watch, "admin users", [SHOPPER_NAME]);
        await context.close();
      });
    });
  }

  it("the checks above would see a payload that became HTML (they can fail)", async () => {
    const context = await openContext(browser, "desktop", { bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await page.evaluate((html) => document.body.insertAdjacentHTML("beforeend", html), PAYLOAD.name);
      await expect.poll(() => page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBe("name");
      expect(await injected(page)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("the shop's own screens break none of the policy (a library probing for eval would)", async () => {
    const context = await openContext(browser, "phone");
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as { __violations?: string[] }).__violations = seen;
        document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`));
      });
      const violations = () => page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);
      // Screens the app draws with the form kit, whose schemas are built as their code arrives.
      for (const [address, field] of [["/login", "Email"], ["/register", "Full name"]] as const) {
        expectPolicy(await page.goto(address));
        await page.getByLabel(field).waitFor();
        expect({ address, violations: await violations() }).toEqual({ address, violations: [] });
      }
    } finally {
      await context.close();
    }
  });

  it("the real page's CSP blocks an inline script and reports the violation", async () => {
    const context = await openContext(browser, "desktop");
    try {
      const page = await context.newPage();
      expectPolicy(await page.goto("/"));
      const outcome = await page.evaluate(
        () =>
          new Promise<{ ran: boolean; violated: string | null }>((resolve) => {
            let violated: string | null = null;
            document.addEventListener("securitypolicyviolation", (event) => {
              violated = event.effectiveDirective;
            });
            const script = document.createElement("script");
            script.textContent = "window.__inline = true";
            document.head.append(script);
            // The violation event is queued as a task; give it a moment to arrive.
            setTimeout(() => resolve({ ran: (window as { __inline?: boolean }).__inline === true, violated }), 200);
          }),
      );
      expect(outcome).toEqual({ ran: false, violated: "script-src-elem" });
    } finally {
      await context.close();
    }
  });
});
