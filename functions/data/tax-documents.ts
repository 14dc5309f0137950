import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { CreditNote, TaxDocument, TaxInvoice } from "../../shared/tax/tax-document.js";
import type { DocumentSeries } from "../../shared/tax/document-number.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "./transact.js";

// Tax invoices and credit notes. Each lives beside its order (pk ORDER#<id>), one invoice per
// order and one credit note per refund; each series keeps its last number per financial year in
// one item, bumped in the same transaction that writes the document, so numbers are consecutive
// and never skipped or used twice. The PDF sent to the shopper is kept as it was sent, in the
// documents' bucket, named by an item of its own (document-pdfs.ts).

const invoiceKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "INVOICE" });
const creditNoteKey = (orderId: string, refundId: string) => ({ pk: `ORDER#${orderId}`, sk: `CREDIT_NOTE#${refundId}` });
const seriesKey = (series: DocumentSeries, financialYear: string) => ({ pk: "DOCUMENT_SERIES", sk: `${series}#${financialYear}` });

/** Which document of an order: its invoice, or the credit note of one refund. */
export type DocumentRef = { kind: "invoice"; orderId: string } | { kind: "credit-note"; orderId: string; refundId: string };

const documentKey = (ref: DocumentRef) => (ref.kind === "invoice" ? invoiceKey(ref.orderId) : creditNoteKey(ref.orderId, ref.refundId));

/** How issuing went: the document now stored (ours or one issued first), or the series moved under us. */
export type IssueOutcome<T> = { issued: T } | { existing: T } | { seriesMoved: true };

export interface IssuedPage {
  documents: TaxDocument[];
  /** Where the next page starts; undefined after the last. */
  next?: Record<string, string>;
}

export function taxDocumentRepository(db: Db) {
  async function get<T extends TaxDocument>(ref: DocumentRef): Promise<T | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: documentKey(ref), ConsistentRead: true }));
    return result.Item ? withoutLayout<T>(result.Item) : undefined;
  }

  return {
    getInvoice: (orderId: string) => get<TaxInvoice>({ kind: "invoice", orderId }),
    getCreditNote: (orderId: string, refundId: string) => get<CreditNote>({ kind: "credit-note", orderId, refundId }),

    /** The order's invoice and credit notes (not their PDFs), credit notes oldest first. */
    async forOrder(orderId: string): Promise<{ invoice?: TaxInvoice; creditNotes: CreditNote[] }> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
          // CREDIT_NOTE#... and INVOICE sort between these; the order itself (ORDER) does not.
          ExpressionAttributeValues: { ":pk": `ORDER#${orderId}`, ":from": "CREDIT_NOTE#", ":to": "INVOICE" },
          ConsistentRead: true,
        }),
      );
      const items = (result.Items ?? []).map((item) => withoutLayout<TaxDocument>(item));
      const creditNotes = items.filter((d): d is CreditNote => d.kind === "credit-note").sort((a, b) => a.sequence - b.sequence || a.issuedAt.localeCompare(b.issuedAt));
      const invoice = items.find((d): d is TaxInvoice => d.kind === "invoice");
      return { ...(invoice ? { invoice } : {}), creditNotes };
    },

    /** The last number used in a series this financial year (0 before the first). */
    async lastSequence(series: DocumentSeries, financialYear: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: seriesKey(series, financialYear), ConsistentRead: true }));
      return Number(result.Item?.last ?? 0);
    },

    /**
     * Stores a document numbered `document.sequence`, which must follow the series' last number
     * as read; `guards` must hold too (the order is paid). One transaction: the series moves on
     * only if the document is written, and the document only if its number is the next.
     */
    async issue<T extends TaxDocument>(document: T, guards: LabelledAction[] = []): Promise<IssueOutcome<T>> {
      const series: DocumentSeries = document.kind;
      const ref: DocumentRef = document.kind === "invoice" ? { kind: "invoice", orderId: document.orderId } : { kind: "credit-note", orderId: document.orderId, refundId: document.refundId };
      const previous = document.sequence - 1;
      const actions = [
        ...labelled("document-series", {
          Update: {
            TableName: db.tableName,
            Key: seriesKey(series, document.financialYear),
            UpdateExpression: "SET #last = :next, entity = :entity",
            ConditionExpression: previous === 0 ? "attribute_not_exists(#last)" : "#last = :previous",
            ExpressionAttributeNames: { "#last": "last" },
            ExpressionAttributeValues: { ":next": document.sequence, ":entity": "document-series", ...(previous === 0 ? {} : { ":previous": previous }) },
          },
        }),
        ...labelled("document", {
          Put: {
            TableName: db.tableName,
            // gsi1 files every document by when it was issued: the accountant's exports read a date range.
            Item: { ...documentKey(ref), entity: document.kind, gsi1pk: "TAX_DOCUMENT", gsi1sk: `${document.issuedAt}#${document.number}`, ...document },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        }),
        ...guards,
      ];
      try {
        await transactWrite(db, actions);
        return { issued: document };
      } catch (error) {
        if (!(error instanceof ConditionsFailed)) throw error;
        if (error.refused("document")) {
          const existing = await get<T>(ref);
          if (existing) return { existing };
        }
        if (error.refused("document-series")) return { seriesMoved: true };
        throw error;
      }
    },

    /**
     * One page of the invoices and credit notes issued from `fromIso` up to (not including)
     * `toIso`, oldest first, from `start`; `next` is where the following page starts (none after
     * the last), so a background export can stop after any page and carry on from there.
     */
    async issuedPage(fromIso: string, toIso: string, start: Record<string, unknown> | undefined, pageSize = 100): Promise<IssuedPage> {
      const page = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p AND gsi1sk BETWEEN :from AND :to",
          ExpressionAttributeValues: { ":p": "TAX_DOCUMENT", ":from": fromIso, ":to": toIso },
          ExclusiveStartKey: start,
          Limit: pageSize,
        }),
      );
      const documents = (page.Items ?? []).map((item) => withoutLayout<TaxDocument>(item)).filter((d) => d.issuedAt < toIso);
      return { documents, next: page.LastEvaluatedKey as Record<string, string> | undefined };
    },
  };
}

export type TaxDocumentRepository = ReturnType<typeof taxDocumentRepository>;
