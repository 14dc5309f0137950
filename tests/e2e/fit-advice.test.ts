// Fit advice end to end, at phone size, in Chromium against the shop as `npm start` runs it (issue
// 46): four buyers of a kurta exchange M for L and the rest keep theirs; once the windows close the
// product page tells everyone it runs small, from 9 buyers, and a shopper who kept L is suggested
// L (the kurtas here run small alike), which one tap picks; the owner sees the kurta's returns and
// exchanges by size with its signal, flagged against another kurta that was all kept. Screens are
// saved to look at.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDb } from "../../functions/data/db.js";
import { createRepositories } from "../../functions/data/repositories.js";
import { countKeptOrder } from "../../functions/fit-advice/count-kept-orders.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { adminSession, buyAndPay, newShopper, shopCall, type Session, type Shopper } from "../support/shop-api.js";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function photograph(page: Page, screen: string) {
  expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, screen, "phone");
}

describe.skipIf(!inject("chromium"))("fit advice from the shop's own exchanges", () => {
  const repos = createRepositories(createDb(inject("shopTable")));
  let browser: Browser;
  let admin: Session;
  let lakshmi: Shopper;
  let kurta: Product;
  const tag = Math.random().toString(36).slice(2, 8);

  /** A paid order of one piece, shipped and delivered by hand. */
  async function delivered(shopper: Shopper, size: string): Promise<Order> {
    const { order } = await buyAndPay(shopper, [{ product: kurta, quantity: 1, size }]);
    expect((await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "shipped" } })).status).toBe(200);
    expect((await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "delivered", reason: "Courier confirmed by phone" } })).status).toBe(200);
    return order;
  }

  /** M sent back for L: asked, approved, picked up and received. */
  async function exchangedForL(shopper: Shopper, order: Order) {
    const asked = await shopCall<{ data: { id: string } }>("POST", `/orders/${order._id}/returns`, {
      token: shopper.token,
      body: { items: [{ product: kurta._id, size: "M", quantity: 1, reason: "size-does-not-fit", resolution: "exchange", exchangeSize: "L" }] },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id;
    for (const [step, body] of [
      ["approve", undefined],
      ["picked-up", { courier: "Delhivery", trackingNumber: `DLV${tag}` }],
      ["receive", { items: [{ product: kurta._id, size: "M", quantity: 1, condition: "restockable" }] }],
    ] as const) {
      const done = await shopCall("POST", `/returns/${id}/${step}`, { token: admin.token, body });
      expect(done.status, `${step}: ${JSON.stringify(done.body)}`).toBe(200);
    }
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    // A subcategory of its own: no other file's orders move its figures.
    const subcategory = await shopCall("POST", "/subcategories", { token: admin.token, body: { name: "Kurta", category: "clothing" } });
    expect([201, 409], JSON.stringify(subcategory.body)).toContain(subcategory.status);
    const made = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: { name: `Indigo Dabu Kurta ${tag}`, price: 1699, description: "Hand block-printed dabu on soft cotton.", category: "clothing", subcategory: "Kurta", sizes: ["S", "M", "L", "XL"], stockBySize: { S: 5, M: 12, L: 12, XL: 5 } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    kurta = made.body.data;

    // Dupattas, sixty pieces all kept: the shop's size returns stay low beside the kurta's, whatever
    // other files in this lane add to the shop's (a dozen or so). Another subcategory, so the kurtas'
    // own fit is the indigo one's alone.
    const dupattas = await shopCall("POST", "/subcategories", { token: admin.token, body: { name: "Dupatta", category: "clothing" } });
    expect([201, 409], JSON.stringify(dupattas.body)).toContain(dupattas.status);
    const plain = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: { name: `Ivory Chikan Dupatta ${tag}`, price: 1499, description: "Chikankari on cotton.", category: "clothing", subcategory: "Dupatta", sizes: ["M", "L"], stockBySize: { M: 62, L: 2 } },
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    // Six a checkout: a shopper holds at most 10 pieces while paying.
    const bulk: Order[] = [];
    for (const name of Array.from({ length: 10 }, (_, i) => `Fit Bulk Buyer ${i + 1}`)) {
      const { order } = await buyAndPay(await newShopper(name), [{ product: plain.body.data, quantity: 6, size: "M" }]);
      expect((await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "shipped" } })).status).toBe(200);
      expect((await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "delivered", reason: "Courier confirmed by phone" } })).status).toBe(200);
      bulk.push(order);
    }

    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => newShopper(`Fit Buyer ${i + 1}`)));
    const orders: Order[] = [];
    for (const buyer of buyers) orders.push(await delivered(buyer, "M"));
    lakshmi = await newShopper("Lakshmi Pillai");
    orders.push(await delivered(lakshmi, "L"));
    for (let i = 0; i < 4; i++) await exchangedForL(buyers[i]!, orders[i]!);
    // The daily count, as on the day after the 7-day windows close.
    const later = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    for (const order of [...orders, ...bulk]) await countKeptOrder(repos, (await repos.orders.get(order._id))!, later);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("tells every shopper the kurta runs small, and from how many buyers", async () => {
    const context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${kurta._id}`);
    const advice = page.getByRole("region", { name: "Fit advice" });
    await expect.poll(() => advice.textContent()).toContain("Runs small — most buyers who exchanged chose one size up.");
    expect(await advice.textContent()).toContain("Based on 9 buyers.");
    expect(await advice.textContent(), "a visitor gets no suggestion").not.toContain("We suggest");
    await advice.scrollIntoViewIfNeeded();
    await photograph(page, "fit-advice-visitor");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("suggests L to the shopper who kept L, and one tap picks it", async () => {
    const context = await signedInContext(browser, "phone", lakshmi);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${kurta._id}`);
    const advice = page.getByRole("region", { name: "Fit advice" });
    await expect.poll(() => advice.textContent()).toContain("We suggest L — you kept L in 1 kurta; this one runs small like most kurtas here, so your usual size should fit.");
    const size = page.getByLabel("Size", { exact: true });
    expect(await size.inputValue()).toBe("S");
    await advice.getByRole("button", { name: "Choose L" }).click();
    await expect.poll(() => size.inputValue()).toBe("L");
    // Chosen, the button has done its work.
    await expect.poll(() => advice.getByRole("button", { name: "Choose L" }).count()).toBe(0);
    await advice.scrollIntoViewIfNeeded();
    await photograph(page, "fit-advice-suggestion");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the owner the kurta's exchanges by size, with its signal, flagged against the shop", async () => {
    const context = await signedInContext(browser, "phone", admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/admin/fit-advice");
    const card = page.getByRole("listitem", { name: kurta.name });
    await expect.poll(() => card.textContent()).toContain("Runs small — most buyers who exchanged chose one size up. Based on 9 buyers.");
    expect(await card.textContent()).toContain("9 pieces known");
    // 4 of its 9 back for size (44%) against the shop's 4 of 69 and any other file's (6% and more): twice and more.
    expect(await card.textContent()).toContain("Check the size guide");
    const m = card.getByRole("row", { name: /^M / });
    expect((await m.getByRole("cell").allTextContents()).map((text) => text.trim())).toEqual(["8", "4", "0%", "50% (4 up)"]);
    await card.scrollIntoViewIfNeeded();
    await photograph(page, "fit-advice-owner");
    expect(errors).toEqual([]);
    await context.close();
  });
});
