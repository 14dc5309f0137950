import { Hono } from "hono";
import { basicAuth, type ApiKey } from "./basic-auth.js";
import { capturePayment, type CheckoutDeps } from "./checkout-payment.js";
import { collection } from "./entities.js";
import { serverError } from "./errors.js";
import { readJsonObject } from "./json-body.js";
import type { RazorpayLedger } from "./ledger.js";
import type { SettingsStore } from "./settings.js";
import type { WebhookDispatcher } from "./webhook-dispatcher.js";
import { refundEvents } from "./webhook-events.js";

// The subset of Razorpay's server API (under /v1) that the shop calls through the SDK.

/** Long enough to outlast any sensible client timeout in the "timeout" fault. */
const HANG_MS = 60_000;

export interface RestDeps {
  apiKey: ApiKey;
  ledger: RazorpayLedger;
  dispatcher: WebhookDispatcher;
  settings: SettingsStore;
  accountId: string;
  /** Aborted when the emulator stops, so hung requests end with it. */
  stopping: AbortSignal;
  checkout: CheckoutDeps;
}

function hang(requestSignal: AbortSignal, stopping: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, HANG_MS);
    requestSignal.addEventListener("abort", done, { once: true });
    stopping.addEventListener("abort", done, { once: true });
  });
}

export function restRoutes(deps: RestDeps) {
  const { ledger } = deps;
  const auth = basicAuth(deps.apiKey);
  const app = new Hono();
  app.use("/orders", auth);
  app.use("/orders/*", auth);
  app.use("/payments/*", auth);

  app.post("/orders", async (c) => c.json(ledger.createOrder(await readJsonObject(c))));
  app.get("/orders/:orderId", (c) => c.json(ledger.order(c.req.param("orderId"))));
  app.get("/orders/:orderId/payments", (c) => c.json(collection(ledger.orderPayments(c.req.param("orderId")))));

  app.get("/payments/:paymentId", async (c) => {
    const fault = deps.settings.current.failFetchPayment;
    if (fault === "timeout") await hang(c.req.raw.signal, deps.stopping);
    if (fault !== null) throw serverError();
    return c.json(ledger.payment(c.req.param("paymentId")));
  });

  // Razorpay's manual capture of an authorised payment, for its full amount.
  app.post("/payments/:paymentId/capture", async (c) => {
    const body = await readJsonObject(c);
    return c.json(capturePayment(deps.checkout, c.req.param("paymentId"), body.amount));
  });

  app.post("/payments/:paymentId/refund", async (c) => {
    const result = ledger.refund(c.req.param("paymentId"), {
      body: await readJsonObject(c),
      idempotencyKey: c.req.header("X-Refund-Idempotency"),
    });
    if (!result.replayed) deps.dispatcher.publish(refundEvents(deps.accountId, result.refund, result.payment));
    return c.json(result.refund);
  });
  app.get("/payments/:paymentId/refunds", (c) => c.json(collection(ledger.paymentRefunds(c.req.param("paymentId")))));
  app.get("/payments/:paymentId/refunds/:refundId", (c) =>
    c.json(ledger.paymentRefund(c.req.param("paymentId"), c.req.param("refundId"))),
  );
  return app;
}
