// The owner's helpers at phone size (issue 23, Staff): the owner invites a helper from the Staff
// screen, the helper sets a password from the e-mailed link and signs in to a smaller admin (no
// dashboard, products, exports or users), and the owner reads the audit log of it all.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot } from "../support/browser.js";
import { sidewaysOverflow } from "../support/phone-fit.js";
import { freshEmail } from "../support/shop-api.js";
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
    expect(await menuOn(page)).toEqual(["Dashboard", "Products", "Subcategories", "Users", "Orders", "To call", "Production", "Shipping", "Returns", "Reviews", "Payments", "Approvals", "Discounts", "Exports", "Settings", "Staff", "Audit log"]);
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
      await hers.goto("/admin/exports");
      await hers.getByRole("heading", { name: "Not part of your role" }).waitFor();
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
});

