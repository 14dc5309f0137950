import { Hono } from "hono";
import { cors } from "hono/cors";
import { sameText } from "./basic-auth.js";
import type { CardInput } from "./card-details.js";
import { payAtCheckout, type CheckoutDeps, type PaymentMethodInput } from "./checkout-payment.js";
import { authenticationFailed, invalidRequest } from "./errors.js";
import { readJsonObject } from "./json-body.js";
import type { SettingsStore } from "./settings.js";
import { NETBANKING_BANKS } from "./test-banks.js";

// What the browser talks to: the stand-in checkout.js and the two public endpoints it calls.
// Like Razorpay's, they are authenticated by the public key id alone and open to any origin,
// because the shop's page and the script's host differ.

/** The script asks the server it came from; this placeholder becomes that origin when served. */
const ORIGIN_PLACEHOLDER = '"__RAZORPAY_EMULATOR_ORIGIN__"';

export interface CheckoutRouteDeps {
  keyId: string;
  checkout: CheckoutDeps;
  settings: SettingsStore;
  /** The source of checkout-script.js. */
  scriptSource: string;
}

const optionalText = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The method checkout sent; card when it names none (the stand-in's first version sent cards only). */
function paymentMethod(body: Record<string, unknown>): PaymentMethodInput {
  const method = body.method ?? "card";
  if (method === "card") return { method, card: typeof body.card === "object" && body.card !== null ? (body.card as CardInput) : {} };
  if (method === "upi") return { method, vpa: body.vpa };
  if (method === "netbanking") return { method, bank: body.bank, bankAnswer: body.bank_answer };
  throw invalidRequest("The method must be card, upi or netbanking.", "method");
}

export function checkoutRoutes(deps: CheckoutRouteDeps) {
  const requireKnownKey = (keyId: unknown) => {
    if (typeof keyId !== "string" || !sameText(keyId, deps.keyId)) throw authenticationFailed();
  };
  const app = new Hono();
  const anyOrigin = cors({ origin: "*", allowMethods: ["GET", "POST", "OPTIONS"], allowHeaders: ["Content-Type"], maxAge: 600 });
  app.use("/checkout.js", anyOrigin);
  app.use("/checkout/*", anyOrigin);

  app.get("/checkout.js", (c) => {
    const origin = new URL(c.req.url).origin;
    return c.body(deps.scriptSource.replace(ORIGIN_PLACEHOLDER, JSON.stringify(origin)), 200, {
      "Content-Type": "application/javascript; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });

  // Checkout checks the key and reads the order before it shows the form.
  app.get("/checkout/preferences", (c) => {
    requireKnownKey(c.req.query("key_id"));
    const orderId = c.req.query("order_id");
    const order = orderId ? deps.checkout.ledger.order(orderId) : undefined;
    return c.json({
      key_id: deps.keyId,
      mode: "test",
      order: order ? { id: order.id, amount: order.amount, currency: order.currency, status: order.status } : null,
      // What this account accepts, as Razorpay's preferences list it (net banking with its banks).
      methods: { card: true, upi: true, netbanking: NETBANKING_BANKS },
    });
  });

  app.post("/checkout/payments", async (c) => {
    const body = await readJsonObject(c);
    requireKnownKey(body.key_id);
    if (typeof body.order_id !== "string" || body.order_id === "") throw invalidRequest("The order_id field is required.", "order_id");
    const outcome = payAtCheckout(deps.checkout, {
      orderId: body.order_id,
      paying: paymentMethod(body),
      email: optionalText(body.email),
      contact: optionalText(body.contact),
      description: optionalText(body.description) ?? null,
      notes: body.notes,
    });
    if (outcome.status === "failed") return c.json({ status: "failed", error: outcome.error });
    // The page never hears of the payment: only the webhook can tell the shop.
    if (deps.settings.current.withholdCallback) return c.json({ status: outcome.status, callback: "withheld" });
    return c.json({ status: outcome.status, callback: "sent", response: outcome.response });
  });
  return app;
}
