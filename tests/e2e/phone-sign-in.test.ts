// Signing in with a one-time code (issue 44) in Chromium at 390 px against the shop as `npm start`
// runs it, with the WhatsApp emulator standing in for Meta: a signed-in shopper verifies her mobile
// in her profile with the code WhatsApp brings her, signs out, and signs in on /login with a new
// code; a wrong code says how many tries are left, and asking again counts down first. Both steps
// and the profile's section are photographed, and fit a phone with finger-sized controls.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { NUMBER_LINKED, wrongCode } from "../../shared/schemas/phone-sign-in.js";
import type { User } from "../../shared/schemas/user.js";
import { collectPageErrors, saveScreenshot, signInBrowser } from "../support/browser.js";
import { browserPerFile } from "../support/browser-per-file.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { newShopper } from "../support/shop-api.js";
import { codesTo, freshMobile, nextCode, sendCode, spacedMobile as spaced } from "../support/whatsapp-codes.js";

/** A right code's wrong twin: the same length, another number. */
const wrongFor = (code: string) => (code === "111111" ? "222222" : "111111");

/** The wrong code's 400, which Chromium logs. */
const refusedOnPurpose = (error: string) => /^Failed to load resource: the server responded with a status of 400/.test(error);

/** The page fits the phone, and every control of `scope` is a fingertip wide. */
async function fitsPhone(page: Page, scope: string) {
  await page.evaluate(() => document.fonts.ready);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await smallTargets(page, scope)).toEqual([]);
}

describe.skipIf(!inject("chromium") || !inject("whatsappUrl"))("signing in with a code to a mobile, on a phone", () => {
  const shop = browserPerFile();

  it("verifies her mobile in the profile, then signs her in on /login with a code from WhatsApp", async () => {
    const shopper = await newShopper("Divya Iyer");
    const phone = freshMobile();
    // Signed in once, as logging in would (not on every page load: she signs out and in again).
    const page = await signInBrowser(await shop.context("phone"), shopper);
    const errors = collectPageErrors(page);

    // The profile: her mobile, the code WhatsApp brings, and the number on her account.
    await page.goto("/profile");
    const section = page.getByRole("region", { name: "Sign in with your mobile" });
    const verify = section.getByRole("form", { name: "Verify your mobile" });
    await verify.waitFor();
    await verify.getByLabel("Mobile number").fill(phone);
    await verify.scrollIntoViewIfNeeded();
    await fitsPhone(page, ".sign-in-phone");
    await saveScreenshot(page, "profile-sign-in-phone-number", "phone");
    const before = (await codesTo(phone)).length;
    await sendCode(verify);
    expect(await verify.getByRole("status").innerText()).toBe(`We sent a code to ${spaced(phone)} on WhatsApp. It works for 5 minutes.`);
    await verify.getByLabel("6-digit code").fill(await nextCode(phone, before));
    await verify.getByRole("button", { name: "Verify number" }).click();
    await section.getByRole("status").filter({ hasText: NUMBER_LINKED }).waitFor();
    expect(await section.getByTestId("sign-in-phone").innerText()).toBe(`You can sign in with a code sent to ${spaced(phone)}.`);
    expect(await section.getByRole("button", { name: "Remove" }).isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null") as User | null);
    expect(stored?.signInPhone).toBe(phone);
    await section.scrollIntoViewIfNeeded();
    await fitsPhone(page, ".sign-in-phone");
    await saveScreenshot(page, "profile-sign-in-phone", "phone");
    // Kept by the server: a reload still shows it.
    await page.reload();
    expect(await section.getByTestId("sign-in-phone").innerText()).toBe(`You can sign in with a code sent to ${spaced(phone)}.`);

    // Signed out, she signs in on /login with a new code to the same number.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/login");
    const signIn = page.getByRole("form", { name: "Sign in with a code" });
    await signIn.getByLabel("Mobile number").fill(phone);
    await signIn.scrollIntoViewIfNeeded();
    await fitsPhone(page, ".phone-sign-in");
    await saveScreenshot(page, "login-phone-code-step1", "phone");
    const beforeSignIn = (await codesTo(phone)).length;
    await sendCode(signIn);
    expect(await signIn.getByRole("status").innerText()).toBe(`We sent a code to ${spaced(phone)} on WhatsApp. It works for 5 minutes.`);
    const code = await nextCode(phone, beforeSignIn);
    await signIn.getByRole("button", { name: "Change number" }).scrollIntoViewIfNeeded();
    await fitsPhone(page, ".phone-sign-in");
    await saveScreenshot(page, "login-phone-code-step2", "phone");

    // Asking again waits: the button counts the seconds down, and cannot be pressed until then.
    const again = signIn.getByRole("button", { name: /^Send again/ });
    const secondsLeft = async () => Number(/^Send again in (\d+) s$/.exec(await again.innerText())?.[1] ?? "NaN");
    const first = await secondsLeft();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(30);
    expect(await again.isDisabled()).toBe(true);
    await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);

    // A wrong code says how many tries are left, in the server's words.
    const codeField = signIn.getByLabel("6-digit code");
    await codeField.fill(wrongFor(code));
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await signIn.getByRole("alert").filter({ hasText: wrongCode(2) }).waitFor();
    expect(await signIn.getByRole("alert").innerText()).toBe("That code is not right. 2 tries left.");
    await signIn.scrollIntoViewIfNeeded();
    await fitsPhone(page, ".phone-sign-in");
    await saveScreenshot(page, "login-phone-code-wrong", "phone");

    // The right one signs her in, and home she goes.
    await codeField.fill(code);
    await signIn.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const session = await page.evaluate(() => ({ token: localStorage.getItem("token"), user: JSON.parse(localStorage.getItem("user") ?? "null") as User | null }));
    expect(session.token).toBeTruthy();
    expect(session.user?.email).toBe(shopper.user.email);
    await page.goto("/profile");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Divya Iyer");
    expect(errors.filter((error) => !refusedOnPurpose(error))).toEqual([]);
  });
});
