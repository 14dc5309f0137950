// The owner's helpers at phone size (issue 23, Staff): the owner invites a helper from the Staff
// screen, the helper sets a password from the e-mailed link and signs in to a smaller admin (no
// dashboard, products, exports or users), and the owner reads the audit log of it all. Issue 39:
// a helper's payouts past her day's limit wait for the owner on the Approvals screen.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot } from "../support/browser.js";
import { sidewaysOverflow } from "../support/phone-fit.js";
import { adminSession, buyAndPay, freshEmail, newShopper, productsToBuy, shopCall } from "../support/shop-api.js";
import { formatRupees } from "../../shared/money.js";
import type { Payment } from "../../shared/schemas/payment.js";
import { describeViolations, seriousViolations, withAxe } from "../support/axe.js";

const STAFF_PASSWORD = "Gota-Patti-Lehenga-58";

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The invitation link (path and query) of the newest e-mail to `to`, once the outbox has sent it. */
async function invitationLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const emails = ((await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: StoredEmail[] }).emails;
        const mail = emails.filter((e) => e.destination.to.includes(to) && /You are invited/.test(e.subject)).at(-1);
        link = /https?:\/\/\S+\/accept-invitation\?token=[^\s"<>]+/.exec(mail?.body.text ?? "")?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return new URL(link!).pathname + new URL(link!).search;
}

/** No serious or critical axe finding on the screen as it stands. */
async function expectAccessible(page: Page, screen: string) {
  const violations = await seriousViolations(page);
  expect(violations.map((v) => v.id), `${screen}:\n${describeViolations(violations)}`).toEqual([]);
}

