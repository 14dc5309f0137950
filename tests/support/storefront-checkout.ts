// A shopper's checkout in the browser, the steps several e2e files take the same way.
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { Product } from "../../shared/schemas/product-record.js";
import { signInBrowser } from "./browser.js";
import { SHIPPING_ADDRESS, type Session } from "./shop-api.js";

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
