import type { OrderEntity, Notes, PaymentEntity, PaymentMethod, RefundEntity } from "./entities.js";
import { idDoesNotExist, invalidRequest } from "./errors.js";
import { razorpayId } from "./ids.js";
import type { PaymentFailure } from "./test-cards.js";

// The emulator's books: orders, payments and refunds in memory, with Razorpay's rules for
// moving between states. Everything handed out is a copy, so callers cannot edit the books.

const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const MAX_RECEIPT_LENGTH = 40;
const MINIMUM_AMOUNT_PAISE = 100;
const MINIMUM_IDEMPOTENCY_KEY_LENGTH = 10;

/** How the shopper paid: a card, a UPI id, or a bank's net banking. */
export type PaidWith = { method: "card" } | { method: "upi"; vpa: string } | { method: "netbanking"; bank: string };

export interface PaymentAttempt {
  paidWith: PaidWith;
  /** Authorised now and captured later (capture()); the order stays unpaid meanwhile. */
  captureLater?: boolean;
  email: string;
  contact: string;
  description: string | null;
  notes: unknown;
  /** Undefined for a successful (authorised or captured) payment. */
  failure?: PaymentFailure;
}

export interface RefundRequest {
  body: Record<string, unknown>;
  idempotencyKey?: string;
}

export interface RefundResult {
  refund: RefundEntity;
  payment: PaymentEntity;
  /** True when an earlier refund was returned for the same idempotency key. */
  replayed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readNotes(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (!isRecord(value)) throw invalidRequest("The notes field must be an object of key-value pairs.", "notes");
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw invalidRequest(`The notes may not have more than ${MAX_NOTES} items.`, "notes");
  const notes: Record<string, string | number> = {};
  for (const [key, note] of entries) {
    if (typeof note !== "string" && typeof note !== "number") {
      throw invalidRequest(`The notes.${key} field must be a string or a number.`, "notes");
    }
    if (String(note).length > MAX_NOTE_LENGTH) {
      throw invalidRequest(`The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`, "notes");
    }
    notes[key] = note;
  }
  return entries.length === 0 ? [] : notes;
}

function readAmount(value: unknown): number {
  if (value === undefined || value === null || value === "") throw invalidRequest("The amount field is required.", "amount");
  const amount = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) throw invalidRequest("The amount must be an integer.", "amount");
  if (amount < MINIMUM_AMOUNT_PAISE) throw invalidRequest("The amount must be atleast INR 1.00", "amount");
  return amount;
}

/** What the bank sends back: an auth code for cards, a UPI transaction reference, a bank reference. */
function acquirerData(paidWith: PaidWith): Record<string, string | null> {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join("");
  if (paidWith.method === "upi") return { rrn: digits(12), upi_transaction_id: `UPI${digits(9)}` };
  if (paidWith.method === "netbanking") return { bank_transaction_id: digits(8) };
  return { auth_code: String(100000 + Math.floor(Math.random() * 900000)) };
}

export class RazorpayLedger {
  private readonly orders = new Map<string, OrderEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  private readonly refunds = new Map<string, RefundEntity>();
  /** Idempotency key → the refund it created and the request it was for. */
  private readonly refundsByKey = new Map<string, { refundId: string; paymentId: string; amount: number | undefined }>();

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {}

  createOrder(body: Record<string, unknown>): OrderEntity {
    const amount = readAmount(body.amount);
    const currency = body.currency ?? "INR";
    if (currency !== "INR") throw invalidRequest("The selected currency is invalid. Only INR is supported here.", "currency");
    const receipt = body.receipt ?? null;
    if (receipt !== null && typeof receipt !== "string") throw invalidRequest("The receipt must be a string.", "receipt");
    if (receipt !== null && receipt.length > MAX_RECEIPT_LENGTH) {
      throw invalidRequest(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, "receipt");
    }
    const order: OrderEntity = {
      id: razorpayId("order"),
      entity: "order",
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: "INR",
      receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: readNotes(body.notes),
      created_at: this.nowSeconds(),
    };
    this.orders.set(order.id, order);
    return structuredClone(order);
  }

  order(orderId: string): OrderEntity {
    return structuredClone(this.storedOrder(orderId));
  }

  /** How many orders were created (tests: a refused checkout opens none). */
  get orderCount(): number {
    return this.orders.size;
  }

  orderPayments(orderId: string): PaymentEntity[] {
    this.storedOrder(orderId);
    return [...this.payments.values()]
      .filter((payment) => payment.order_id === orderId)
      .reverse() // newest first, as Razorpay lists them
      .map((payment) => structuredClone(payment));
  }

  payment(paymentId: string): PaymentEntity {
    return structuredClone(this.storedPayment(paymentId));
  }

