import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { OrderDocuments } from "../../shared/schemas/order-documents.js";
import { documentFileName } from "../../shared/tax/document-number.js";
import type { Repositories } from "../data/repositories.js";
import type { OrderRecord } from "../data/orders.js";
import type { DocumentRef } from "../data/tax-documents.js";
import type { UserRecord } from "../data/users.js";
import { ShopError, conflict, notFound } from "../errors.js";
import { rupees } from "../http/rupees-edge.js";
import { getOrderFor } from "./order-listing.js";
import { PDF_LINK_SECONDS, type PdfFiles } from "../documents/pdf-files.js";
import { keptPdfFile } from "../documents/pdf-record.js";

// An order's tax invoice and credit notes, for its shopper and for admins (anyone else is told
// there is no such order). The PDFs are made by the outbox's sender as soon as the payment or
// refund is recorded and kept as they were e-mailed, in the documents' private bucket; here they
// are only handed out as presigned links.

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

const preparing = () => new ShopError(503, BEING_PREPARED, { "Retry-After": "30" });

/** A link to a document's PDF: where the browser fetches it, and until when that works. */
export interface DocumentLink {
  url: string;
  fileName: string;
  expiresAt: string;
}

/**
 * A short-lived link to the PDF of an order's invoice or of one of its credit notes, for the
 * order's shopper or the staff who may see orders (anyone else is told there is no such order,
 * and gets no link). The PDF is read from the documents' bucket by the browser, not through here.
 */
export async function orderDocumentLink(
  repos: Repositories,
  files: PdfFiles,
  user: UserRecord,
  orderId: string,
  which: { kind: "invoice" } | { kind: "credit-note"; refundId: string },
): Promise<DocumentLink> {
  const order = await getOrderFor(repos, user, orderId);
  if (!order.isPaid) throw conflict(NOT_PAID);
  let ref: DocumentRef;
  let number: string | undefined;
  if (which.kind === "invoice") {
    ref = { kind: "invoice", orderId: order.id };
    number = (await repos.taxDocuments.getInvoice(order.id))?.number;
  } else {
    const missing = notFound("Credit note not found");
    if (!isPlausibleId(which.refundId)) throw missing;
    ref = { kind: "credit-note", orderId: order.id, refundId: which.refundId };
    number = (await repos.taxDocuments.getCreditNote(order.id, which.refundId))?.number;
    if (!number) {
      // A refund just recorded has its credit note on the way; any other id names nothing.
      const payment = order.paymentId ? await repos.payments.get(order.paymentId) : undefined;
      // An order store credit paid in full has its one refund on its cancellation.
      const known = payment ? payment.refunds.some((refund) => refund.id === which.refundId) : order.cancellation?.refundId === which.refundId;
      if (!known) throw missing;
    }
  }
  // An item from before issue 42 still holding the bytes is moved to the bucket on its first download.
  const file = number ? await keptPdfFile({ taxDocuments: repos.taxDocuments, files }, ref) : undefined;
  if (!number || !file) throw preparing();
  const fileName = documentFileName(which.kind === "invoice" ? "Invoice" : "Credit-note", number);
  return { url: await files.downloadUrl(file.objectKey, fileName), fileName, expiresAt: new Date(repos.db.now().getTime() + PDF_LINK_SECONDS * 1000).toISOString() };
}
