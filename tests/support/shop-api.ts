// Setting the scene for end-to-end tests through the shop's real HTTP API, with no storefront UI:
// shoppers register and log in, check out, and pay through the Razorpay emulator's checkout
// endpoints exactly as the stand-in checkout.js does in a browser.
//
//   const asha = await newShopper("Asha Rao");
//   const { order, payment } = await buyAndPay(asha, [{ product: (await catalogue())[0]!, quantity: 1 }]);
//   const admin = await adminSession();
//
// Every call goes to inject("shopUrl"), the shop the e2e global setup started.
import { inject } from "vitest";
import { buyAsOf } from "../../shared/made-to-measure/custom-options.js";
import type { Order } from "../../shared/schemas/order.js";
import type { Payment } from "../../shared/schemas/payment.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { SHIPPING_ADDRESS, SHOPPER_PASSWORD, SUCCESS_CARD, shopClient, type Answer, type CheckoutHandlerResponse, type Session, type ShopClient, type StartedCheckout } from "./shop-client.js";

export { DECLINED_CARD, freshEmail, SHIPPING_ADDRESS, SHOPPER_PASSWORD, SUCCESS_CARD, type Answer, type CheckoutHandlerResponse, type Session, type StartedCheckout } from "./shop-client.js";

/** A second address, in Bengaluru, for orders that should not look like every other test's. */
export const BENGALURU_ADDRESS = {
  name: "Ananya Iyer",
  email: "ananya@example.in",
  phone: "9876543210",
  address: "Flat 4B, Lakshmi Residency, 12 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
};

/** The one client of the shop the e2e global setup started. */
let client: ShopClient | undefined;
const e2eShop = () => (client ??= shopClient(inject("shopUrl"), { mailboxUrl: inject("mailboxUrl") }));

/** One call to the shop's API (path under /api), with the shopper's or admin's token if given. */
export function shopCall<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  return e2eShop().call<T>(method, path, options);
}

async function expectStatus<T>(answer: Answer<T>, status: number, what: string): Promise<T> {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface Shopper extends Session {
  email: string;
  password: string;
}

/** A new shopper, registered and logged in through the API; the e-mail is unique to this call. */
export async function newShopper(name = "Asha Rao"): Promise<Shopper> {
  return { ...(await e2eShop().newShopper(name)), password: SHOPPER_PASSWORD };
}

/** The seeded admin, logged in at /api/auth/admin-login. */
export function adminSession(): Promise<Session> {
  return e2eShop().adminSession(inject("admin"));
}

/** The seeded admin's token. */
export async function adminToken(): Promise<string> {
  return (await adminSession()).token;
}

/** Active products of the catalogue, in stock. */
export async function catalogue(): Promise<Product[]> {
  const body = await expectStatus(await shopCall<{ data: Product[] }>("GET", "/products?limit=1000"), 200, "Reading the catalogue");
  return body.data.filter((product) => product.isActive && product.stock > 0);
}

/**
 * Products a test can buy `quantity` of ready-to-wear in the size it will take (the first in
 * stock unless `sizeOf` says), with two pieces to spare. Every e2e file sells from and adds to
 * the same catalogue, newest first, so a test picks by what it needs, never by position alone:
 * another file's kurta with one piece left may sit at any index.
 */
export async function productsToBuy(quantity = 1, sizeOf: (product: Product) => string = firstSizeInStock): Promise<Product[]> {
  return (await catalogue()).filter((product) => buyAsOf(product) !== "custom" && (product.stockBySize?.[sizeOf(product)] ?? 0) >= quantity + 2);
}

/** The first size with pieces left (sizes can be sold out one by one). */
export function firstSizeInStock(product: Product): string {
  return product.sizes.find((size) => (product.stockBySize?.[size] ?? 0) > 0) ?? product.sizes[0]!;
}

export interface Line {
  product: Product;
  quantity: number;
  size?: string;
  /** A piece made to measure (issue 26): the options chosen, her profile, and the no-returns tick. */
  custom?: { options: Array<{ id: string; choice?: string }>; profileId: string; acknowledged: true };
}

/** POST /api/payments/create-order: a pending order and payment, priced by the server. */
export async function startCheckout(shopper: Session, lines: readonly Line[], shippingAddress = SHIPPING_ADDRESS): Promise<StartedCheckout> {
  const items = lines.map((line) => ({ product: line.product._id, size: line.size ?? firstSizeInStock(line.product), quantity: line.quantity, ...(line.custom && { custom: line.custom }) }));
  const body = await expectStatus(
    await shopCall<{ data: Order; order: { id: string }; keyId: string }>("POST", "/payments/create-order", { token: shopper.token, body: { items, shippingAddress, source: "cart" } }),
    201,
    "Creating the order",
  );
  return { order: body.data, razorpayOrderId: body.order.id, keyId: body.keyId };
}

/** Where the local stack's Razorpay emulator serves checkout.js; its endpoints sit beside it. */
export async function checkoutScriptUrl(): Promise<string> {
  const config = await expectStatus(await shopCall<{ data: { checkoutScriptUrl: string } }>("GET", "/config"), 200, "Reading the shop's config");
  return config.data.checkoutScriptUrl;
}

/**
 * Presses Pay in the emulator's checkout with a test card, as the stand-in checkout.js does.
 * A captured payment gives the signed handler response; a declined card gives null.
 */
export async function payAtCheckout(checkout: StartedCheckout, card = SUCCESS_CARD, payer = SHIPPING_ADDRESS): Promise<CheckoutHandlerResponse | null> {
  const response = await fetch(new URL("checkout/payments", await checkoutScriptUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key_id: checkout.keyId, order_id: checkout.razorpayOrderId, card: { number: card }, email: payer.email, contact: payer.phone }),
  });
  const body = (await response.json()) as { status: string; response?: CheckoutHandlerResponse; error?: unknown };
  if (response.status !== 200) throw new Error(`Checkout answered ${response.status}: ${JSON.stringify(body)}`);
  if (body.status === "failed") return null;
  if (!body.response) throw new Error(`Checkout captured the payment but sent no handler response: ${JSON.stringify(body)}`);
  return body.response;
}

/** POST /api/payments/validate-payment with what checkout handed the page. */
export async function confirmPayment(shopper: Session, handled: CheckoutHandlerResponse): Promise<{ order: Order; payment: Payment }> {
  return expectStatus(await shopCall<{ order: Order; payment: Payment }>("POST", "/payments/validate-payment", { token: shopper.token, body: handled }), 200, "Confirming the payment");
}

/** An order bought and paid through the real flow, sent to Bengaluru, for the My Orders screens. */
export async function placeOrder(shopper: Session, lines: readonly Line[]): Promise<Order> {
  return (await buyAndPay(shopper, lines, BENGALURU_ADDRESS)).order;
}

/** The whole purchase: checkout, a successful card payment, and the shop's confirmation. */
export async function buyAndPay(shopper: Session, lines: readonly Line[], shippingAddress = SHIPPING_ADDRESS): Promise<{ order: Order; payment: Payment }> {
  const checkout = await startCheckout(shopper, lines, shippingAddress);
  const handled = await payAtCheckout(checkout, SUCCESS_CARD, shippingAddress);
  if (!handled) throw new Error("The success test card was declined");
  return confirmPayment(shopper, handled);
}
