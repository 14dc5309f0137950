import { createHmac } from "node:crypto";
import { apiGatewayEvent } from "./apigw-event.js";

/** A payment.captured for a Razorpay order the shop never made, signed with `secret`. */
export function signedDelivery(secret: string, payment: { id: string; orderId: string; amount?: number } = { id: "pay_ProbeNotOurs01", orderId: "order_ProbeNotOurs1" }) {
  const text = JSON.stringify({
    entity: "event",
    account_id: "acc_BundleTest0001",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: { id: payment.id, entity: "payment", amount: payment.amount ?? 149900, currency: "INR", status: "captured", order_id: payment.orderId, method: "card" },
      },
    },
    created_at: 1767225600,
  });
  return apiGatewayEvent("POST", "/api/webhooks/razorpay", {
    body: text,
    headers: {
      "x-razorpay-signature": createHmac("sha256", secret).update(text).digest("hex"),
      "x-razorpay-event-id": `evt_${Math.random().toString(36).slice(2, 12)}`,
    },
  });
}
