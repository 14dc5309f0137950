import { Hono, type Context } from "hono";
import { cancelCheckoutSchema, createOrderSchema, paymentListQuerySchema, processPaymentSchema, refundRequestSchema, validatePaymentSchema } from "../../shared/schemas/checkout.js";
import { confirmPayment, type Confirmation } from "../checkout/confirm-payment.js";
import { createCheckout } from "../checkout/create-checkout.js";
import { serviceabilitySource } from "../shipping/courier-source.js";
import { releaseHold } from "../checkout/release-hold.js";
import { readCounters } from "../data/counters.js";
import { notFound } from "../errors.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, requireUser } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import { validBody, validQuery } from "../http/validate.js";
import { orderJson, paiseFromRupees, paymentJson, rupees } from "../http/rupees-edge.js";
import { paymentsListJson } from "../http/spec-aliases.js";
import { doneOrSentForApproval } from "../staff-limits/approval-on-first-use.js";

export const PAYMENT_SUCCESSFUL = "Payment successful! Your order has been placed.";
export const AWAITING_CONFIRMATION = "Your bank has approved the payment. Your order will show as paid as soon as Razorpay confirms it, usually within a few minutes.";

/** 200 with the paid order, or 202 while the bank's approval waits for Razorpay's capture (UPI). */
function confirmationAnswer(c: Context, result: Confirmation) {
  const order = orderJson(result.order);
  const payment = paymentJson(result.payment);
  if (result.awaitingConfirmation) {
    return c.json({ success: true as const, awaitingConfirmation: true as const, message: AWAITING_CONFIRMATION, order, payment }, 202);
  }
  // 200 named: without it the 202 answer's type would fold into this one's (a subtype of it).
  return c.json({ success: true as const, message: PAYMENT_SUCCESSFUL, order, payment }, 200);
}

/** The payment calls of docs/product.md section 7, done as docs/decisions.md section 6 says. */
export function paymentRoutes(deps: AppDeps) {
  const shopper = requireUser(deps);
    return new Hono<{ Variables: BodyVariables }>()
    .post("/create-order", shopper, validBody(createOrderSchema), limitPerSource(deps, SOURCE_LIMITS.createOrder), async (c) => {
      const body = c.req.valid("json");
      const started = await createCheckout({ ...deps, courier: serviceabilitySource(deps) }, c.get("user"), body);
      if (!started.razorpayOrder) {
        // Store credit paid it all: confirmed already, nothing for Razorpay.
        return c.json(
          {
            success: true as const,
            paidWithStoreCredit: true as const,
            message: PAYMENT_SUCCESSFUL,
            order: null,
            orderId: started.order.id,
            amount: rupees(started.order.totalPaise),
            currency: "INR" as const,
            data: orderJson(started.order),
          },
          201,
        );
      }
      return c.json(
        {
          success: true as const,
          order: started.razorpayOrder,
          keyId: deps.gateway.keyId,
          orderId: started.order.id,
          amount: rupees(started.order.totalPaise),
          currency: "INR" as const,
          data: orderJson(started.order),
          holdExpiresAt: started.order.hold!.expiresAt,
          checkoutTimeoutSeconds: started.checkoutTimeoutSeconds,
        },
        201,
      );
    })
    .post("/cancel-checkout", shopper, validBody(cancelCheckoutSchema), async (c) => {
      const body = c.req.valid("json");
      const order = await deps.repos.orders.get(body.orderId);
      if (!order || order.userId !== c.get("user").id) throw notFound("Order not found");
      const released = await releaseHold(deps.repos, order.id, "checkout-closed");
      return c.json({ success: true as const, released });
    })
    .post("/validate-payment", shopper, validBody(validatePaymentSchema), async (c) => {
      const body = c.req.valid("json");
      const result = await confirmPayment(deps, body.razorpay_order_id, body.razorpay_payment_id, {
        via: "browser",
        userId: c.get("user").id,
        signature: body.razorpay_signature,
      });
      return confirmationAnswer(c, result);
    })
    .post("/process", shopper, validBody(processPaymentSchema), async (c) => {
      const body = c.req.valid("json");
      const result = await confirmPayment(deps, body.razorpayOrderId, body.razorpayPaymentId, {
        via: "browser",
        userId: c.get("user").id,
        signature: body.razorpaySignature,
      });
      return confirmationAnswer(c, result);
    })
    .get("/admin/all", requirePermission(deps, "payments"), validQuery(paymentListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const limit = query.limit ?? 50;
      // An order number is typed with its "#" (#3F9A2C), as the screens show it.
      const needle = query.search?.replace(/^#/, "").trim().toLowerCase();
      const page = await deps.repos.payments.list({
        limit,
        cursor: query.cursor,
        matches:
          query.status || needle
            ? (p) =>
                (!query.status || p.status === query.status) &&
                (!needle ||
                  [p.id, p.orderId, p.razorpayPaymentId ?? "", p.razorpayOrderId, p.user.name, p.user.email].some((field) => field.toLowerCase().includes(needle)))
            : undefined,
      });
      const counters = await readCounters(deps.repos.db);
      const total = query.status || needle ? (page.nextCursor === null && !query.cursor ? page.items.length : null) : counters.payments;
      return c.json({ success: true as const, ...paymentsListJson(page.items.map(paymentJson)), pagination: { total, limit, nextCursor: page.nextCursor } });
    })
    .post("/admin/refund", requirePermission(deps, "refunds"), validBody(refundRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const request = {
        paymentId: body.paymentId,
        reason: body.reason,
        ...(body.items && { items: body.items }),
        ...(body.amount !== undefined && { amountPaise: paiseFromRupees(body.amount) }),
        ...(body.restock !== undefined && { restock: body.restock }),
      };
      // Loaded on first use: refunds are the back office's, and the API's cold start has no room.
      // Over the day's limit (issue 39) the refund waits for the owner: 202 with the request.
      const result = await doneOrSentForApproval(deps.repos, c.get("user"), { kind: "refund", ...request }, async () =>
        (await import("../checkout/refund-payment.js")).refundPayment(deps, c.get("user"), request),
      );
      if ("sent" in result) return c.json({ success: true as const, ...result.sent }, 202);
      const { done } = result;
      return c.json({ success: true as const, message: "Payment refunded successfully!", payment: paymentJson(done.payment), order: done.order && orderJson(done.order) }, 200);
    });
}
