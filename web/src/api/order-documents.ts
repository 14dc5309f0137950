// An order's tax invoice and credit notes: the list, and saving one as a file. A PDF's link is
// behind the session: asked for with the token, it answers a short-lived address in the shop's
// private documents bucket, which the browser then follows (the bucket sends it as an attachment).
import type { DocumentSummary, OrderDocuments } from "@shared/schemas/order-documents.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";
import { followDownload } from "./save-file.js";

export async function fetchOrderDocuments(orderId: string, signal?: AbortSignal): Promise<OrderDocuments> {
  const body = await api.get<Answer<"/orders/:id/documents", "$get">>(`/orders/${encodeURIComponent(orderId)}/documents`, undefined, signal);
  const data = body?.data ?? {};
  return {
    invoice: data.invoice ?? null,
    invoicePending: data.invoicePending === true,
    creditNotePending: data.creditNotePending === true,
    creditNotes: Array.isArray(data.creditNotes) ? data.creditNotes : [],
  };
}

/** Downloads a document's PDF and saves it under the name the server gave it. */
export async function saveDocument(document: DocumentSummary): Promise<void> {
  const body = await api.get<Answer<"/orders/:id/invoice", "$get">>(document.url.replace(/^\/api/, ""));
  followDownload(body.data.url, body.data.fileName);
}
