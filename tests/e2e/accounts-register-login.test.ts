// Registering, logging in and out in Chromium against the shop as `npm start` runs it: the
// spec's validation texts in order, the success message and being signed in at once, the
// server's errors, where login leads, and an expired session (a deleted account) sending the
// shopper to /login. Screenshots of the register and login screens on a phone and a desktop.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { User } from "../../shared/schemas/user.js";
import { saveScreenshot, signInBrowser } from "../support/browser.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { adminToken, shopCall, freshEmail, newShopper, SHOPPER_PASSWORD } from "../support/shop-api.js";
import { signupTokenFrom } from "../support/shop-client.js";

const alertText = (page: Page) => page.locator("main [role=alert]").textContent();

describe.skipIf(!inject("chromium"))("register and login", () => {
  const browsing = browserPerFile();


  it("registers a shopper: each of the spec's texts in order, 'check your e-mail', then the link signs her in", async () => {
    const { page, errors } = await browsing.open("phone", "/register");
    const register = page.getByRole("button", { name: "Register" });
    await page.getByRole("heading", { name: "Create your account" }).waitFor();

    await register.click();
    expect(await alertText(page)).toBe("Name is required");
    await page.getByLabel("Full name").fill("Ananya Iyer");
    await register.click();
    expect(await alertText(page)).toBe("Email is required");
    const email = freshEmail("ananya");
    await page.getByLabel("Email").fill(email);
    await register.click();
    expect(await alertText(page)).toBe("Password is required");
    await page.getByLabel("Password", { exact: true }).fill("abc1234");
    await register.click();
    expect(await alertText(page)).toBe("Password must be at least 8 characters long");
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel("Confirm password").fill(`${SHOPPER_PASSWORD}x`);
    await register.click();
    expect(await alertText(page)).toBe("Passwords do not match");
    // The focus is on the field to fix, for keyboards and screen readers.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("confirmPassword");

    await page.getByRole("button", { name: "Show password" }).click();
    expect(await page.getByLabel("Confirm password").getAttribute("type")).toBe("text");
    await page.getByLabel("Confirm password").fill(SHOPPER_PASSWORD);
    await register.click();
    // Issue 41: the same answer for any address; the e-mail's link makes the account.
    await page.getByRole("heading", { name: "Check your e-mail to finish signing up" }).waitFor();
    await page.getByText(`We have sent an e-mail to ${email}.`, { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await saveScreenshot(page, "register-check-email", "phone");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/finish-signup?token=${encodeURIComponent(await signupTokenFrom(inject("mailboxUrl"), email))}`);
    await page.getByText("Registration successful!").waitFor();
    // Signed in, with no login to type, and home.
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email)).toBe(email);

    // The same address again: the same answer as for a new one, and its owner is told by e-mail.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel("Confirm password").fill(SHOPPER_PASSWORD);
    await register.click();
    await page.getByRole("heading", { name: "Check your e-mail to finish signing up" }).waitFor();
    await expect
      .poll(
        async () => {
          const store = (await (await fetch(`${inject("mailboxUrl")}/store`)).json()) as { emails: Array<{ destination: { to: string[] }; subject: string }> };
          return store.emails.filter((e) => e.destination.to.includes(email)).map((e) => e.subject);
        },
        { timeout: 15_000 },
      )
      .toContain("Someone tried to sign up to Rangrez with your address");
    expect(errors).toEqual([]);
  });

  it("logs in: 'Please fill in all fields.', the server's refusal, then home with the session stored, and logs out", async () => {
    const shopper = await newShopper("Meera Shah");
    const { page } = await browsing.open("phone", "/login");
    const login = page.getByRole("button", { name: "Login" });
    await login.click();
    expect(await alertText(page)).toBe("Please fill in all fields.");
    await page.getByLabel("Email").fill(shopper.email);
    await login.click();
    expect(await alertText(page)).toBe("Please fill in all fields.");

    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await login.click();
    await expect.poll(() => alertText(page)).not.toBe("Please fill in all fields.");
    expect((await alertText(page))?.length).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/login$/);

    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await login.click();
    await page.waitForURL((url) => url.pathname === "/");
    const stored = await page.evaluate(() => ({ token: localStorage.getItem("token"), user: JSON.parse(localStorage.getItem("user") ?? "null") as User | null }));
    expect(stored.token).toBeTruthy();
    expect(stored.user?.email).toBe(shopper.email);

    // Logout on the profile page removes both and goes home.
    await page.goto("/profile");
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
  });

  it("sends an admin who logs in on the shop's login to /admin", async () => {
    const { page } = await browsing.open("desktop", "/login");
    await page.getByLabel("Email").fill(inject("admin").email);
    await page.getByLabel("Password", { exact: true }).fill(inject("admin").password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/admin"));
  });

  it("sends a shopper whose account was deleted to /login and forgets the session", async () => {
    const shopper = await newShopper("Ritu Gupta");
    const context = await browsing.context("phone");
    const page = await signInBrowser(context, shopper);
    const deleted = await shopCall("DELETE", `/auth/users/${shopper.user._id}`, { token: await adminToken() });
    expect(deleted.status).toBe(200);

    await page.goto("/profile");
    await page.waitForURL("**/login");
    await page.getByText("Your session has ended. Please log in again.").waitFor();
    expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([null, null]);
  });

  for (const viewport of ["phone", "desktop"] as const) {
    it(`register and login screens fit a ${viewport}, with finger-sized controls`, async () => {
      const { page, errors } = await browsing.open(viewport, "/register");
      await page.getByRole("button", { name: "Register" }).click();
      await page.locator("main [role=alert]").waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page, "main")).toEqual([]);
      await saveScreenshot(page, "register", viewport);

      await page.getByRole("link", { name: "Login" }).last().click();
      await page.getByRole("heading", { name: "Login" }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page, "main")).toEqual([]);
      await saveScreenshot(page, "login", viewport);
      expect(errors).toEqual([]);
    });
  }
});
