import { cancellationCreditNote } from "../../shared/cancellation.js";
import { refundableOrder, refundStanding } from "../../shared/refund-plan.js";
import { buildCreditNote } from "../../shared/tax/build-tax-documents.js";
import type { CreditNote } from "../../shared/tax/tax-document.js";
import { issueNumbered } from "./allocate-number.js";
import { DocumentRefused } from "./document-errors.js";
import { issueInvoice, type DocumentDeps } from "./issue-invoice.js";

/**
 * The credit note for one refund of an order's payment, issued now if it has none. It refers to
 * the order's invoice, which is issued first if the order's own outbox item has not done so yet.
 */
export async function issueCreditNote(deps: DocumentDeps, orderId: string, refundId: string): Promise<CreditNote> {
  const { repos } = deps;
  const existing = await repos.taxDocuments.getCreditNote(orderId, refundId);
  if (existing) return existing;
  const order = await repos.orders.get(orderId);
  if (!order?.paymentId) throw new DocumentRefused(`Order ${orderId} has no payment to refund`);
  const payment = await repos.payments.get(order.paymentId);
  const refund = payment?.refunds.find((r) => r.id === refundId);
  if (!refund) throw new DocumentRefused(`Refund ${refundId} is not one of order ${orderId}'s`);
  const invoice = await issueInvoice(deps, orderId);
  // What the refunds before this one credited, so a line refunded in parts is taxed to the paisa.
  const earlier = payment!.refunds.slice(0, payment!.refunds.indexOf(refund));
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
