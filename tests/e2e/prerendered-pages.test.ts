// Pages rendered ahead (pages/): what a crawler or a chat app's link preview
// reads without running a script, that an admin's save reaches the page within seconds, the
// sitemap and robots.txt, and that the app takes a rendered page over in Chromium without an
// error, a warning or a shift, and stays usable.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { layoutShifts, recordLayoutShifts } from "../support/layout-shifts.js";
import { sampleProduct } from "../support/sample-product.js";
import { adminSession, catalogue, shopCall, newShopper } from "../support/shop-api.js";
import { LISTING_FIRST_SCREEN } from "../../pages/render/site-pages.js";

const shop = () => inject("shopUrl");
const page = async (path: string) => {
  const response = await fetch(`${shop()}${path}`);
  return { status: response.status, html: await response.text(), cacheControl: response.headers.get("cache-control") };
};
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Every active product, sold out or not, as the storefront lists them. */
const activeProducts = async () => (await shopCall<{ data: Product[] }>("GET", "/products?limit=1000")).body.data;

/** Polls until check passes or the deadline goes by; returns the last value read. */
async function within<T>(seconds: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/**
 * The app's own file held back until the test lets it through, as on a slow phone connection:
 * the page is up, the app is not. `hold()` shuts the gate and returns what opens it.
 */
async function gateTheApp(context: BrowserContext) {
  let gate = Promise.resolve();
  let arrived = false;
  await context.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await gate;
    arrived = true;
    // The page that asked may have gone meanwhile (a form sent navigates away).
    await route.continue().catch(() => undefined);
  });
  return {
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (release = resolve));
      arrived = false;
      return release;
    },
    arrived: () => arrived,
  };
}

/** The address shown, without the shop's origin. */
const shownAddress = (tab: Page) => {
  const url = new URL(tab.url());
  return `${url.pathname}${url.search}`;
};

