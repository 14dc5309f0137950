import { formatPaise } from "../../shared/money.js";
import { orderNumber } from "../../shared/order-number.js";
import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import type { PaymentGateway } from "../payments/gateway.js";
import { gatewayFailure } from "./gateway-failure.js";

/**
 * What the shopper reads (on the checkout, in My Orders) and the admin sees as the cancel reason.
 * With holds this happens only when the pieces were released before the payment arrived.
 */
/** A late payment whose discount code's last use went to someone else after its hold was released. */
export function codeGoneMessage(code: string, totalPaise: number): string {
  return `Your payment arrived after we stopped holding your order, and the code ${code} has been used up since. Your payment of ${formatPaise(totalPaise)} has been refunded.`;
}

/** A late payment whose store credit, given back when its hold was released, was spent since. */
export function creditGoneMessage(paidPaise: number): string {
  return `Your payment arrived after we stopped holding your order, and your store credit has been used since. Your payment of ${formatPaise(paidPaise)} has been refunded.`;
}

export function soldOutMessage(names: readonly string[], totalPaise: number, holdLapsed = false): string {
  const what = [...new Set(names)].join(", ");
  const why = holdLapsed ? `Your payment arrived after we stopped holding ${what} for you, and it has sold out since.` : `Sorry, ${what} sold out while you were paying.`;
  return `${why} Your payment of ${formatPaise(totalPaise)} has been refunded.`;
}

/**
 * Stock ran out between checkout and payment: the money goes back in full (one idempotency key
 * per order, so a retry cannot refund twice) and the order is cancelled with the reason. If the
 * refund call fails, nothing is written: the order stays pending and the next confirmation
 * attempt (a webhook retry) tries again.
 */
export async function refundSoldOutOrder(
  deps: { repos: Repositories; gateway: PaymentGateway },
  current: { order: OrderRecord; payment: PaymentRecord },
  razorpayPaymentId: string,
  soldOutNames: string[],
  holdLapsed = false,
  /** Why, when it is not stock (a discount code's last use gone). */
  because?: string,
  /** The refund's short reason when it is not stock. */
  short = because ? "Discount code used up while paying" : "Sold out while paying",
): Promise<void> {
  const { repos, gateway } = deps;
  const { order, payment } = current;
  let refund;
  try {
    refund = await gateway.refund(razorpayPaymentId, {
      amountPaise: payment.amountPaise,
      idempotencyKey: `soldout-${order.id}`,
      notes: { reason: short, orderId: order.id },
    });
  } catch (error) {
    throw gatewayFailure(error, "Refunding a sold-out order failed");
  }
  const at = repos.db.now().toISOString();
  const reason = because ?? soldOutMessage(soldOutNames, payment.amountPaise, holdLapsed);
  try {
    await transactWrite(
      repos.db,
      labelled(
        "order",
        ...repos.orders.replaceActions(
          {
            ...order,
            status: "cancelled",
            cancelReason: reason,
            statusHistory: [...order.statusHistory, { status: "cancelled", at, by: "shop", note: reason }],
            updatedAt: at,
          },
          order,
        ),
        repos.payments.replaceAction(
          {
            ...payment,
            status: "refunded",
            razorpayPaymentId,
            amountRefundedPaise: payment.amountPaise,
            refundId: refund.id,
            refunds: [...payment.refunds, { id: refund.id, amountPaise: payment.amountPaise, status: refund.status, reason: short, by: "shop", at }],
            updatedAt: at,
          },
          payment,
        ),
        repos.events.appendAction({
          type: "order.cancelled",
          text: `Order ${orderNumber(order.id)} cancelled and refunded: ${because ? "its discount code was used up" : `${soldOutNames.join(", ")} sold out`}`,
          refs: { orderId: order.id, paymentId: payment.id, refundId: refund.id },
        }),
      ),
    );
  } catch (error) {
    // Another delivery recorded the same cancellation first: the refund key made it one refund.
    if (!(error instanceof ConditionsFailed)) throw error;
  }
}
