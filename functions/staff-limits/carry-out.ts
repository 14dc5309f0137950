import type { ApprovalCall } from "../data/approvals.js";
import type { UserRecord } from "../data/users.js";
import type { AppDeps } from "../deps.js";

// An approved request carried out: the very call the staff member made, now in the approver's
// name. Each flow is loaded on first use, as its route does (the API's cold start stays small).

/** Carries the call out; answers what happened, in words for the owner. */
export async function carryOut(deps: AppDeps, approver: UserRecord, call: ApprovalCall): Promise<string> {
  switch (call.kind) {
    case "refund": {
      const { refundPayment } = await import("../checkout/refund-payment.js");
      const { paymentId, items, amountPaise, restock, reason } = call;
      await refundPayment(deps, approver, { paymentId, reason, ...(items && { items }), ...(amountPaise !== undefined && { amountPaise }), ...(restock !== undefined && { restock }) });
      return "Approved: the refund is made.";
    }
    case "cancel": {
      const { cancelOrder } = await import("../orders/cancel-order.js");
      const done = await cancelOrder(deps, approver, call.orderId, { reason: call.reason }, "shop");
      return done.already ? "Approved: the order was cancelled already." : "Approved: the order is cancelled and refunded in full.";
    }
    case "store-credit": {
      const { adjustStoreCredit } = await import("../store-credit/adjust-store-credit.js");
      const adjusted = await adjustStoreCredit(deps.repos, approver, call.shopperId, { amountPaise: call.amountPaise, reason: call.reason, ...(call.idempotencyKey && { idempotencyKey: call.idempotencyKey }) });
      return adjusted.replayed ? "Approved: this credit was added already." : "Approved: the store credit is added.";
    }
    case "return": {
      const { receiveReturn } = await import("../returns/receive-return.js");
      const done = await receiveReturn(deps, approver, call.returnId, { items: call.items });
      return done.alreadyDone ? "Approved: the return was received already." : "Approved: the return is received and resolved.";
    }
  }
}