  /**
   * One checkout attempt on an order: a captured payment (order paid), an authorised one still
   * to be captured (order attempted), or a failed one.
   */
  recordPaymentAttempt(orderId: string, attempt: PaymentAttempt): { payment: PaymentEntity; order: OrderEntity } {
    const order = this.storedOrder(orderId);
    if (order.status === "paid") throw invalidRequest("This order has already been paid.", "order_id");
    const failure = attempt.failure;
    const { paidWith } = attempt;
    const method: PaymentMethod = paidWith.method;
    const status = failure ? "failed" : attempt.captureLater ? "authorized" : "captured";
    const payment: PaymentEntity = {
      id: razorpayId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: "INR",
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === "captured",
      description: attempt.description,
      card_id: paidWith.method === "card" ? razorpayId("card") : null,
      bank: paidWith.method === "netbanking" ? paidWith.bank : null,
      wallet: null,
      vpa: paidWith.method === "upi" ? paidWith.vpa : null,
      email: attempt.email,
      contact: attempt.contact,
      notes: readNotes(attempt.notes),
      fee: null,
      tax: null,
      error_code: failure?.code ?? null,
      error_description: failure?.description ?? null,
      error_source: failure?.source ?? null,
      error_step: failure?.step ?? null,
      error_reason: failure?.reason ?? null,
      acquirer_data: failure ? {} : acquirerData(paidWith),
      created_at: this.nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (status === "captured") this.settle(payment, order);
    else order.status = "attempted";
    return { payment: structuredClone(payment), order: structuredClone(order) };
  }

  /**
   * Captures an authorised payment for its full amount (Razorpay's POST /payments/:id/capture,
   * and what happens on its own to a UPI payment captured late): the order becomes paid.
   */
  capture(paymentId: string, amount?: unknown): { payment: PaymentEntity; order: OrderEntity } {
    const payment = this.storedPayment(paymentId);
    if (payment.status === "captured" || payment.status === "refunded") throw invalidRequest("This payment has already been captured", "payment_id");
    if (payment.status !== "authorized") throw invalidRequest("Only payments which have been authorized and not yet captured can be captured", "payment_id");
    if (amount !== undefined && readAmount(amount) !== payment.amount) {
      throw invalidRequest("Capture amount must be equal to the amount authorized", "amount");
    }
    const order = this.storedOrder(payment.order_id);
    if (order.status === "paid") throw invalidRequest("This order has already been paid.", "order_id");
    this.settle(payment, order);
    return { payment: structuredClone(payment), order: structuredClone(order) };
  }

  /** Money taken: the payment captured with Razorpay's fee, the order paid. */
  private settle(payment: PaymentEntity, order: OrderEntity): void {
    payment.status = "captured";
    payment.captured = true;
    // Razorpay's 2% fee with 18% GST on it, only for money actually taken.
    payment.fee = Math.round(order.amount * 0.0236);
    payment.tax = Math.round(order.amount * 0.0036);
    order.status = "paid";
    order.amount_paid = order.amount;
    order.amount_due = 0;
  }

  refund(paymentId: string, request: RefundRequest): RefundResult {
    const payment = this.storedPayment(paymentId);
    const requestedAmount = request.body.amount === undefined || request.body.amount === null ? undefined : readAmount(request.body.amount);
    const key = request.idempotencyKey;

    // A repeated key answers with the refund it made, even once the payment is fully refunded.
    if (key !== undefined) {
      if (key.length < MINIMUM_IDEMPOTENCY_KEY_LENGTH) {
        throw invalidRequest(`The X-Refund-Idempotency header must be at least ${MINIMUM_IDEMPOTENCY_KEY_LENGTH} characters.`, "X-Refund-Idempotency");
      }
      const earlier = this.refundsByKey.get(key);
      if (earlier) {
        if (earlier.paymentId !== paymentId || earlier.amount !== requestedAmount) {
          throw invalidRequest("The idempotency key has already been used with a different request.", "X-Refund-Idempotency");
        }
        const refund = this.refunds.get(earlier.refundId);
        if (refund) return { refund: structuredClone(refund), payment: structuredClone(payment), replayed: true };
      }
    }

    if (payment.status === "refunded") throw invalidRequest("The payment has been fully refunded already", "payment_id");
    if (payment.status !== "captured") {
      throw invalidRequest("The payment status should be captured for action to be taken", "payment_id");
    }
    const refundable = payment.amount - payment.amount_refunded;
    const amount = requestedAmount ?? refundable;
    if (amount > refundable) {
      throw invalidRequest("The total refund amount is greater than the captured amount of the payment", "amount");
    }
    const speed = request.body.speed ?? "normal";
    if (speed !== "normal" && speed !== "optimum") throw invalidRequest("The selected speed is invalid.", "speed");
    const receipt = request.body.receipt ?? null;
    if (receipt !== null && (typeof receipt !== "string" || receipt.length > MAX_RECEIPT_LENGTH)) {
      throw invalidRequest(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, "receipt");
    }

    const refund: RefundEntity = {
      id: razorpayId("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: payment.id,
      notes: readNotes(request.body.notes),
      receipt,
      acquirer_data: { arn: null },
      created_at: this.nowSeconds(),
      batch_id: null,
      // Test mode settles refunds at once.
      status: "processed",
      speed_processed: "normal",
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    if (key !== undefined) this.refundsByKey.set(key, { refundId: refund.id, paymentId, amount: requestedAmount });

    payment.amount_refunded += amount;
    const fullyRefunded = payment.amount_refunded === payment.amount;
    payment.refund_status = fullyRefunded ? "full" : "partial";
    if (fullyRefunded) payment.status = "refunded";
    return { refund: structuredClone(refund), payment: structuredClone(payment), replayed: false };
  }

  paymentRefunds(paymentId: string): RefundEntity[] {
    this.storedPayment(paymentId);
    return [...this.refunds.values()]
      .filter((refund) => refund.payment_id === paymentId)
      .reverse()
      .map((refund) => structuredClone(refund));
  }

  paymentRefund(paymentId: string, refundId: string): RefundEntity {
    const refund = this.refunds.get(refundId);
    if (!refund || refund.payment_id !== paymentId) throw idDoesNotExist();
    return structuredClone(refund);
  }

  private storedOrder(orderId: string): OrderEntity {
    const order = this.orders.get(orderId);
    if (!order) throw idDoesNotExist();
    return order;
  }

  private storedPayment(paymentId: string): PaymentEntity {
    const payment = this.payments.get(paymentId);
    if (!payment) throw idDoesNotExist();
    return payment;
  }
}
