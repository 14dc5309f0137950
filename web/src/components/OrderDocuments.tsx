import { FileText } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { formatRupees } from "@shared/money.js";
import { ApiError } from "../api/client.js";
import type { DocumentSummary, OrderDocuments as Documents } from "@shared/schemas/order-documents.js";
import { fetchOrderDocuments, saveDocument } from "../api/order-documents.js";
import "./order-documents.css";

const issued = (at: string) => new Date(at).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * A paid order's GST tax invoice and credit notes, each a button that saves its PDF. The shopper's
 * and the admin's order details both show it. An invoice is issued a moment after the payment:
 * until then the section says so and looks again.
 */
export function OrderDocuments({ orderId, isPaid }: { orderId: string; isPaid: boolean }): ReactNode {
  const [documents, setDocuments] = useState<Documents | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    if (!isPaid) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number) => {
      try {
        const found = await fetchOrderDocuments(orderId);
        if (!live) return;
        setDocuments(found);
        setProblem(null);
        if (found.invoicePending && attempt < 10) timer = setTimeout(() => void load(attempt + 1), 3000);
      } catch (error) {
        if (live) setProblem(error instanceof ApiError ? error.message : "The documents could not be loaded.");
      }
    };
    void load(0);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [orderId, isPaid]);

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
      {documents === null && !problem && <p className="muted">Loading the invoice...</p>}
      {documents?.invoicePending && <p className="muted">Your tax invoice is being prepared and will appear here in a moment.</p>}
      {documents && (documents.invoice || documents.creditNotes.length > 0) && (
        <ul className="order-documents__list">
          {documents.invoice && button(documents.invoice, `Tax invoice ${documents.invoice.number}`, `${issued(documents.invoice.issuedAt)} · ${formatRupees(documents.invoice.amount)}`)}
          {documents.creditNotes.map((note) => button(note, `Credit note ${note.number}`, `${issued(note.issuedAt)} · ${formatRupees(note.amount)} refunded · against ${note.invoiceNumber}`))}
        </ul>
      )}
      {problem && (
        <p className="order-documents__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
