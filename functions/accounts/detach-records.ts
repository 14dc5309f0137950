import type { OrderRecord } from "../data/orders.js";
import type { PaymentRecord } from "../data/payments.js";
import type { ReturnRecord } from "../data/returns.js";

// What a closed account leaves behind (DPDP Act 2023, section 12): the orders, their payments and
// her finished returns stay, as the tax invoices and credit notes GST law keeps for 8 years refer
// to them, but linked to no one: contact details erased, her name replaced wherever she acted.
// The state of the delivery address stays: it is GST's place of supply. A business invoice's buyer
// (GSTIN, legal name, billing address) stays too: GSTR-1 reports B2B sales by the buyer's GSTIN.

export const CLOSED_ACCOUNT = "closed-account";
const CLOSED_NAME = "Closed account";
const ERASED = "(erased)";

/** Who acted, with her name taken out: a shopper's own steps say "<name> (shopper)" or her name. */
function withoutHerName(name: string): (by: string) => string {
  return (by) => (by === name || by === `${name} (shopper)` ? "The shopper (account closed)" : by);
}

/** An order no longer linked to anyone. */
export function detachedOrder(order: OrderRecord, name: string, at: string): OrderRecord {
  const by = withoutHerName(name);
  return {
    ...order,
    userId: CLOSED_ACCOUNT,
    user: { _id: CLOSED_ACCOUNT, name: CLOSED_NAME, email: "" },
    shippingAddress: { ...order.shippingAddress, name: ERASED, email: "", phone: "", address: ERASED, city: ERASED, pincode: "" },
    notes: undefined,
    statusHistory: order.statusHistory.map((step) => ({ ...step, by: by(step.by) })),
    ...(order.cancellation ? { cancellation: { ...order.cancellation, who: by(order.cancellation.who) } } : {}),
    updatedAt: at,
  };
}

/** Its payment, which named her too. */
export function detachedPayment(payment: PaymentRecord, name: string, at: string): PaymentRecord {
  const by = withoutHerName(name);
  return {
    ...payment,
    userId: CLOSED_ACCOUNT,
    user: { _id: CLOSED_ACCOUNT, name: CLOSED_NAME, email: "" },
    refunds: payment.refunds.map((refund) => ({ ...refund, by: by(refund.by) })),
    updatedAt: at,
  };
}

/** A finished return: her note goes, as her contact details do. */
export function detachedReturn(record: ReturnRecord, name: string, at: string): ReturnRecord {
  const by = withoutHerName(name);
  return {
    ...record,
    userId: CLOSED_ACCOUNT,
    user: { name: CLOSED_NAME, email: "" },
    note: undefined,
    history: record.history.map((step) => ({ ...step, by: by(step.by) })),
    updatedAt: at,
  };
}
