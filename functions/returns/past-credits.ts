import type { PastRefund } from "../../shared/refund-plan.js";
import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { Repositories } from "../data/repositories.js";

/**
 * What of an order has been given back already: its payment's refunds, and the pieces its returns
 * credited as store credit or an exchange (their credit notes' lines). A refund planned over these
 * cannot pay for a piece a return has already paid for. `except` leaves out the return being received.
 */
export async function pastCredits(repos: Repositories, order: OrderRecord, payment: PaymentRecord | undefined, except?: string): Promise<PastRefund[]> {
  const returns = (await repos.returns.forOrder(order)).filter((r) => r.id !== except && r.creditLines);
  return [...(payment?.refunds ?? []), ...returns.map((r) => ({ amountPaise: r.creditPaise ?? r.valuePaise, lines: r.creditLines }))];
}