async function adminSignIn(page: Page, email: string, password: string) {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The admin menu's entries, as a phone shows them after "Open menu". */
async function menuOn(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Open menu" }).click();
  const links = page.getByRole("complementary", { name: "Admin" }).locator(".admin-sidebar__nav a");
  await links.first().waitFor();
  return (await links.allTextContents()).map((text) => text.trim());
}

describe.skipIf(!inject("chromium"))("staff and the audit log", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it("the owner invites a helper, who sets a password and sees only orders, shipping and payments; the owner sees it in the audit log", async () => {
    const owner = inject("admin");
    const email = freshEmail("rekha");

    context = await openContext(browser, "phone");
    await withAxe(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await adminSignIn(page, owner.email, owner.password);
    await page.waitForURL("**/admin");
    expect(await menuOn(page)).toEqual(["Dashboard", "Products", "Subcategories", "Users", "Orders", "To call", "Production", "Shipping", "Returns", "Reviews", "Fit and returns", "Payments", "Approvals", "Discounts", "Exports", "Settings", "Staff", "Gift cards", "Audit log"]);
    await page.getByRole("link", { name: "Staff" }).click();
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await page.getByLabel("Name").fill("Rekha Joshi");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Role", { exact: true }).first().selectOption("staff");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("status").getByText("Invitation sent. The link in the e-mail works for 72 hours.").waitFor();
    const card = page.getByRole("listitem").filter({ hasText: email });
    await card.getByText("Invitation pending").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-staff", "phone", { fullPage: true });
    await expectAccessible(page, "staff");

    // The helper, on her own phone: the link, a password, then the admin login.
    const helper = await openContext(browser, "phone");
    await withAxe(helper);
    try {
      const hers = await helper.newPage();
      // Her screens ask only for what her role allows (issue 40): no 403 in her browser's console.
      const refused: string[] = [];
      hers.on("response", (response) => {
        const url = new URL(response.url());
        if (response.status() === 403 && url.pathname.startsWith("/api/")) refused.push(`${response.request().method()} ${url.pathname}`);
      });
      await hers.goto(await invitationLinkFor(email));
      await hers.getByRole("heading", { name: "Choose your password" }).waitFor();
      await hers.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
      await hers.getByLabel("Confirm password").fill(STAFF_PASSWORD);
      await saveScreenshot(hers, "accept-invitation", "phone");
      await expectAccessible(hers, "accept invitation");
      await hers.getByRole("button", { name: "Set password" }).click();
      await hers.getByRole("button", { name: "Sign in to the admin" }).click();
      await adminSignIn(hers, email, STAFF_PASSWORD);
      // No dashboard for staff: she lands on the orders.
      await hers.waitForURL("**/admin/orders");
      await hers.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
      expect(await menuOn(hers)).toEqual(["Orders", "To call", "Production", "Shipping", "Returns", "Payments"]);
      await saveScreenshot(hers, "admin-staff-menu", "phone");
      for (const screen of ["orders", "to-call", "production", "shipping", "returns", "payments"]) {
        await hers.goto(`/admin/${screen}`);
        await hers.getByRole("heading", { level: 1 }).first().waitFor();
        await hers.waitForLoadState("networkidle");
      }
      await hers.goto("/admin/exports");
      await hers.getByRole("heading", { name: "Not part of your role" }).waitFor();
      await hers.waitForLoadState("networkidle");
      expect(refused).toEqual([]);
    } finally {
      await helper.close();
    }

    await page.reload();
    await card.getByText("Invitation pending").waitFor({ state: "detached" });
    await page.goto("/admin/audit");
    await page.getByRole("heading", { name: "Audit log" }).waitFor();
    const entry = page.getByRole("list", { name: "Changes" }).getByRole("listitem").filter({ hasText: "invited staff" }).first();
    await entry.getByText(email).waitFor();
    await entry.getByText("Staff", { exact: false }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-audit", "phone", { fullPage: true });
    await expectAccessible(page, "audit log");
    await page.getByLabel("What").selectOption("product");
    await page.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => page.getByRole("list", { name: "Changes" }).getByText("invited staff").count()).toBe(0);
    expect(errors).toEqual([]);

    // The same screens at desktop size, to look at.
    const desktop = await openContext(browser, "desktop");
    try {
      const wide = await desktop.newPage();
      await adminSignIn(wide, owner.email, owner.password);
      await wide.waitForURL("**/admin");
      await wide.goto("/admin/audit");
      await wide.getByRole("list", { name: "Changes" }).getByRole("listitem").first().waitFor();
      await saveScreenshot(wide, "admin-audit", "desktop");
      await wide.goto("/admin/staff");
      await wide.getByRole("listitem").filter({ hasText: email }).waitFor();
      await saveScreenshot(wide, "admin-staff", "desktop");
    } finally {
      await desktop.close();
    }
  }, 120_000);
  it("a staff member's refunds count by the day: the one past her limit is sent for approval, and the owner approves it on the Approvals screen", async () => {
    // Issue 39, maker-checker. Geeta joins as staff (invited and accepted through the API).
    const owner = inject("admin");
    const ownerSession = await adminSession();
    const email = freshEmail("geeta");
    expect((await shopCall("POST", "/staff/invitations", { token: ownerSession.token, body: { email, name: "Geeta Joshi", role: "staff" } })).status).toBe(201);
    const token = new URL(await invitationLinkFor(email), "http://shop.test").searchParams.get("token")!;
    expect((await shopCall("POST", "/auth/accept-invitation", { body: { token, password: STAFF_PASSWORD } })).status).toBe(200);

    // A shopper's order of more than ₹2,100, paid.
    const shopper = await newShopper("Farah Sheikh");
    const [product] = await productsToBuy(3);
    const quantity = Math.min(3, Math.ceil(2200 / product!.price));
    const { payment } = await buyAndPay(shopper, [{ product: product!, quantity }]);
    expect(payment.amount).toBeGreaterThan(2100);

    // Geeta, on her phone, refunds ₹1,500 (within her ₹2,000 a day), then ₹600 more: each call is
    // under ₹2,000, but together they are over her day's limit, so the second waits for the owner.
    context = await openContext(browser, "phone");
    await withAxe(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await adminSignIn(page, email, STAFF_PASSWORD);
    await page.waitForURL("**/admin/orders");
    await page.goto("/admin/payments");
    await page.getByLabel("Search by payment id, user name or email").fill(shopper.email);
    const row = page.locator("tbody tr", { hasText: payment.razorpayPaymentId! });
    const refundOnScreen = async (rupees: string, reason: string) => {
      await row.getByRole("button", { name: /^Refund payment/ }).click();
      const dialog = page.getByRole("dialog", { name: "Refund payment" });
      await dialog.getByText(/Past your role's limit a day/).waitFor();
      await dialog.getByRole("radio", { name: "Goodwill amount" }).check();
      await dialog.getByLabel("Amount to refund (₹)").fill(rupees);
      await dialog.getByLabel("Reason").fill(reason);
      await dialog.getByRole("button", { name: "Refund" }).click();
      await dialog.waitFor({ state: "detached" });
    };
    await refundOnScreen("1500", "Late delivery, as agreed on the phone");
    await row.getByText(/^Partly refunded ₹1,500\.00 of /).waitFor();
    await refundOnScreen("600", "Zari came loose on the border");
    await page.getByRole("status").getByText("Refunds over ₹2,000 a day need the owner's approval: sent for approval").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "admin-refund-sent-for-approval", "phone");
    // The ₹600 was not refunded: the row still says ₹1,500.
    await page.reload();
    await page.getByLabel("Search by payment id, user name or email").fill(shopper.email);
    await row.getByText(/^Partly refunded ₹1,500\.00 of /).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // The owner, on her phone: the Approvals screen shows who asked, what, how much and why.
    context = await openContext(browser, "phone");
    await withAxe(context);
    const hers = await context.newPage();
    const ownerErrors = collectPageErrors(hers);
    await adminSignIn(hers, owner.email, owner.password);
    await hers.waitForURL("**/admin");
    await hers.getByRole("button", { name: "Open menu" }).click();
    await hers.getByRole("link", { name: "Approvals" }).click();
    await hers.getByRole("heading", { name: "Approvals", level: 1 }).waitFor();
    const card = hers.getByRole("listitem").filter({ hasText: "Geeta Joshi" }).filter({ hasText: "Zari came loose on the border" });
    await card.getByText("₹600.00").first().waitFor();
    await card.getByText("Asked by Geeta Joshi (Staff)", { exact: false }).waitFor();
    await card.getByText("Her payouts that day before this: ₹1,500.00 of ₹2,000.00").waitFor();
    expect(await sidewaysOverflow(hers)).toBeLessThanOrEqual(0);
    await saveScreenshot(hers, "admin-approvals", "phone", { fullPage: true });
    await expectAccessible(hers, "approvals");
    // She heard of it by e-mail too, with where to decide it.
    await expect
      .poll(async () => {
        const emails = ((await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: StoredEmail[] }).emails;
        return emails.find((e) => e.destination.to.includes(owner.email) && e.subject.startsWith("Approval needed: Refund ₹600.00") && e.subject.endsWith("(asked by Geeta Joshi)"))?.body.text ?? "";
      })
      .toContain("/admin/approvals");
    await card.getByRole("button", { name: "Approve" }).click();
    await hers.getByRole("status").getByText("Approved: the refund is made.").waitFor();
    // Off the waiting shelf, onto the decided one, in her name.
    await card.waitFor({ state: "detached" });
    await hers.getByLabel("Show").selectOption("decided");
    await card.getByText("Approved", { exact: true }).waitFor();
    await card.getByText(/^Approved by /).waitFor();
    await saveScreenshot(hers, "admin-approvals-approved", "phone");

    // The result, where the shop reads it: the payment shows both refunds together.
    await hers.goto("/admin/payments");
    await hers.getByLabel("Search by payment id, user name or email").fill(shopper.email);
    await hers.locator("tbody tr", { hasText: payment.razorpayPaymentId! }).getByText(`Partly refunded ₹2,100.00 of ${formatRupees(payment.amount)}`).waitFor();
    const refunded = await shopCall<{ payments: Payment[] }>("GET", `/payments/admin/all?search=${encodeURIComponent(shopper.email)}`, { token: ownerSession.token });
    const stored = refunded.body.payments.find((p) => p._id === payment._id)!;
    expect(stored.amountRefunded).toBe(2100);
    // Geeta's ₹1,500, then the ₹600 made in the owner's name (her approval), not Geeta's.
    expect(stored.refunds.map((r) => [r.amount, r.by.startsWith("Geeta Joshi")])).toEqual([
      [1500, true],
      [600, false],
    ]);

    // The order's settlement: paid, given back and by whom, in the order's details.
    await hers.goto(`/admin/orders?orderId=${payment.orderId}`);
    const settlement = hers.getByRole("region", { name: "Settlement" });
    await settlement.getByText(`₹2,100.00 (card ₹2,100.00)`).waitFor();
    await settlement.getByText(/^Refund · card ₹1,500\.00/).waitFor();
    await settlement.getByText(/^Refund · card ₹600\.00/).waitFor();
    await settlement.locator("li", { hasText: "₹1,500.00" }).getByText(/Geeta Joshi/).waitFor();
    await settlement.scrollIntoViewIfNeeded();
    await saveScreenshot(hers, "admin-order-settlement", "phone");

    // The Staff screen: the limits, and what Geeta paid out today on her own.
    await hers.goto("/admin/staff");
    const limits = hers.getByRole("form", { name: "Daily limits" });
    await expect.poll(() => limits.getByLabel("Staff (₹ a day)").inputValue()).toBe("2000");
    await limits.getByRole("list", { name: "Paid out today" }).getByRole("listitem").filter({ hasText: "Geeta Joshi" }).getByText("₹1,500.00 of ₹2,000.00 today").waitFor();
    await limits.scrollIntoViewIfNeeded();
    await saveScreenshot(hers, "admin-staff-limits", "phone");
    expect(ownerErrors).toEqual([]);
  }, 180_000);
});

