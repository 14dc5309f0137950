// Gift cards (issue 45) in Chromium at phone size against the shop as `npm start` runs it: the
// owner issues a ₹2,500 card on the admin screen, its code arrives in the recipient's e-mail (the
// local mailbox), the public balance page reads ₹2,500 on it, the shopper adds it to her store
// credit in her account, and the admin list shows it redeemed with Outstanding ₹2,500 lower.
// At checkout, "Have a gift card?" adds another card to her credit and the credit pays towards the
// order. Each screen photographed at 390 px and checked to fit.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatRupees } from "../../shared/money.js";
import { describeViolations, seriousViolations, withAxe } from "../support/axe.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, signedInContext } from "../support/browser.js";
import { codeSentTo } from "../support/gift-card-mail.js";
import { photographAdminScreen, sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminSession, catalogue, newShopper, shopCall, type Session, type Shopper } from "../support/shop-api.js";
import { fillShipping, signedInWithCart } from "../support/storefront-checkout.js";

/** The figure of one of the totals, in rupees. */
const figure = async (page: Page, total: string) => Number((await page.getByTestId(`gift-card-${total}`).innerText()).replace(/[^\d.]/g, ""));

describe.skipIf(!inject("chromium"))("gift cards, on a phone", () => {
  let browser: Browser;
  let admin: Session;
  let shopper: Shopper;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
    shopper = await newShopper("Kavya Mehta");
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function adminPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await signedInContext(browser, "phone", admin);
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/admin/gift-cards");
    await page.getByRole("heading", { name: "Gift cards", level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("gift-card-outstanding").innerText()).not.toBe("…");
    return { page, errors };
  }

  it("the owner issues a card, its code checks out on the balance page, the shopper adds it to her credit, and the totals follow", async () => {
    // The owner issues ₹2,500 to the shopper.
    const owner = await adminPage();
    const outstandingBefore = await figure(owner.page, "outstanding");
    await owner.page.getByRole("button", { name: "Issue a gift card" }).click();
    const form = owner.page.getByRole("dialog", { name: "Issue a gift card" });
    await form.getByLabel("Amount (₹)").fill("2500");
    await form.getByLabel("Recipient's name").fill(shopper.user.name);
    await form.getByLabel("Recipient's e-mail").fill(shopper.email);
    await form.getByLabel("From (optional)").fill("Rangrez");
    await form.getByLabel("Message (optional)").fill("Thank you for shopping with us this Diwali!");
    await form.getByLabel("Reason").fill("Diwali gift to a loyal shopper");
    await photographAdminScreen(owner.page, "gift-card-issue", "phone", { fingertips: true });
    await form.getByRole("button", { name: "Issue gift card" }).click();
    await owner.page.getByText(`Gift card issued: its code goes to ${shopper.email} now`).waitFor();
    await expect.poll(() => figure(owner.page, "outstanding")).toBe(outstandingBefore + 2_500);
    const issued = await figure(owner.page, "outstanding");

    // The code is only in her e-mail; the balance page reads it however it is typed.
    const code = await codeSentTo(shopper.email);
    const lastFour = code.slice(-4);
    const visitorContext = await openContext(browser, "phone");
    contexts.push(visitorContext);
    await withAxe(visitorContext);
    const visitor = await visitorContext.newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto("/");
    await visitor.getByRole("contentinfo").getByRole("link", { name: "Gift card balance" }).click();
    await visitor.getByRole("heading", { name: "Gift card balance", level: 1 }).waitFor();
    const field = visitor.getByLabel("Gift card code");
    await field.pressSequentially(code.toLowerCase().replace(/-/g, " "));
    expect(await field.inputValue()).toBe(code);
    await visitor.getByRole("button", { name: "Check balance" }).click();
    const answer = visitor.getByTestId("gift-card-balance");
    await expect.poll(() => answer.textContent()).toMatch(new RegExp(`^₹2,500 left on the card ending ${lastFour}, valid until \\d{2}/\\d{2}/\\d{4}$`));
    expect(await sidewaysOverflow(visitor)).toBeLessThanOrEqual(0);
    expect(await smallTargets(visitor, ".gift-card-page")).toEqual([]);
    const problems = await seriousViolations(visitor);
    expect(problems, describeViolations(problems)).toEqual([]);
    await saveScreenshot(visitor, "gift-card-balance", "phone");

    // She adds it to her store credit in her account.
    const herContext = await signedInContext(browser, "phone", shopper);
    contexts.push(herContext);
    const her = await herContext.newPage();
    const herErrors = collectPageErrors(her);
    await her.goto("/profile");
    await expect.poll(() => her.getByTestId("profile-store-credit").innerText()).toBe(formatRupees(0));
    const redeem = her.getByRole("form", { name: "Add a gift card to your store credit" });
    await redeem.getByLabel("Gift card code").fill(code);
    await redeem.getByRole("button", { name: "Add to store credit" }).click();
    await redeem.getByRole("status").filter({ hasText: "₹2,500 added to your store credit. You now have ₹2,500." }).waitFor();
    await expect.poll(() => her.getByTestId("profile-store-credit").innerText()).toBe(formatRupees(2_500));
    expect(await her.getByRole("list", { name: "Store credit history" }).innerText()).toContain("From a gift card");
    await her.getByRole("heading", { name: "Store credit" }).scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(her)).toBeLessThanOrEqual(0);
    expect(await smallTargets(her, ".store-credit-card")).toEqual([]);
    await saveScreenshot(her, "profile-gift-card", "phone");
    const credit = await shopCall<{ data: { balance: number } }>("GET", "/store-credit", { token: shopper.token });
    expect(credit.body.data.balance).toBe(2_500);

    // The owner's list: the card redeemed, nothing left on it, and the shop owes ₹2,500 less.
    await owner.page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => figure(owner.page, "outstanding")).toBe(issued - 2_500);
    const row = owner.page.getByRole("row").filter({ hasText: shopper.email });
    await expect.poll(() => row.innerText()).toContain("Redeemed");
    expect(await row.innerText()).toContain(`…${lastFour}`);
    await row.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await photographAdminScreen(owner.page, "gift-cards", "phone", { fingertips: true });
    await row.getByRole("button", { name: `Ledger of the card ending ${lastFour} for ${shopper.user.name}` }).click();
    const ledger = owner.page.getByRole("dialog", { name: `Card ending ${lastFour}` });
    await expect.poll(() => ledger.getByRole("list", { name: "Ledger entries" }).innerText()).toContain("Added to store credit");
    expect(await ledger.getByTestId("gift-card-ledger-balance").innerText()).toBe(formatRupees(0));
    await photographAdminScreen(owner.page, "gift-card-ledger", "phone", { fingertips: true });

    // The dashboard's Sales panel says the same debt, apart from the period's revenue.
    await owner.page.goto("/admin");
    const liability = owner.page.getByRole("region", { name: "Sales" }).getByTestId("sales-gift-cards");
    await expect.poll(() => liability.innerText()).toContain(`${formatRupees(issued - 2_500)} outstanding, owed to their holders`);
    await liability.scrollIntoViewIfNeeded();
    await saveScreenshot(owner.page, "sales-gift-cards", "phone");

    expect([...owner.errors, ...visitorErrors, ...herErrors]).toEqual([]);
  });
  it("at checkout, a gift card's code goes into her store credit and the credit pays towards the order", async () => {
    const buyer = await newShopper("Farah Khan");
    const issued = await shopCall("POST", "/admin/gift-cards", { token: admin.token, body: { amount: 500, reason: "Make-good for a late parcel", recipientName: buyer.user.name, recipientEmail: buyer.email } });
    expect(issued.status).toBe(201);
    const code = await codeSentTo(buyer.email);
    const product = (await catalogue()).find((candidate) => candidate.price >= 1000 && candidate.sizes.some((size) => (candidate.stockBySize[size] ?? 0) >= 1))!;
    const size = product.sizes.find((one) => (product.stockBySize[one] ?? 0) >= 1)!;
    const context = await openContext(browser, "phone");
    contexts.push(context);
    const page = await signedInWithCart(context, buyer, [{ product, size, quantity: 1 }]);
    const errors = collectPageErrors(page);
    await page.getByRole("button", { name: /^Cart,/ }).click();
    await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await fillShipping(checkout);
    // No credit yet: no "Use store credit", only the offer of a gift card.
    expect(await checkout.getByRole("checkbox", { name: /^Use store credit/ }).count()).toBe(0);
    await checkout.getByRole("button", { name: "Have a gift card?" }).click();
    const redeem = checkout.getByRole("form", { name: "Add a gift card to your store credit" });
    await redeem.getByLabel("Gift card code").fill(code.replace(/-/g, ""));
    await redeem.getByRole("button", { name: "Add to store credit" }).click();
    await redeem.getByRole("status").filter({ hasText: "₹500 added to your store credit. You now have ₹500." }).waitFor();
    const useCredit = checkout.getByRole("checkbox", { name: `Use store credit (${formatRupees(500)})` });
    await expect.poll(() => useCredit.isChecked()).toBe(true);
    const summary = checkout.getByRole("region", { name: "Order summary" });
    await expect.poll(() => summary.getByTestId("store-credit-paid").innerText()).toBe(`−${formatRupees(500)}`);
    const total = Number((await summary.getByTestId("checkout-total").innerText()).replace(/[^\d.]/g, ""));
    await expect.poll(() => summary.getByTestId("checkout-to-pay").innerText()).toBe(formatRupees(total - 500));
    await checkout.getByRole("button", { name: `Pay ${formatRupees(total - 500)}` }).waitFor();
    await redeem.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(page, ".gift-card-at-checkout")).toEqual([]);
    await saveScreenshot(page, "checkout-gift-card", "phone");
    expect(errors).toEqual([]);
  });
});
