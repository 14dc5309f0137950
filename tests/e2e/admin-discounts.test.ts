// The admin's discount codes screen in Chromium against the shop as `npm start` runs it: a code
// made in the form (dates in India time) is listed with its terms and uses, a second code of
// the same name is refused with the server's words, switching it off shows at once and a
// shopper is told it is not active, and it is deleted after confirmation. Both sizes.
import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DiscountCode } from "../../shared/schemas/discount-code.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { adminSession, catalogue, shopCall, type Session } from "../support/shop-api.js";

async function adminPage(context: BrowserContext, admin: Session): Promise<Page> {
  const page = await signInBrowser(context, admin);
  await page.goto("/admin/discounts");
  return page;
}

describe.skipIf(!inject("chromium"))("admin discount codes", () => {
  let browser: Browser;
  let admin: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await adminSession();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`creates, lists, switches off and deletes a code (${viewport})`, async () => {
      const context = await openContext(browser, viewport);
      try {
        const page = await adminPage(context, admin);
        const errors = collectPageErrors(page);
        const code = `FEST${randomBytes(2).toString("hex").toUpperCase()}`;
        await page.getByRole("button", { name: "New code" }).click();
        const form = page.getByRole("dialog", { name: "New discount code" });
        await form.getByLabel(/^Code/).fill(code.toLowerCase());
        await form.getByLabel(/^Description/).fill("Festive week");
        await form.getByLabel("A fixed amount in rupees").check();
        await form.getByLabel(/^Amount off/).fill("250");
        await form.getByLabel(/^Minimum order/).fill("1500");
        await form.getByLabel(/^Starts/).fill("2026-01-01T09:00");
        await form.getByLabel(/^Ends/).fill("2099-12-31T23:59");
        await form.getByLabel(/^Total uses/).fill("50");
        await saveScreenshot(page, "admin-discount-form", viewport);
        await form.getByRole("button", { name: "Create code" }).click();
        await form.waitFor({ state: "detached" });

        const row = page.getByRole("row").filter({ hasText: code });
        await row.waitFor();
        const text = await row.innerText();
        for (const part of ["Festive week", "₹250.00 off", "₹1,500.00", "1 Jan 2026, 9:00 am", "31 Dec 2099, 11:59 pm", "0 of 50 used", "1 per customer", "Active"]) expect(text).toContain(part);
        const stored = (await shopCall<{ data: DiscountCode[] }>("GET", "/admin/discounts", { token: admin.token })).body.data.find((found) => found.code === code)!;
        expect(stored).toMatchObject({ kind: "amount", value: 250, minOrder: 1500, startsAt: "2026-01-01T03:30:00.000Z", endsAt: "2099-12-31T18:29:00.000Z", maxUses: 50, isActive: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, "admin-discounts", viewport);

        // The same name again: the server's reason, inside the form.
        await page.getByRole("button", { name: "New code" }).click();
        const again = page.getByRole("dialog", { name: "New discount code" });
        await again.getByLabel(/^Code/).fill(code);
        await again.getByLabel(/^Percent off/).fill("5");
        await again.getByRole("button", { name: "Create code" }).click();
        await expect.poll(() => again.getByRole("alert").innerText()).toBe(`A discount code ${code} already exists.`);
        await again.getByRole("button", { name: "Cancel" }).click();

        // Switched off: the list says so, and a shopper's check says why.
        await page.getByRole("button", { name: `Edit ${code}` }).click();
        const edit = page.getByRole("dialog", { name: `Edit ${code}` });
        await edit.getByLabel(/^Active/).uncheck();
        await edit.getByRole("button", { name: "Save changes" }).click();
        await edit.waitFor({ state: "detached" });
        await expect.poll(() => row.innerText()).toContain("Off");
        const product = (await catalogue()).find((candidate) => candidate.price >= 1500)!;
        const check = await shopCall<{ error: string }>("POST", "/discounts/check", { body: { code, items: [{ product: product._id, size: product.sizes[0], quantity: 1 }] } });
        expect([check.status, check.body.error]).toEqual([409, `The code ${code} is not active.`]);

        await page.getByRole("button", { name: `Delete ${code}` }).click();
        const confirm = page.getByRole("dialog", { name: "Delete discount code" });
        await confirm.getByRole("button", { name: "Delete" }).click();
        await row.waitFor({ state: "detached" });
        expect((await shopCall<{ data: DiscountCode[] }>("GET", "/admin/discounts", { token: admin.token })).body.data.some((found) => found.code === code)).toBe(false);
        expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
