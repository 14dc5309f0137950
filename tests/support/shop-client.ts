// The shop's HTTP API as a browser and Razorpay's checkout use it, against any base URL: a shop
// started in this process or one running as its own process (`npm start`). Each call records
// its status and how long it took, for the load figures. shop-api.ts's calls to the e2e shop go
// through it too.
import { randomBytes } from "node:crypto";
import type { Order } from "@shared/schemas/order.js";
import type { Payment } from "@shared/schemas/payment.js";
import type { Product } from "@shared/schemas/product-record.js";
import type { User } from "@shared/schemas/user.js";
import { sampleProduct } from "./sample-product.js";

export const SHOPPER_PASSWORD = "Rangoli@2025";
/** Razorpay's test cards, which the emulator honours. */
export const SUCCESS_CARD = "4100 2800 0000 1007";
export const DECLINED_CARD = "4100 2800 0006 0003";

export const SHIPPING_ADDRESS = {
  name: "Asha Rao",
  email: "asha.rao@example.in",
  phone: "9876543210",
  address: "Flat 12, Shanti Kunj, 45 MG Road",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};

/** An e-mail address no other test uses: "<who>-<10 hex>@example.in". */
export const freshEmail = (who = "shopper") => `${who}-${randomBytes(5).toString("hex")}@example.in`;

export interface Session {
  token: string;
  user: User;
}

export interface StartedCheckout {
  order: Order;
  razorpayOrderId: string;
  keyId: string;
}

export interface CheckoutHandlerResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface Answer<T> {
  status: number;
  /** The parsed JSON body; undefined when the answer was empty or not JSON. */
  body: T;
  text: string;
  headers: Headers;
  ms: number;
}

/** No test waits for ever: a request unanswered this long fails (a hung server is a finding). */
const ANSWER_TIMEOUT_MS = 30_000;

export interface Line {
  productId: string;
  size: string;
  quantity: number;
}

/** A failed expectation that shows what the shop answered. */
export class UnexpectedAnswer extends Error {
  constructor(what: string, answer: Answer<unknown>) {
    super(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    this.name = "UnexpectedAnswer";
  }
}

/** The token in the newest "Finish signing up" e-mail to `email` in the local SES's store, waiting for the outbox to send it. */
export async function signupTokenFrom(mailboxUrl: string, email: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const store = (await (await fetch(`${mailboxUrl.replace(/\/+$/, "")}/store`)).json()) as { emails: Array<{ destination: { to: string[] }; subject: string; body: { text?: string } }> };
    const mail = store.emails.filter((e) => e.destination.to.includes(email) && e.subject.startsWith("Finish signing up")).at(-1);
    const link = /\/finish-signup\?token=([^\s"<>&]+)/.exec(mail?.body.text ?? "");
    if (link) return decodeURIComponent(link[1]!);
    if (Date.now() > deadline) throw new Error(`No sign-up link reached ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** `mailboxUrl`: the local SES the shop sends through, where new shoppers' sign-up links arrive. */
export function shopClient(baseUrl: string, options: { mailboxUrl?: string } = {}) {
  let checkoutBase: string | undefined;

  async function call<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body: body as T, text, headers: response.headers, ms };
  }

  async function expect<T>(status: number, what: string, answer: Promise<Answer<T>>): Promise<T> {
    const settled = await answer;
    if (settled.status !== status) throw new UnexpectedAnswer(what, settled);
    return settled.body;
  }

  /** Registers a new shopper, follows the e-mail's link to finish, and logs in; the e-mail is unique to this call. */
  async function newShopper(name = "Asha Rao"): Promise<Session & { email: string }> {
    const email = freshEmail(name.split(" ")[0]!.toLowerCase());
    await expect(202, `Registering ${email}`, call("POST", "/auth/register", { body: { name, email, password: SHOPPER_PASSWORD } }));
    await expect(201, `Finishing the sign-up of ${email}`, finishSignup(email));
    const session = await expect<Session>(200, `Logging in ${email}`, call("POST", "/auth/login", { body: { email, password: SHOPPER_PASSWORD } }));
    return { ...session, email };
  }

  /** Follows the sign-up link the shop e-mailed to `email` (registration answers 202 first): its answer, 201 with the session. */
  async function finishSignup(email: string, timeoutMs?: number): Promise<Answer<Session>> {
    if (!options.mailboxUrl) throw new Error("finishSignup needs the shop's mailbox: shopClient(url, { mailboxUrl })");
    const token = await signupTokenFrom(options.mailboxUrl, email, timeoutMs);
    return call<Session>("POST", "/auth/finish-signup", { body: { token } });
  }

  async function adminSession(admin: { email: string; password: string }): Promise<Session> {
    return expect<Session>(200, "Admin login", call("POST", "/auth/admin-login", { body: admin }));
  }

  /** A product created through the admin's API, as the admin screen does. */
  async function createProduct(adminToken: string, overrides: Parameters<typeof sampleProduct>[0] = {}): Promise<Product> {
    const body = await expect<{ data: Product }>(201, "Creating a product", call("POST", "/products", { token: adminToken, body: sampleProduct(overrides) }));
    return body.data;
  }

  function startCheckoutCall(token: string, lines: readonly Line[]) {
    const items = lines.map((line) => ({ product: line.productId, size: line.size, quantity: line.quantity }));
    return call<{ data: Order; order: { id: string }; keyId: string }>("POST", "/payments/create-order", {
      token,
      body: { items, shippingAddress: SHIPPING_ADDRESS, source: "cart" },
    });
  }

  async function startCheckout(token: string, lines: readonly Line[]): Promise<StartedCheckout> {
    const body = await expect(201, "Creating the order", startCheckoutCall(token, lines));
    return { order: body.data, razorpayOrderId: body.order.id, keyId: body.keyId };
  }

  /** Where the emulator's checkout endpoints are: beside the checkout.js the shop's config names. */
  async function checkoutUrl(path: string): Promise<URL> {
    if (!checkoutBase) {
      const config = await expect<{ data: { checkoutScriptUrl: string } }>(200, "Reading the shop's config", call("GET", "/config"));
      checkoutBase = config.data.checkoutScriptUrl;
    }
    return new URL(path, checkoutBase);
  }

  /**
   * Presses Pay in the Razorpay emulator's checkout, as the stand-in checkout.js does in a
   * browser. Returns the signed handler response for a captured payment.
   */
  async function payAtCheckout(checkout: StartedCheckout, card = SUCCESS_CARD): Promise<CheckoutHandlerResponse> {
    const response = await fetch(await checkoutUrl("checkout/payments"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        key_id: checkout.keyId,
        order_id: checkout.razorpayOrderId,
        card: { number: card },
        email: SHIPPING_ADDRESS.email,
        contact: SHIPPING_ADDRESS.phone,
      }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const body = (await response.json()) as { status: string; response?: CheckoutHandlerResponse };
    if (response.status !== 200 || !body.response) throw new Error(`Checkout answered ${response.status}: ${JSON.stringify(body)}`);
    return body.response;
  }

  function confirmCall(token: string, handled: CheckoutHandlerResponse) {
    return call<{ order: Order; payment: Payment }>("POST", "/payments/validate-payment", { token, body: handled });
  }

  return { baseUrl, call, expect, newShopper, finishSignup, adminSession, createProduct, startCheckoutCall, startCheckout, payAtCheckout, confirmCall, checkoutUrl };
}

export type ShopClient = ReturnType<typeof shopClient>;
