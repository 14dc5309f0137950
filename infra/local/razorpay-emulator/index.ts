import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { payAtCheckout, CheckoutPaymentFailed, type CheckoutDeps, type CheckoutHandlerResponse, type PaymentMethodInput } from "./checkout-payment.js";
import { createEmulatorApp } from "./http-app.js";
import { razorpayId } from "./ids.js";
import { RazorpayLedger } from "./ledger.js";
import { Scheduler } from "./scheduler.js";
import { SettingsStore, type EmulatorSettings, type SettingsPatch } from "./settings.js";
import { WebhookDispatcher, type WebhookDelivery, type WebhookRetryPolicy } from "./webhook-dispatcher.js";

// A stand-in for Razorpay's servers on this machine: the REST subset the shop uses, a
// checkout.js with the same window.Razorpay contract, and signed webhooks. State is in memory.

export { CheckoutPaymentFailed, type CheckoutFailure, type CheckoutHandlerResponse } from "./checkout-payment.js";
export { RazorpayApiError, type RazorpayErrorBody } from "./errors.js";
export type { OrderEntity, PaymentEntity, RefundEntity } from "./entities.js";
export type { EmulatorSettings, SettingsPatch } from "./settings.js";
export { NETBANKING_BANKS } from "./test-banks.js";
export { UPI_TEST_IDS } from "./test-upi-ids.js";
export type { WebhookDelivery, WebhookRetryPolicy } from "./webhook-dispatcher.js";
export type { WebhookEvent, WebhookEventName } from "./webhook-events.js";

export interface RazorpayEmulatorOptions {
  /** 0 or omitted: any free port. */
  port?: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go; none are sent until one is set. */
  webhookUrl?: string;
  /** Defaults: 4 tries, retries after 200 ms, 400 ms, 800 ms. */
  webhookRetry?: Partial<WebhookRetryPolicy>;
}

interface Payer {
  email?: string;
  contact?: string;
  description?: string;
  notes?: Record<string, string | number>;
}

export interface CardPayment extends Payer {
  /** A Razorpay test card, spaces allowed: 4100 2800 0000 1007 succeeds, 4100 2800 0006 0003 is declined. */
  card: string;
  /** "MM/YY"; a future date when omitted. */
  expiry?: string;
  cvv?: string;
}

export interface UpiPayment extends Payer {
  /** success@razorpay, failure@razorpay, or late@razorpay (authorised now, captured after `lateCaptureDelayMs`). */
  vpa: string;
}

export interface NetbankingPayment extends Payer {
  /** A bank code from NETBANKING_BANKS, such as HDFC. */
  bank: string;
  /** The test bank page's answer; success when omitted. */
  bankAnswer?: "success" | "failure";
}

export type CheckoutPayment = CardPayment | UpiPayment | NetbankingPayment;

function methodOf(payment: CheckoutPayment): PaymentMethodInput {
  if ("card" in payment) return { method: "card", card: { number: payment.card, expiry: payment.expiry, cvv: payment.cvv } };
  if ("vpa" in payment) return { method: "upi", vpa: payment.vpa };
  return { method: "netbanking", bank: payment.bank, bankAnswer: payment.bankAnswer ?? "success" };
}

export interface RazorpayEmulator {
  /** The base URL to give the SDK (it appends /v1/...). */
  readonly url: string;
  readonly checkoutScriptUrl: string;
  readonly keyId: string;
  readonly settings: Readonly<EmulatorSettings>;
  /** Every webhook delivery attempt, oldest first. */
  readonly deliveries: readonly WebhookDelivery[];
  /** How many orders the shop has created here. */
  readonly orderCount: number;
  readonly webhookUrl: string | undefined;
  updateSettings(patch: SettingsPatch): EmulatorSettings;
  resetSettings(): EmulatorSettings;
  /** Loopback URLs only; undefined stops sending webhooks. */
  setWebhookUrl(url: string | undefined): void;
  /**
   * What the checkout modal does when the shopper pays (card, UPI or net banking): resolves
   * with the handler response for a successful payment (late@razorpay's too, which is only
   * authorised yet), rejects with CheckoutPaymentFailed for a declined one (the payment is
   * recorded as failed either way) and with RazorpayApiError for bad input. It always
   * returns the response; `withholdCallback` only silences the browser's handler.
   */
  payOrder(orderId: string, payment: CheckoutPayment): Promise<CheckoutHandlerResponse>;
  /**
   * Resolves once every webhook queued so far has been delivered or has given up, late
   * captures still to come included (and their webhooks).
   */
  waitForWebhooks(): Promise<void>;
  stop(): Promise<void>;
}

function listen(app: { fetch: (request: Request) => Response | Promise<Response> }, port: number): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once("error", reject);
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets and hung fault-test requests would hold close() open.
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}

export async function startRazorpayEmulator(options: RazorpayEmulatorOptions): Promise<RazorpayEmulator> {
  const scriptSource = await readFile(new URL("./checkout-script.js", import.meta.url), "utf8");
  const settings = new SettingsStore();
  const stopping = new AbortController();
  const dispatcher = new WebhookDispatcher({
    webhookSecret: options.webhookSecret,
    settings: () => settings.current,
    retry: { attempts: 4, firstRetryDelayMs: 200, ...options.webhookRetry },
  });
  dispatcher.setUrl(options.webhookUrl);
  const ledger = new RazorpayLedger();
  const accountId = razorpayId("acc");
  const scheduler = new Scheduler();
  const checkout: CheckoutDeps = { ledger, dispatcher, scheduler, settings: () => settings.current, keySecret: options.keySecret, accountId };
  const app = createEmulatorApp({
    apiKey: { keyId: options.keyId, keySecret: options.keySecret },
    keyId: options.keyId,
    ledger,
    dispatcher,
    settings,
    accountId,
    checkout,
    scriptSource,
    stopping: stopping.signal,
  });
  const { server, port } = await listen(app, options.port ?? 0);
  const url = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | undefined;

  return {
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    keyId: options.keyId,
    get settings() {
      return settings.current;
    },
    get deliveries() {
      return dispatcher.deliveries;
    },
    get orderCount() {
      return ledger.orderCount;
    },
    get webhookUrl() {
      return dispatcher.webhookUrl;
    },
    updateSettings: (patch) => settings.update(patch),
    resetSettings: () => settings.reset(),
    setWebhookUrl: (webhookUrl) => dispatcher.setUrl(webhookUrl),
    async payOrder(orderId, payment) {
      const outcome = payAtCheckout(checkout, {
        orderId,
        paying: methodOf(payment),
        email: payment.email,
        contact: payment.contact,
        description: payment.description,
        notes: payment.notes,
      });
      if (outcome.status === "failed") throw new CheckoutPaymentFailed(outcome.error);
      return outcome.response;
    },
    async waitForWebhooks() {
      await scheduler.settled();
      await dispatcher.settled();
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        scheduler.stop();
        dispatcher.stop();
        await Promise.all([close(server), dispatcher.settled()]);
      })();
      return stopped;
    },
  };
}
