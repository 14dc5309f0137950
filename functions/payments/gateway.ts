import type * as z from "zod";
import { GatewayError, toGatewayError } from "./gateway-error.js";
import {
  razorpayOrderSchema,
  razorpayPaymentCollectionSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from "./razorpay-entities.js";
import type Razorpay from "razorpay";
import { createRazorpayClient, RAZORPAY_API_URL } from "./sdk-client.js";
import { isValidPaymentSignature, isValidWebhookSignature } from "./signatures.js";

// The shop's one door to Razorpay: orders, payments and refunds through the official SDK,
// and the two signature checks. Locally `apiBaseUrl` points it at the emulator.

export { GatewayError, type GatewayErrorKind } from "./gateway-error.js";
export type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from "./razorpay-entities.js";

export interface PaymentGatewayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API when unset; the emulator's URL locally. */
  apiBaseUrl?: string;
  /** How long to wait for Razorpay before giving up as unavailable. */
  timeoutMs?: number;
}

export type Notes = Record<string, string | number>;

export interface CreateOrderInput {
  amountPaise: number;
  /** The shop's reference, at most 40 characters. */
  receipt: string;
  notes?: Notes;
}

export interface RefundInput {
  /** Omitted: refund what is left of the payment. */
  amountPaise?: number;
  /** The same key returns the same refund, so a retried request never refunds twice. */
  idempotencyKey: string;
  notes?: Notes;
}

export interface PaymentGateway {
  /** The public key id, for the browser's checkout. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  /** Every payment attempt on the order, newest first. */
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  refund(paymentId: string, input: RefundInput): Promise<RazorpayRefund>;
  /** Pass the order id the shop stored, not the one the browser sent back. */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** `rawBody` exactly as received; `signature` from the X-Razorpay-Signature header. */
  verifyWebhookSignature(rawBody: string | Uint8Array, signature: string | null | undefined): boolean;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_RECEIPT_LENGTH = 40;
const MINIMUM_AMOUNT_PAISE = 100;
// Ids go into URL paths, so only Razorpay's own shape is let through.
const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{10,255}$/;

function badRequest(description: string, field: string): GatewayError {
  return new GatewayError("bad_request", description, { field });
}

function requireAmount(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise)) throw badRequest("The amount must be an integer number of paise.", "amount");
  if (amountPaise < MINIMUM_AMOUNT_PAISE) throw badRequest("The amount must be atleast INR 1.00", "amount");
}

function requireId(pattern: RegExp, id: string): void {
  // Razorpay's answer for an id it does not know.
  if (typeof id !== "string" || !pattern.test(id)) throw new GatewayError("not_found", "The id provided does not exist", { field: "id" });
}

async function callRazorpay<S extends z.ZodType>(schema: S, what: string, request: () => Promise<unknown>): Promise<z.output<S>> {
  let data: unknown;
  try {
    data = await request();
  } catch (error) {
    throw toGatewayError(error);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new GatewayError("unavailable", `Razorpay sent an unexpected ${what}`, { cause: parsed.error });
  return parsed.data;
}

export function createPaymentGateway(config: PaymentGatewayConfig): PaymentGateway {
  const apiBaseUrl = (config.apiBaseUrl ?? RAZORPAY_API_URL).replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let client: Promise<Razorpay> | undefined;
  const sdk = () => {
    client ??= createRazorpayClient({ keyId: config.keyId, keySecret: config.keySecret, apiBaseUrl, timeoutMs }).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };
  const basicAuth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString("base64")}`;

  /**
   * The SDK forwards no per-request headers, and refunds need X-Refund-Idempotency, so this
   * one call is made directly: same base URL, same Basic auth, same error shape.
   */
  async function postRefund(paymentId: string, body: { amount?: number; notes?: Notes }, idempotencyKey: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${apiBaseUrl}/v1/payments/${paymentId}/refund`, {
        method: "POST",
        headers: {
          Authorization: basicAuth,
          "Content-Type": "application/json",
          Accept: "application/json",
          "X-Refund-Idempotency": idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      const description = timedOut ? `Razorpay did not answer within ${timeoutMs} ms` : "Razorpay could not be reached";
      throw new GatewayError("unavailable", description, { statusCode: 0, cause: error });
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = typeof data === "object" && data !== null ? (data as { error?: Record<string, unknown> }).error : undefined;
      throw toGatewayError({ statusCode: response.status, error });
    }
    return data;
  }

  return {
    keyId: config.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      requireAmount(amountPaise);
      if (typeof receipt !== "string" || receipt === "") throw badRequest("The receipt field is required.", "receipt");
      if (receipt.length > MAX_RECEIPT_LENGTH) {
        throw badRequest(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, "receipt");
      }
      return callRazorpay(razorpayOrderSchema, "order", async () =>
        (await sdk()).orders.create({ amount: amountPaise, currency: "INR", receipt, ...(notes ? { notes } : {}) }),
      );
    },

    async fetchOrder(orderId) {
      requireId(ORDER_ID, orderId);
      return callRazorpay(razorpayOrderSchema, "order", async () => (await sdk()).orders.fetch(orderId));
    },

    async fetchPayment(paymentId) {
      requireId(PAYMENT_ID, paymentId);
      return callRazorpay(razorpayPaymentSchema, "payment", async () => (await sdk()).payments.fetch(paymentId));
    },

    async fetchOrderPayments(orderId) {
      requireId(ORDER_ID, orderId);
      const payments = await callRazorpay(razorpayPaymentCollectionSchema, "list of payments", async () => (await sdk()).orders.fetchPayments(orderId));
      return payments.items;
    },

    async refund(paymentId, { amountPaise, idempotencyKey, notes }) {
      requireId(PAYMENT_ID, paymentId);
      if (amountPaise !== undefined) requireAmount(amountPaise);
      if (typeof idempotencyKey !== "string" || !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw badRequest("The idempotency key must be 10 to 255 visible ASCII characters.", "X-Refund-Idempotency");
      }
      const body = { ...(amountPaise !== undefined ? { amount: amountPaise } : {}), ...(notes ? { notes } : {}) };
      return callRazorpay(razorpayRefundSchema, "refund", () => postRefund(paymentId, body, idempotencyKey));
    },

    verifyPaymentSignature(orderId, paymentId, signature) {
      return isValidPaymentSignature(config.keySecret, orderId, paymentId, signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      return isValidWebhookSignature(config.webhookSecret, rawBody, signature);
    },
  };
}
