// Back in stock and the product page's declarations (issue 27) on a phone: a shopper asks to be
// told about a sold-out size, confirms her address from the e-mail, the admin restocks, and the
// notice arrives in the local mailbox; the Legal Metrology declarations on the app's page and on
// the page rendered ahead for crawlers.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_SELLER } from "../../shared/seller.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { sampleProduct } from "../support/sample-product.js";
import { adminSession, shopCall, type Session } from "../support/shop-api.js";
import { sidewaysOverflow } from "../support/phone-fit.js";

const tag = randomBytes(3).toString("hex");

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The newest e-mail to `to` whose subject matches, once the outbox has sent it. */
async function mailTo(to: string, subject: RegExp): Promise<StoredEmail> {
  let found: StoredEmail | undefined;
  await expect
    .poll(
      async () => {
        const emails = ((await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: StoredEmail[] }).emails;
        found = emails.filter((e) => e.destination.to.includes(to) && subject.test(e.subject)).at(-1);
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return found!;
}

describe.skipIf(!inject("chromium"))("back in stock and the declarations, on a phone", () => {
  let browser: Browser;
  let admin: Session;
  let adminToken: string;
  let context: BrowserContext | undefined;
  const mine: Product[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    adminToken = admin.token;
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    for (const product of mine) await shopCall("DELETE", `/products/${product._id}`, { token: adminToken });
    await browser?.close();
  });

  async function created(overrides: Parameters<typeof sampleProduct>[0]): Promise<Product> {
    const { status, body } = await shopCall<{ data: Product }>("POST", "/products", { token: adminToken, body: sampleProduct(overrides) });
    expect(status).toBe(201);
    mine.push(body.data);
    return body.data;
  }

  it("tells a shopper who asked, once the admin restocks the sold-out size", async () => {
    const product = await created({ name: `Notify Kurta ${tag}`, sizes: ["S", "M"], stockBySize: { S: 2, M: 0 } });
    const email = `waiting-${tag}@example.in`;
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}`);
    await page.getByRole("heading", { name: product.name }).waitFor();
    await page.getByRole("button", { name: "Notify me when size M is back" }).click();
    const form = page.getByRole("form", { name: "Notify me when a size is back" });
    await expect.poll(() => form.getByLabel("Sold-out size").inputValue()).toBe("M");
    await form.getByLabel("Your e-mail").fill(email);
    await form.getByRole("button", { name: "Notify me" }).click();
    await form.getByRole("status").filter({ hasText: "Please check your inbox" }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveScreenshot(page, "back-in-stock-asked", "phone");

    // The double opt-in: nothing is counted until she taps the e-mail's link.
    const confirm = await mailTo(email, /^Confirm: tell me when/);
    const link = /https?:\/\/\S+\/back-in-stock\/confirm\?token=[^\s"<>]+/.exec(confirm.body.text ?? "")![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole("status").filter({ hasText: "Confirmed. We will e-mail you when this size is back." }).waitFor();
    await saveScreenshot(page, "back-in-stock-confirmed", "phone");
    const waiting = await shopCall<{ data: Array<{ productId: string; waitingBySize: Record<string, number> }> }>("GET", "/back-in-stock", { token: adminToken });
    expect(waiting.body.data.find((row) => row.productId === product._id)?.waitingBySize).toEqual({ M: 1 });

    // The admin sees who waits on the products screen, a signal for reordering.
    const adminContext = await signedInContext(browser, "phone", admin);
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/admin/products");
    const wanted = adminPage.getByRole("region", { name: /^Most wanted: / });
    await wanted.getByText(product.name).waitFor();
    expect(await wanted.getByRole("listitem").filter({ hasText: product.name }).textContent()).toContain("M: 1 waiting");
    await saveScreenshot(adminPage, "admin-most-wanted", "phone");
    await adminContext.close();

    // The admin restocks M: the notice follows through the outbox.
    const restocked = await shopCall("PUT", `/products/${product._id}`, { token: adminToken, body: { stockBySize: { S: 2, M: 1 } } });
    expect(restocked.status).toBe(200);
    const notice = await mailTo(email, new RegExp(`^Back in stock: ${product.name} in size M$`));
    expect(notice.body.text).toContain(`/product/${product._id}`);
    expect(errors).toEqual([]);
  });

  it("shows a signed-out shopper the declarations the law asks for, on the app's page and on the page rendered ahead", async () => {
    const product = await created({ name: `Declared Saree ${tag}`, subcategory: "Saree", price: 8999, originalPrice: 12999, sizes: ["Free Size"], stockBySize: { "Free Size": 3 }, countryOfOrigin: "India", maker: "Weavers of Varanasi Co-operative, Lallapura, Varanasi 221001" });
    const plain = await created({ name: `Plain Dress ${tag}`, price: 1299, originalPrice: undefined, sizes: ["M"], stockBySize: { M: 1 } });
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}`);
    const section = page.getByRole("region", { name: "Product declarations" });
    await section.waitFor();
    const said = async (label: string) => (await section.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").textContent())?.trim();
    expect(await said("Price")).toBe("MRP ₹12,999.00 (incl. of all taxes)");
    expect(await said("Size")).toBe("Free Size");
    expect(await said("Country of origin")).toBe("India");
    expect(await said("Manufactured or marketed by")).toBe("Weavers of Varanasi Co-operative, Lallapura, Varanasi 221001");
    expect(await said("Consumer care")).toBe(`${DEMO_SELLER.supportEmail}, ${DEMO_SELLER.supportPhone}`);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "product-declarations", "phone");

    // A product naming no maker: the seller's own name and address.
    await page.goto(`/product/${plain._id}`);
    const plainSection = page.getByRole("region", { name: "Product declarations" });
    await plainSection.waitFor();
    expect(await plainSection.textContent()).toContain(`${DEMO_SELLER.legalName}, ${DEMO_SELLER.address}`);
    expect(await plainSection.textContent()).toContain("MRP ₹1,299.00 (incl. of all taxes)");
    expect(errors).toEqual([]);

    // The page a crawler reads without running a script carries them too (rendered after the save).
    let html = "";
    await expect
      .poll(
        async () => {
          html = await (await fetch(`${inject("shopUrl")}/product/${product._id}`)).text();
          return html.includes("Product declarations") && html.includes(product.name);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(html).toContain("MRP ₹12,999.00 (incl. of all taxes)");
    expect(html).toContain("Weavers of Varanasi Co-operative, Lallapura, Varanasi 221001");
    expect(html).toContain(`${DEMO_SELLER.supportEmail}, ${DEMO_SELLER.supportPhone}`);

    // The shopping feeds are made with the pages, and served as files like the sitemap.
    // (written after the product pages, so read until this run's feed is there).
    let feed = "";
    await expect
      .poll(
        async () => {
          const google = await fetch(`${inject("shopUrl")}/feeds/google.xml`);
          expect(google.headers.get("content-type")).toMatch(/xml/);
          feed = await google.text();
          return feed.includes(`<g:id>${product._id}-FreeSize</g:id>`);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(feed).toContain("<g:price>12999.00 INR</g:price>");
    const meta = await fetch(`${inject("shopUrl")}/feeds/meta.csv`);
    expect(meta.headers.get("content-type")).toMatch(/csv/);
    expect(await meta.text()).toContain(`${plain._id}-M,${plain._id},`);
  });
});
