import { FileText } from "lucide-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { formatRupees } from "@shared/money.js";
import { ApiError } from "@/api/client.js";
import type { DocumentSummary, OrderDocuments as Documents } from "@shared/schemas/order-documents.js";
import { fetchOrderDocuments, saveDocument } from "@/api/order-documents.js";
import "./order-documents.css";

const issued = (at: string) => new Date(at).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/** How often the documents are read again while one is on its way, and for how long at most. */
const PENDING_REFRESH_MS = 3000;
const PENDING_TRIES = 10;

/**
 * A paid order's GST tax invoice and credit notes, each a button that saves its PDF. The shopper's
 * and the admin's order details both show it. An invoice or a credit note is issued a moment after
 * the payment or the refund: until then the section says so and looks again. `version` names the
 * order as shown (its last change, its returns' states): when it changes, the list is read again,
 * so a credit note for a cancellation or a return shows without a reload.
 */
export function OrderDocuments({ orderId, isPaid, version = "" }: { orderId: string; isPaid: boolean; version?: string }): ReactNode {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["order-documents", orderId, version],
    queryFn: ({ signal }) => fetchOrderDocuments(orderId, signal),
    enabled: isPaid,
    // The list shown stays while the next version is read: no "Loading" flash on every change.
    placeholderData: keepPreviousData,
    refetchInterval: (current) => {
      const found: Documents | undefined = current.state.data;
      const waiting = found?.invoicePending || found?.creditNotePending;
      return waiting && current.state.dataUpdateCount < PENDING_TRIES ? PENDING_REFRESH_MS : false;
    },
  });
  const documents = query.data ?? null;
  const failed = query.isError ? (query.error instanceof ApiError ? query.error.message : "The documents could not be loaded.") : null;

  if (!isPaid) return null;

  const save = async (document: DocumentSummary) => {
    setSaving(document.number);
    setProblem(null);
    try {
      await saveDocument(document);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "The document could not be downloaded. Please try again.");
    } finally {
      setSaving(null);
    }
  };

  const button = (document: DocumentSummary, label: string, detail: string) => (
    <li key={document.number} className="order-documents__item">
      <FileText size={20} aria-hidden="true" className="order-documents__icon" />
      <div className="order-documents__text">
        <span className="order-documents__label">{label}</span>
        <span className="muted">{detail}</span>
      </div>
      <button type="button" className="btn btn--outline btn--small" onClick={() => void save(document)} aria-disabled={saving === document.number}>
        {saving === document.number ? "Downloading..." : "Download"}
        <span className="visually-hidden"> {label}</span>
      </button>
    </li>
  );

  return (
    <div className="order-documents">
      {documents === null && !failed && <p className="muted">Loading the invoice...</p>}
      {documents?.invoicePending && <p className="muted">Your tax invoice is being prepared and will appear here in a moment.</p>}
      {documents && (documents.invoice || documents.creditNotes.length > 0) && (
        <ul className="order-documents__list">
          {documents.invoice && button(documents.invoice, `Tax invoice ${documents.invoice.number}`, `${issued(documents.invoice.issuedAt)} · ${formatRupees(documents.invoice.amount)}`)}
          {documents.creditNotes.map((note) => button(note, `Credit note ${note.number}`, `${issued(note.issuedAt)} · ${formatRupees(note.amount)} refunded · against ${note.invoiceNumber}`))}
        </ul>
      )}
      {(problem ?? failed) && (
        <p className="order-documents__problem" role="alert">
          {problem ?? failed}
        </p>
      )}
    </div>
  );
}