describe.skipIf(!inject("chromium"))("pages rendered ahead", () => {
  let product: Product;

  beforeAll(async () => {
    // A product with a picture: another file's product (made by a test, with none) may be newest.
    product = (await catalogue()).find((candidate) => candidate.images.length > 0)!;
  });

  it("serves a product page whose HTML holds its name, price, picture, share tags and structured data", async () => {
    const { status, html, cacheControl } = await page(`/product/${product._id}`);
    expect(status).toBe(200);
    expect(cacheControl).toContain("no-cache");
    expect(html).toContain(`<h1 class="product__name">${escaped(product.name)}</h1>`);
    expect(html).toContain(formatRupees(product.price));
    expect(html).toContain(`<title>${escaped(product.name)} | Rangrez</title>`);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:`);
    expect(meta(html, "og:type")).toBe("product");
    expect(meta(html, "og:title")).toBe(`${escaped(product.name)} | Rangrez`);
    expect(meta(html, "og:image")).toMatch(new RegExp(`^http://localhost:\\d+${product.images[0]!}$`));
    expect(meta(html, "product:price:amount")).toBe(product.price.toFixed(2));
    expect(meta(html, "product:price:currency")).toBe("INR");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    // The main picture is in the page itself, not added by a script.
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.some((img) => img.includes(`src="${product.images[0]!}"`) && img.includes(`alt="${escaped(product.name)}, picture 1 of`))).toBe(true);
    // Nothing is painted until the page's last element (its data) is parsed: no half-read header.
    expect(html).toContain('<link rel="expect" href="#page-data" blocking="render" />');
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf("</main>"));

    const data = structuredData(html).find((entry) => entry["@type"] === "Product")!;
    expect(data.name).toBe(product.name);
    expect(data.sku).toBe(product._id);
    const offer = data.offers as Record<string, unknown>;
    expect(offer.price).toBe(product.price.toFixed(2));
    expect(offer.priceCurrency).toBe("INR");
    expect(offer.availability).toBe("https://schema.org/InStock");
  });

  it("serves the home page and listings with their own heads, cards in the HTML and the full count", async () => {
    const home = await page("/");
    expect(home.html).toContain("<title>Rangrez — Ethnic wear for women</title>");
    expect(structuredData(home.html).map((entry) => entry["@type"])).toEqual(expect.arrayContaining(["WebSite", "Organization", "ItemList"]));
    expect(home.html).toContain(escaped(product.name));

    const sarees = (await activeProducts()).filter((p) => p.subcategory.toLowerCase() === "saree");
    const listing = await page("/saree");
    expect(listing.html).toContain("<title>Sarees | Rangrez</title>");
    expect(listing.html).toContain(escaped(sarees[0]!.name));
    expect(listing.html).toContain(`${sarees.length} items`);
    const list = structuredData(listing.html).find((entry) => entry["@type"] === "ItemList")!;
    expect((list.itemListElement as unknown[]).length).toBe(Math.min(LISTING_FIRST_SCREEN, sarees.length));

    // The old collection link still leads to the dresses, and client-only pages get the SPA.
    const profile = await page("/profile");
    expect(profile.html).not.toContain('id="page-data"');
    const moved = await fetch(`${shop()}/collections/dresses`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/dress");
  });

  it("keeps crawlers out of the admin area, profiles and the API, and points them at the sitemap", async () => {
    const { status, html } = await page("/robots.txt");
    expect(status).toBe(200);
    expect(html).toMatch(/^Disallow: \/admin$/m);
    expect(html).toMatch(/^Disallow: \/profile$/m);
    expect(html).toMatch(/^Disallow: \/api\/$/m);
    expect(html).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  });

  it("re-renders a product's page and the sitemap within seconds of an admin's save, and drops a deactivated product", async () => {
    const admin = await adminSession();
    const input = sampleProduct({ name: "Prerender Check Chanderi Dress", price: 2345, originalPrice: 2999 });
    const created = await shopCall<{ data: Product }>("POST", "/products", { token: admin.token, body: input });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id;
    const path = `/product/${id}`;
    try {
      const first = await within(5, () => page(path), (p) => p.html.includes(input.name));
      expect(first.html).toContain(`<h1 class="product__name">${input.name}</h1>`);
      const sitemap = await within(5, () => page("/sitemap.xml"), (p) => p.html.includes(path));
      expect(sitemap.html).toMatch(new RegExp(`<loc>http://localhost:\\d+${path}</loc><lastmod>`));

      const renamed = { ...input, name: "Prerender Check Chanderi Dress, Revised", price: 2199 };
      expect((await shopCall("PUT", `/products/${id}`, { token: admin.token, body: renamed })).status).toBe(200);
      const fresh = await within(5, () => page(path), (p) => p.html.includes(renamed.name));
      expect(fresh.html).toContain(`<h1 class="product__name">${renamed.name}</h1>`);
      expect(structuredData(fresh.html).find((entry) => entry["@type"] === "Product")!.offers).toMatchObject({ price: "2199.00", priceCurrency: "INR" });

      expect((await shopCall("PUT", `/products/${id}`, { token: admin.token, body: { ...renamed, isActive: false } })).status).toBe(200);
      const gone = await within(5, () => page("/sitemap.xml"), (p) => !p.html.includes(path));
      expect(gone.html).not.toContain(path);
      // The address falls back to the SPA, which says Product Not Found to a shopper. The run hands
      // the page back after the catalogue-wide pages and their jobs (the feeds, the search index).
      expect((await within(5, () => page(path), (p) => !p.html.includes(renamed.name))).html).not.toContain(renamed.name);
    } finally {
      await shopCall("DELETE", `/products/${id}`, { token: admin.token });
    }
  });

  describe("in Chromium", () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const { name, path } of [
      { name: "a product page", path: () => `/product/${product._id}` },
      { name: "a listing", path: () => "/saree" },
    ]) {
      it(`takes over ${name} as rendered: the same elements, no console error or warning, no layout shift`, async () => {
        const context = await openContext(browser, "phone");
        try {
          const tab = await context.newPage();
          const problems: string[] = [];
          tab.on("pageerror", (error) => problems.push(error.message));
          tab.on("console", (message) => {
            if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
          });
          await recordLayoutShifts(tab);
          await tab.addInitScript(() => {
            const seen = window as unknown as { firstHeading?: Element | null };
            // The heading as the HTML brought it, before any script ran.
            document.addEventListener("readystatechange", () => {
              if (document.readyState === "interactive") seen.firstHeading = document.querySelector("h1");
            });
          });
          await tab.goto(path(), { waitUntil: "networkidle" });
          await tab.waitForTimeout(500);
          const sameHeading = await tab.evaluate(() => {
            const seen = window as unknown as { firstHeading?: Element | null };
            // Hydrated, not redrawn: React kept the element the HTML made.
            return seen.firstHeading !== null && seen.firstHeading === document.querySelector("h1");
          });
          expect(problems).toEqual([]);
          expect({ shifts: await layoutShifts(tab), sameHeading }).toEqual({ shifts: { total: 0, moved: [] }, sameHeading: true });

          if (path().startsWith("/product/")) {
            await tab.getByRole("button", { name: "Add to Cart" }).click();
            await expect.poll(() => tab.getByTestId("cart-count").textContent()).toBe("1");
          } else {
            // The rest of the listing arrived below the first screenful.
            const sarees = (await activeProducts()).filter((p) => p.subcategory.toLowerCase() === "saree");
            await expect.poll(() => tab.locator("main article h3").count()).toBe(sarees.length);
          }
          expect(problems).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    it("takes over the home page for a signed-in shopper on a desktop without moving the header: the name replaces Login and Register in place", async () => {
      const shopper = await newShopper("Venkatalakshmi Ramasubramanian");
      const context = await signedInContext(browser, "desktop", shopper);
      try {
        const tab = await context.newPage();
        await recordLayoutShifts(tab);
        await tab.addInitScript(() => {
          const seen = window as unknown as { cartXAsRendered?: number };
          document.addEventListener("readystatechange", () => {
            if (document.readyState === "interactive") seen.cartXAsRendered = document.querySelector('[aria-label^="Cart,"]')?.getBoundingClientRect().x;
          });
        });
        await tab.goto(`${shop()}/`, { waitUntil: "networkidle" });
        // The session was read: the rendered page's Login and Register became the shopper's name.
        await tab.getByRole("link", { name: shopper.user.name }).waitFor();
        expect(await tab.getByRole("link", { name: "Login" }).count()).toBe(0);
        const cartMoved = await tab.evaluate(() => {
          const seen = window as unknown as { cartXAsRendered?: number };
          return document.querySelector('[aria-label^="Cart,"]')!.getBoundingClientRect().x - seen.cartXAsRendered!;
        });
        expect({ shifts: await layoutShifts(tab), cartMoved }).toEqual({ shifts: { total: 0, moved: [] }, cartMoved: 0 });
      } finally {
        await context.close();
      }
    });

    it("works as the web does before the app arrives: the size and Add to Cart form and the search form are sent, and the app adds the line once and shows the results; Debug tapped on a page the app draws again is kept", async () => {
      const context = await openContext(browser, "phone");
      try {
        const app = await gateTheApp(context);
        const holdApp = () => app.hold();
        const inStock = (p: Product) => p.sizes.filter((size) => (p.stockBySize?.[size] ?? p.stock) > 0);
        const product = (await activeProducts()).find((p) => inStock(p).length >= 2)!;
        const size = inStock(product).at(-1)!;
        const tab = await context.newPage();

        let letAppIn = holdApp();
        await tab.goto(`${shop()}/product/${product._id}`, { waitUntil: "domcontentloaded" });
        await tab.getByRole("combobox", { name: "Size" }).selectOption(size);
        await tab.getByRole("button", { name: "Add to Cart" }).click();
        // The browser sent the form itself: the same page, asked with the size and Add to Cart.
        await tab.waitForURL(`**/product/${product._id}?size=${size}&add=1`);
        expect(app.arrived()).toBe(false);
        letAppIn();
        await tab.getByText(`${product.name} added to cart!`).waitFor();
        // The address is put back, so a reload adds nothing more.
        await tab.waitForURL(`**/product/${product._id}`);
        await expect.poll(() => tab.getByRole("combobox", { name: "Size" }).inputValue()).toBe(size);
        const storedCart = () => tab.evaluate(() => (JSON.parse(localStorage.getItem("cart") ?? "[]") as Array<{ size: string; quantity: number }>).map(({ size, quantity }) => ({ size, quantity })));
        expect(await storedCart()).toEqual([{ size, quantity: 1 }]);
        await tab.reload({ waitUntil: "domcontentloaded" });
        await tab.getByRole("button", { name: "Cart, 1 item" }).waitFor();
        expect(await storedCart()).toEqual([{ size, quantity: 1 }]);

        letAppIn = holdApp();
        await tab.goto(`${shop()}/`, { waitUntil: "domcontentloaded" });
        const search = tab.getByRole("searchbox", { name: "Search products" });
        await search.fill("banarsi");
        await search.press("Enter");
        await tab.waitForURL("**/?q=banarsi");
        expect(app.arrived()).toBe(false);
        letAppIn();
        await tab.getByRole("heading", { level: 1, name: "Results for “banarsi”" }).waitFor();
        await expect.poll(() => search.inputValue()).toBe("banarsi");

        // On an address whose query the app reads (the app draws it again, not taken over), the
        // Debug toggle (shown on a desktop) sends the frame's plain form: ?debug=1 on the page.
        letAppIn = holdApp();
        await tab.setViewportSize({ width: 1366, height: 900 });
        await tab.goto(`${shop()}/material/silk?sort=newest`, { waitUntil: "domcontentloaded" });
        await tab.getByRole("button", { name: "Debug" }).click();
        expect(app.arrived()).toBe(false);
        letAppIn();
        await tab.getByRole("region", { name: "Debug information" }).waitFor();
      } finally {
        await context.close();
      }
    });
    it("works as the web does before the app arrives: the header's cart, wishlist and menu and the PIN check send plain forms the app answers, and a dropdown's and a hero dot's tap and a saree's blouse choice are kept", async () => {
      const context = await openContext(browser, "phone");
      try {
        const app = await gateTheApp(context);
        const tab = await context.newPage();
        const sentBeforeTheApp = async (path: string, tap: () => Promise<void>, sent: string) => {
          const letAppIn = app.hold();
          await tab.goto(`${shop()}${path}`, { waitUntil: "domcontentloaded" });
          await tap();
          // The browser sent the form itself: the page's own address, asked with what was tapped.
          await tab.waitForURL((url) => `${url.pathname}${url.search}` === sent);
          expect(app.arrived()).toBe(false);
          letAppIn();
        };

        // The cart and the wishlist open on the page once the app has it; the address is put back.
        await sentBeforeTheApp("/", () => tab.getByRole("button", { name: "Cart, 0 items" }).click(), "/?panel=cart");
        await tab.getByRole("dialog", { name: "Your Cart" }).getByText("Your cart is empty").waitFor();
        await tab.waitForURL((url) => url.search === "");
        await sentBeforeTheApp("/saree", () => tab.getByRole("button", { name: "Wishlist, 0 items" }).click(), "/saree?panel=wishlist");
        await tab.getByRole("dialog", { name: "Your Wishlist" }).getByText("Your wishlist is empty").waitFor();
        await tab.waitForURL((url) => url.search === "");

        // The phone's menu.
        await sentBeforeTheApp("/", () => tab.getByRole("button", { name: "Open menu" }).click(), "/?panel=menu");
        const menu = tab.getByRole("dialog", { name: "Menu" });
        await menu.getByRole("link", { name: "Home" }).waitFor();
        await tab.waitForURL((url) => url.search === "");
        await saveScreenshot(tab, "menu-sent-before-the-app", "phone");

        // A hero dot is a button only the app understands: its tap is given to the app.
        let letAppIn = app.hold();
        await tab.goto(`${shop()}/`, { waitUntil: "domcontentloaded" });
        const secondDot = tab.getByRole("button", { name: /^Show slide 2 of / });
        await secondDot.click();
        expect(app.arrived()).toBe(false);
        letAppIn();
        await expect.poll(() => secondDot.getAttribute("aria-current")).toBe("true");

        // A saree's blouse chosen before the app arrives stays chosen once it has the page, with
        // the panel that choice opens (a shopper on a slow phone taps before the app is in).
        const saree = (await activeProducts()).find((p) => p.name === "Handloom Tant Cotton Saree")!;
        letAppIn = app.hold();
        await tab.goto(`${shop()}/product/${saree._id}`, { waitUntil: "domcontentloaded" });
        await tab.getByRole("radio", { name: /Stitched to your measurements/ }).check();
        expect(app.arrived()).toBe(false);
        letAppIn();
        await tab.getByText("Ships in 10-12 days").waitFor();
        expect(await tab.getByRole("radio", { name: /Stitched to your measurements/ }).isChecked()).toBe(true);

        // The PIN check: the product page checks the PIN sent and shows when and at what cost.
        const pinBox = tab.getByLabel("Check delivery to your PIN code");
        await sentBeforeTheApp(
          `/product/${product._id}`,
          async () => {
            await pinBox.fill("110001");
            await tab.getByRole("button", { name: "Check", exact: true }).click();
          },
          `/product/${product._id}?pin=110001`,
        );
        await tab.getByTestId("delivery-answer").getByText(/^Delivery by /).waitFor();
        await tab.waitForURL((url) => url.search === "");
        expect(await pinBox.inputValue()).toBe("110001");
        await tab.getByTestId("delivery-answer").scrollIntoViewIfNeeded();
        await saveScreenshot(tab, "pin-sent-before-the-app", "phone");

        // A header dropdown on a desktop: its tap is given to the app, which opens it.
        await tab.setViewportSize({ width: 1366, height: 900 });
        letAppIn = app.hold();
        await tab.goto(`${shop()}/`, { waitUntil: "domcontentloaded" });
        await tab.getByRole("button", { name: "Sarees" }).click();
        expect(app.arrived()).toBe(false);
        letAppIn();
        await tab.getByRole("link", { name: "All sarees" }).waitFor();
        expect(shownAddress(tab)).toBe("/");
      } finally {
        await context.close();
      }
    });
  });
});
