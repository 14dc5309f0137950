import { cancellationCreditNote, cancellationRefundReason } from "../../shared/cancellation.js";
import { refundableOrder, refundStanding } from "../../shared/refund-plan.js";
import { buildCreditNote } from "../../shared/tax/build-tax-documents.js";
import type { CreditNote } from "../../shared/tax/tax-document.js";
import type { OrderRecord } from "../data/orders.js";
import type { RefundRecord } from "../data/payments.js";
import { issueNumbered } from "./allocate-number.js";
import { DocumentRefused } from "./document-errors.js";
import { issueInvoice, type DocumentDeps } from "./issue-invoice.js";

/**
 * An order's refunds: its payment's, or, for an order store credit paid in full (no payment
 * record), its cancellation's, the one refund such an order can have.
 */
async function refundsOf(repos: DocumentDeps["repos"], order: OrderRecord): Promise<readonly RefundRecord[]> {
  if (order.paymentId) return (await repos.payments.get(order.paymentId))?.refunds ?? [];
  const c = order.cancellation;
  if (!c?.lines) return [];
  return [{ id: c.refundId, amountPaise: c.refundPaise, status: "processed", reason: cancellationRefundReason(c.by, c.reason), by: c.who, at: c.at, lines: c.lines, cancellation: { by: c.by, feePaise: c.feePaise } }];
}

/**
 * The credit note for one refund of an order's payment, issued now if it has none. It refers to
 * the order's invoice, which is issued first if the order's own outbox item has not done so yet.
 */
export async function issueCreditNote(deps: DocumentDeps, orderId: string, refundId: string): Promise<CreditNote> {
  const { repos } = deps;
  const existing = await repos.taxDocuments.getCreditNote(orderId, refundId);
  if (existing) return existing;
  const order = await repos.orders.get(orderId);
  if (!order) throw new DocumentRefused(`Order ${orderId} does not exist`);
  const refunds = await refundsOf(repos, order);
  const refund = refunds.find((r) => r.id === refundId);
  if (!refund) throw new DocumentRefused(`Refund ${refundId} is not one of order ${orderId}'s`);
  const invoice = await issueInvoice(deps, orderId);
  // What the refunds before this one credited, so a line refunded in parts is taxed to the paisa.
  const earlier = refunds.slice(0, refunds.indexOf(refund));
  const { creditedPaise } = refundStanding(refundableOrder(order), earlier);
  return issueNumbered(repos, "credit-note", (numbered) =>
    buildCreditNote(
      invoice,
      {
        id: refund.id,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        ...(refund.lines ? { lines: refund.lines, creditedBeforePaise: creditedPaise } : {}),
        ...(refund.goodwill ? { goodwill: true } : {}),
        ...(refund.cancellation ? { note: cancellationCreditNote(refund.cancellation) } : {}),
      },
      numbered,
    ),
  );
}
