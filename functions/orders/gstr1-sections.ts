import { gstr1Section, needsInvoiceValue, type Gstr1Section } from "../../shared/tax/gstr1-section.js";
import type { TaxDocument } from "../../shared/tax/tax-document.js";
import type { Db } from "../data/db.js";
import { taxDocumentRepository } from "../data/tax-documents.js";

// A page of tax documents with the GSTR-1 table each belongs in (shared/tax/gstr1-section.ts).
// A credit note goes where its invoice went; most notes say so themselves (a GSTIN, or a sale
// within the state), so only an inter-state note to an unregistered buyer has its invoice's value
// looked up: from the same page when the invoice is on it, else read (the invoice may be older
// than the range).

export interface SectionedDocument {
  document: TaxDocument;
  section: Gstr1Section;
}

export async function withSections(db: Db, documents: readonly TaxDocument[]): Promise<SectionedDocument[]> {
  const invoiceValues = new Map<string, number>();
  for (const document of documents) if (document.kind === "invoice") invoiceValues.set(document.orderId, document.totals.grossPaise);
  const unread = [...new Set(documents.filter(needsInvoiceValue).map((document) => document.orderId))].filter((orderId) => !invoiceValues.has(orderId));
  const repository = taxDocumentRepository(db);
  await Promise.all(
    unread.map(async (orderId) => {
      const invoice = await repository.getInvoice(orderId);
      if (invoice) invoiceValues.set(orderId, invoice.totals.grossPaise);
    }),
  );
  // A note whose invoice cannot be found stays in the B2C summary, where every note went before.
  return documents.map((document) => ({ document, section: gstr1Section(document, invoiceValues.get(document.orderId) ?? 0) }));
}
