import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { documentFileName } from "../../shared/tax/document-number.js";
import type { Repositories } from "../data/repositories.js";
import type { DocumentRef } from "../data/tax-documents.js";
import type { UserRecord } from "../data/users.js";
import { PDF_LINK_SECONDS, type PdfFiles } from "../documents/pdf-files.js";
import { keptPdfFile } from "../documents/pdf-record.js";
import { documentPdfRepository } from "../data/document-pdfs.js";
import { ShopError, conflict, notFound } from "../errors.js";
import { getOrderFor } from "./order-listing.js";
import { BEING_PREPARED, NOT_PAID } from "./order-documents.js";

// A download of an order's tax invoice or credit note: the same checks as its listing, then a
// short-lived link into the documents' private bucket. Loaded on the first download (the routes
// import it then), with the bucket's SDK and presigner, so the API's cold start carries none of it.

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
  const file = number ? await keptPdfFile({ pdfItems: documentPdfRepository(repos.db), files }, ref) : undefined;
  if (!number || !file) throw preparing();
  const fileName = documentFileName(which.kind === "invoice" ? "Invoice" : "Credit-note", number);
  return { url: await files.downloadUrl(file.objectKey, fileName), fileName, expiresAt: new Date(repos.db.now().getTime() + PDF_LINK_SECONDS * 1000).toISOString() };
}
