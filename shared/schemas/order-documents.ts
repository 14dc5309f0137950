import * as z from "zod";

// An order's tax invoice and credit notes as GET /api/orders/:id/documents answers them. For
// types only: nothing imports this at run time.

export const documentSummarySchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** Rupees, GST included. */
  amount: z.number(),
  /** The PDF, under /api. */
  url: z.string(),
});
export type DocumentSummary = z.output<typeof documentSummarySchema>;

export const creditNoteSummarySchema = documentSummarySchema.extend({
  refundId: z.string(),
  invoiceNumber: z.string(),
});
export type CreditNoteSummary = z.output<typeof creditNoteSummarySchema>;

export const orderDocumentsSchema = z.object({
  /** Null for an unpaid order, and for a paid one in the seconds before its invoice is issued. */
  invoice: documentSummarySchema.nullable(),
  /** True for a paid order whose invoice is on its way. */
  invoicePending: z.boolean(),
  /** True while a refund or a return's credit has its credit note on the way (issued a moment after). */
  creditNotePending: z.boolean(),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type OrderDocuments = z.output<typeof orderDocumentsSchema>;
