// A shopper's checkout in the browser, the steps several e2e files take the same way.
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { Product } from "../../shared/schemas/product-record.js";
import { signInBrowser } from "./browser.js";
import { SHIPPING_ADDRESS, type Session } from "./shop-api.js";
import { SUCCESS_CARD } from "./shop-client.js";

/** A page signed in as the shopper, with these lines in her cart, at the home page. */
export async function signedInWithCart(context: BrowserContext, session: Session, cart: Array<{ product: Product; size: string; quantity: number }>): Promise<Page> {
  const page = await signInBrowser(context, session);
  await page.evaluate((lines) => localStorage.setItem("cart", JSON.stringify(lines)), cart);
  await page.goto("/");
  return page;
}

/** Types the Pune shipping address into the checkout's form, as she would. */
export async function fillShipping(form: Locator) {
  await form.getByLabel("Phone").fill(SHIPPING_ADDRESS.phone);
  await form.getByLabel("Address", { exact: true }).fill(SHIPPING_ADDRESS.address);
  await form.getByLabel("City").fill(SHIPPING_ADDRESS.city);
  await form.getByLabel("State").selectOption(SHIPPING_ADDRESS.state);
  await form.getByLabel("Pincode").fill(SHIPPING_ADDRESS.pincode);
}

/** Presses the checkout's Pay, pays by the emulator's success card in its dialog, and waits for My Orders. */
export async function payByCard(page: Page, checkout: Locator) {
  await checkout.getByRole("button", { name: /^Pay/ }).click();
  await payInRazorpay(page);
  await page.waitForURL(/\/profile\?order=/);
}

/** Pays by `card` in the Razorpay emulator's dialog once it opens; returns the dialog (still open when the card is declined). */
export async function payInRazorpay(page: Page, card = SUCCESS_CARD): Promise<Locator> {
  const razorpay = page.getByRole("dialog", { name: "Rangrez" });
  await razorpay.waitFor();
  await razorpay.getByLabel("Card number").fill(card);
  await razorpay.getByLabel("Expiry (MM/YY)").fill("12/30");
  await razorpay.getByLabel("CVV").fill("123");
  await razorpay.getByRole("button", { name: /^Pay/ }).click();
  return razorpay;
}
