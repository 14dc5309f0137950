// Helpers for the accounts e2e files: shoppers and orders made through the real API of the
// shop under test, a signed-in browser, and layout checks for phones.
import { randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { buyAndPay } from "../support/shop-api.js";
import type { Order, Product, User } from "../../shared/types.js";

export const PASSWORD = "Rangoli@2025";

export async function callApi<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject("shopUrl")}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const freshEmail = (who = "shopper") => `${who}-${randomBytes(4).toString("hex")}@example.in`;

export interface Shopper {
  token: string;
  user: User;
  email: string;
}

/** A new shopper, registered and logged in through the API. */
export async function newShopper(name = "Ananya Iyer"): Promise<Shopper> {
  const email = freshEmail(name.split(" ")[0]!.toLowerCase());
  const registered = await callApi<{ success: boolean }>("POST", "/auth/register", { name, email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`Registering ${email} failed: ${JSON.stringify(registered.body)}`);
  const login = await callApi<{ token: string; user: User }>("POST", "/auth/login", { email, password: PASSWORD });
  return { token: login.body.token, user: login.body.user, email };
}

export async function adminToken(): Promise<string> {
  const { email, password } = inject("admin");
  const login = await callApi<{ token: string }>("POST", "/auth/admin-login", { email, password });
  return login.body.token;
}

export async function catalogue(): Promise<Product[]> {
  return (await callApi<{ data: Product[] }>("GET", "/products?limit=1000")).body.data;
}

export const SHIPPING = {
  name: "Ananya Iyer",
  email: "ananya@example.in",
  phone: "9876543210",
  address: "Flat 4B, Lakshmi Residency, 12 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
};

/** An order bought and paid through the real flow (Razorpay emulator), for the My Orders screens. */
export async function placeOrder(shopper: Shopper, lines: Array<{ product: Product; quantity: number }>): Promise<Order> {
  const { order } = await buyAndPay(shopper, lines, SHIPPING);
  return order;
}

/** Puts the shopper's session where the SPA keeps it, as logging in would. */
export async function signInBrowser(context: BrowserContext, shopper: Pick<Shopper, "token" | "user">): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/components/faq");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
  }, shopper);
  return page;
}

/** How far the page runs off the side of the screen (0 when it fits). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Visible buttons, inputs, selects and links-as-buttons inside `scope` smaller than a 44 px finger. */
export function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [`nothing matches ${selector}`];
    return Array.from(root.querySelectorAll<HTMLElement>("button, input, select, a.btn"))
      .filter((element) => element.getClientRects().length > 0 && !element.closest("[inert]") && !element.classList.contains("visually-hidden"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ element, box }) => `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
  }, scope);
}
