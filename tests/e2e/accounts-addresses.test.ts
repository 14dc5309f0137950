// Issue 22, item 10, on a phone: registering (by the e-mail's link since issue 41) signs the shopper
// in and carries on to the checkout that sent her (no login to type); the address a checkout uses is saved, offered at the next
// checkout and kept in the profile, where she adds more, picks the default and removes one.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signupTokenFrom } from "../support/shop-client.js";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "../../shared/schemas/product-record.js";
import { collectPageErrors, launchBrowser, openContext, saveScreenshot, type ViewportName, signInBrowser } from "../support/browser.js";
import { sidewaysOverflow, smallTargets } from "../support/phone-fit.js";
import { shopCall, catalogue, freshEmail, newShopper, SHOPPER_PASSWORD } from "../support/shop-api.js";

/** The cart as the SPA stores it, read after a reload. */
async function fillCart(page: Page, product: Product) {
  // A size with pieces left: other files' products share the stack, some with a size sold out.
  const size = product.sizes.find((option) => (product.stockBySize?.[option] ?? product.stock) > 1)!;
  await page.evaluate((line) => localStorage.setItem("cart", JSON.stringify([line])), { product, size, quantity: 1 });
  await page.reload();
}

async function openCheckout(page: Page) {
  await page.getByRole("button", { name: /^Cart,/ }).click();
  await page.getByRole("dialog", { name: "Your Cart" }).getByRole("button", { name: "Checkout" }).click();
}

