import type { OrderDocuments } from "../../shared/schemas/order-documents.js";
import type { Repositories } from "../data/repositories.js";
import type { OrderRecord } from "../data/orders.js";
import type { UserRecord } from "../data/users.js";
import { rupees } from "../http/rupees-edge.js";
import { getOrderFor } from "./order-listing.js";

// An order's tax invoice and credit notes, for its shopper and for admins (anyone else is told
// there is no such order). The PDFs are made by the outbox's sender as soon as the payment or
// refund is recorded and kept as they were e-mailed, in the documents' private bucket; here they
// are only listed (order-document-link.ts hands out a link to each).

export const NOT_PAID = "This order has not been paid, so it has no tax invoice.";
export const BEING_PREPARED = "Your document is being prepared. Please try again in a minute.";

const base = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

/**
 * Whether a refund or a return resolved for credit or an exchange has its credit note still on the
 * way (the outbox issues it a moment after): the screens look again until it is there.
 */
async function creditNotePending(repos: Repositories, order: OrderRecord, issued: ReadonlySet<string>): Promise<boolean> {
  if (!order.isPaid && !order.cancellation) return false;
  const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
  const refunds = payment ? payment.refunds.map((refund) => refund.id) : order.cancellation ? [order.cancellation.refundId] : [];
  if (refunds.some((id) => !issued.has(id))) return true;
  const returns = await repos.returns.forOrder(order);
  return returns.some((ret) => ret.state === "resolved" && ret.creditLines !== undefined && !issued.has(ret.id));
}

export async function listOrderDocuments(repos: Repositories, user: UserRecord, orderId: string): Promise<OrderDocuments> {
  const order = await getOrderFor(repos, user, orderId);
  const { invoice, creditNotes } = await repos.taxDocuments.forOrder(order.id);
  return {
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt, amount: rupees(invoice.totals.grossPaise), url: `${base(order.id)}/invoice` } : null,
    invoicePending: order.isPaid && !invoice,
    creditNotePending: await creditNotePending(repos, order, new Set(creditNotes.map((note) => note.refundId))),
    creditNotes: creditNotes.map((note) => ({
      number: note.number,
      issuedAt: note.issuedAt,
      amount: rupees(note.totals.grossPaise),
      refundId: note.refundId,
      invoiceNumber: note.invoice.number,
      url: `${base(order.id)}/credit-notes/${encodeURIComponent(note.refundId)}`,
    })),
  };
}
