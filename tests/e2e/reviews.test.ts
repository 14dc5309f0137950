// Reviews end to end, at phone size, in Chromium against the shop as `npm start` runs it (issue
// 27): a buyer whose order was delivered writes a review with a photo from the link the review
// request e-mail carries; the admin approves it and replies; the product's card and page show the
// rating, the page the review with "Verified buyer", the photo and the reply, and the page
// rendered ahead carries the AggregateRating. Screens are saved to look at.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { adminSession, buyAndPay, newShopper, shopCall, type Session, type Shopper } from "../support/shop-api.js";
import { phonePhoto } from "../support/test-photo.js";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function photograph(page: Page, screen: string) {
  expect(await overflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  await saveScreenshot(page, screen, "phone");
}

describe.skipIf(!inject("chromium"))("a review from a verified buyer", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  let product: Product;
  let photoPath: string;
  const tag = randomBytes(3).toString("hex");

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Meera Nair");
    // A product of this file's own, so no other file's listing or sort sees its rating change.
    const made = await shopCall<{ data: Product }>("POST", "/products", {
      token: admin.token,
      body: { name: `Chikankari Review Kurta ${tag}`, price: 1899, description: "Hand-embroidered chikankari on soft cotton.", category: "clothing", subcategory: "Dress", sizes: ["S", "M", "L"], stockBySize: { S: 4, M: 4, L: 4 } },
    });
    expect(made.status).toBe(201);
    product = made.body.data;
    const { order } = await buyAndPay(shopper, [{ product, quantity: 1, size: "M" }]);
    // Shipped first: only a shipped order may be marked delivered by hand, and with a reason (issue 39).
    expect((await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "shipped" } })).status).toBe(200);
    const delivered = await shopCall("PATCH", `/orders/${order._id}/status`, { token: admin.token, body: { status: "delivered", reason: "Courier confirmed by phone" } });
    expect(delivered.status).toBe(200);
    photoPath = join(mkdtempSync(join(tmpdir(), "review-photo-")), "kurta-on.jpg");
    writeFileSync(photoPath, await phonePhoto({ width: 900, height: 1200 }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the buyer writes a review with a photo from the e-mail's link", async () => {
    const context = await signedInContext(browser, "phone", shopper);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}?review=1`);
    const form = page.getByRole("form", { name: `Your review of ${product.name}` });
    await form.waitFor();
    await page.getByText("No reviews yet. Bought it? Tell other shoppers how it fits.").waitFor();
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Title").fill("Fits like a dream");
    await form.getByLabel("Your review").fill("The embroidery is even finer than in the photos, and M fits me exactly.");
    await form.getByLabel("True to size").check();
    await form.getByLabel(/^Photos/).setInputFiles(photoPath);
    await form.scrollIntoViewIfNeeded();
    await photograph(page, "review-form");
    await form.getByRole("button", { name: "Submit review" }).click();
    await page.getByText("Thank you! Your review will appear once the shop has read it.").waitFor({ timeout: 20_000 });
    await photograph(page, "review-sent");
    // Nothing is published before the shop reads it.
    const shown = (await shopCall<{ data: unknown[] }>("GET", `/products/${product._id}/reviews`)).body.data;
    expect(shown).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the admin approves it and replies", async () => {
    const context = await signedInContext(browser, "phone", admin);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/admin/reviews");
    const card = page.getByRole("listitem", { name: `Review of ${product.name} by Meera N.` });
    await card.waitFor();
    expect(await card.textContent()).toContain("size M");
    await card.getByRole("img", { name: "Photo 1 with the review" }).waitFor();
    await card.getByLabel("Public reply (shown under the review)").fill("Thank you, Meera! Wear it in good health.");
    await card.scrollIntoViewIfNeeded();
    await photograph(page, "admin-review-waiting");
    await card.getByRole("button", { name: "Approve and publish" }).click();
    await page.getByText("Review published.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the card and the page show the rating, the review, its photo and the reply", async () => {
    const context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The storefront's answers are cached a few seconds: read again until the rating shows.
    await expect
      .poll(
        async () => {
          await page.goto(`/product/${product._id}`);
          return page.getByRole("img", { name: "Rated 5.0 out of 5 from 1 review" }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await reviews.getByText("Most say: true to size").waitFor();
    await reviews.getByText("Fits like a dream").waitFor();
    await reviews.getByText("Verified buyer").waitFor();
    await reviews.getByText("Size bought: M · Fit: true to size").waitFor();
    await reviews.getByText("Thank you, Meera! Wear it in good health.").waitFor();
    const photo = reviews.getByRole("img", { name: "Photo 1 from Meera N." });
    // Pictures below the fold load when scrolled near.
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await reviews.scrollIntoViewIfNeeded();
    await photograph(page, "product-reviews");

    await page.goto("/dress");
    const card = page.getByRole("article").filter({ hasText: product.name });
    await expect
      .poll(
        async () => {
          await page.reload();
          return card.getByRole("img", { name: "Rated 5.0 out of 5" }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // The app may draw the listing again as the catalogue arrives, replacing the card between
    // finding it and scrolling: scroll whichever card shows now, in one step in the page.
    await card.evaluate((shown) => shown.scrollIntoView({ block: "center" }));
    await photograph(page, "product-card-rated");
    expect(errors).toEqual([]);
    await context.close();

    // The page rendered ahead carries the AggregateRating once the publisher has run.
    const ld = async () => {
      const html = await (await fetch(`${inject("shopUrl")}/product/${product._id}`)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>).find((d) => d["@type"] === "Product");
    };
    await expect.poll(async () => (await ld())?.aggregateRating, { timeout: 20_000 }).toEqual({ "@type": "AggregateRating", ratingValue: "5.0", reviewCount: 1, bestRating: "5", worstRating: "1" });
    expect((await ld())?.review).toEqual([expect.objectContaining({ "@type": "Review", name: "Fits like a dream", author: { "@type": "Person", name: "Meera N." } })]);
  });
});