describe.skipIf(!inject("chromium"))("registering and saved addresses", () => {
  let browser: Browser;
  let products: Product[];
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    products = (await catalogue()).filter((product) => product.stock > 5 && product.sizes.length > 1);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  it("registers from the checkout and is back at her checkout, signed in, without typing a login", async () => {
    const product = products[0]!;
    context = await openContext(browser, "phone");
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`/product/${product._id}`);
    await fillCart(page, product);
    await openCheckout(page);

    await page.waitForURL("**/login");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.waitForURL("**/register");
    const email = freshEmail("lakshmi");
    await page.getByLabel("Full name").fill("Lakshmi Pillai");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER_PASSWORD);
    await page.getByLabel("Confirm password").fill(SHOPPER_PASSWORD);
    await page.getByRole("button", { name: "Register" }).click();
    // Sign-up by e-mail (issue 41): the link, opened in the same browser, brings her back to her checkout.
    await page.getByText("Check your e-mail to finish signing up").first().waitFor();
    await page.goto(`/finish-signup?token=${encodeURIComponent(await signupTokenFrom(inject("mailboxUrl"), email))}`);
    await page.waitForURL(`**/product/${product._id}`);
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.waitFor();
    expect(await checkout.getByLabel("Name").inputValue()).toBe("Lakshmi Pillai");
    expect(await checkout.getByLabel("Email").inputValue()).toBe(email);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email)).toBe(email);
    await saveScreenshot(page, "register-back-at-checkout", "phone");
    expect(errors).toEqual([]);
  });

  it("saves the address of a checkout and offers it, chosen, at the next checkout", async () => {
    const buyer = await newShopper("Divya Menon");
    context = await openContext(browser, "phone");
    const page = await signInBrowser(context, buyer);
    const errors = collectPageErrors(page);
    await page.goto("/");
    await fillCart(page, products[1]!);
    await openCheckout(page);
    let checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.getByLabel("Phone").fill("98470 12345");
    await checkout.getByLabel("Address", { exact: true }).fill("House 21, Temple Road, Palarivattom");
    await checkout.getByLabel("City").fill("Kochi");
    await checkout.getByLabel("State").selectOption("Kerala");
    await checkout.getByLabel("Pincode").fill("682025");
    await checkout.getByRole("button", { name: /^Pay/ }).click();
    const razorpay = page.getByRole("dialog", { name: "Rangrez" });
    await razorpay.getByLabel("Card number").fill("4100 2800 0000 1007");
    await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
    await razorpay.getByLabel("CVV").fill("123");
    await razorpay.getByRole("button", { name: /^Pay/ }).click();
    await page.waitForURL(/\/profile\?order=/);

    // Next time: the address is there, chosen, and the fields hold it.
    await fillCart(page, products[2]!);
    await openCheckout(page);
    checkout = page.getByRole("dialog", { name: "Checkout" });
    const saved = checkout.getByRole("group", { name: "Deliver to a saved address" });
    const choice = saved.getByRole("radio", { name: /House 21, Temple Road, Palarivattom/ });
    await choice.waitFor();
    expect(await choice.isChecked()).toBe(true);
    expect(await saved.innerText()).toContain("Kochi, Kerala 682025");
    expect(await checkout.getByLabel("Address", { exact: true }).inputValue()).toBe("House 21, Temple Road, Palarivattom");
    expect(await checkout.getByLabel("Phone").inputValue()).toBe("9847012345");
    await saved.scrollIntoViewIfNeeded();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "checkout-saved-address", "phone");

    // Typing another address leaves the choice; picking it again fills the fields back.
    await checkout.getByLabel("City").fill("Ernakulam");
    expect(await choice.isChecked()).toBe(false);
    await choice.check();
    expect(await checkout.getByLabel("City").inputValue()).toBe("Kochi");

    // Saved once, however often she paid with it.
    const book = await shopCall<{ data: Array<{ address: string; isDefault: boolean }> }>("GET", "/addresses", { token: buyer.token });
    expect(book.body.data).toMatchObject([{ address: "House 21, Temple Road, Palarivattom", isDefault: true }]);
    expect(errors).toEqual([]);
  });

  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`keeps several addresses in the profile on a ${viewport}: adds one, makes it the default, removes one`, async () => {
      const shopper = await newShopper("Zoya Sheikh");
      const home = { name: "Zoya Sheikh", email: shopper.email, phone: "9820012345", address: "B-12, Sea View, Carter Road, Bandra West", city: "Mumbai", state: "Maharashtra", pincode: "400050" };
      expect((await shopCall("POST", "/addresses", { body: home, token: shopper.token })).status).toBe(201);
      context = await openContext(browser, viewport);
      const page = await signInBrowser(context, shopper);
      const errors = collectPageErrors(page);
      await page.goto("/profile");
      const book = page.getByRole("region", { name: "Saved addresses" });
      await book.getByText("B-12, Sea View, Carter Road, Bandra West").waitFor();

      await book.getByRole("button", { name: "Add address" }).click();
      const form = book.getByRole("form", { name: "New address" });
      await form.getByRole("button", { name: "Save address" }).click();
      await form.getByText("Name is required").waitFor();
      await form.getByLabel("Name").fill("Zoya Sheikh");
      await form.getByLabel("Email").fill(shopper.email);
      await form.getByLabel("Phone").fill("12345");
      await form.getByLabel("Address", { exact: true }).fill("Office 5, Kamala Mills, Lower Parel");
      await form.getByLabel("City").fill("Mumbai");
      await form.getByLabel("State").selectOption("Maharashtra");
      await form.getByLabel("Pincode").fill("400013");
      await form.getByRole("button", { name: "Save address" }).click();
      await form.getByText(/Phone must be a 10-digit Indian mobile number/).waitFor();
      await form.getByLabel("Phone").fill("9820054321");
      await form.getByRole("button", { name: "Save address" }).click();
      await book.getByText("Address saved.").waitFor();
      const office = book.getByRole("listitem").filter({ hasText: "Office 5, Kamala Mills" });
      await office.waitFor();
      await book.evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 80));
      await saveScreenshot(page, "profile-saved-addresses", viewport);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTargets(page, ".saved-book")).toEqual([]);

      // A mistake in the pincode is put right in place.
      await office.getByRole("button", { name: "Edit address Office 5, Kamala Mills, Lower Parel" }).click();
      const edit = book.getByRole("form", { name: "Edit address" });
      await edit.getByLabel("Pincode").fill("400 011");
      await edit.getByLabel("Address", { exact: true }).fill("Office 5, Kamala Mills Compound, Lower Parel");
      await edit.evaluate((form) => window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 120));
      await saveScreenshot(page, "profile-edit-address", viewport);
      await edit.getByRole("button", { name: "Save address" }).click();
      await book.getByText("Address updated.").waitFor();
      await office.getByText("Office 5, Kamala Mills Compound, Lower Parel").waitFor();

      await office.getByRole("button", { name: "Make default" }).click();
      await book.getByText("Default address changed.").waitFor();
      // The new default comes first, marked so.
      const first = () => book.getByRole("listitem").first().innerText();
      await expect.poll(first).toContain("Office 5, Kamala Mills");
      expect(await first()).toContain("Default");

      await book.getByRole("button", { name: "Remove address B-12, Sea View, Carter Road, Bandra West" }).click();
      await book.getByText("Address removed.").waitFor();
      await expect.poll(() => book.getByRole("listitem").count()).toBe(1);
      const stored = await shopCall<{ data: Array<{ address: string; pincode: string; isDefault: boolean }> }>("GET", "/addresses", { token: shopper.token });
      expect(stored.body.data.map((a) => [a.address, a.pincode, a.isDefault])).toEqual([["Office 5, Kamala Mills Compound, Lower Parel", "400011", true]]);
      expect(errors).toEqual([]);
    });
  }
});
