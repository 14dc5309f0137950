import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { CreditNote, TaxDocument, TaxInvoice } from "../../shared/tax/tax-document.js";
import type { DocumentSeries } from "../../shared/tax/document-number.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { ConditionsFailed, isConditionFailure, labelled, transactWrite, type LabelledAction } from "./transact.js";

// Tax invoices and credit notes. Each lives beside its order (pk ORDER#<id>), one invoice per
// order and one credit note per refund; each series keeps its last number per financial year in
// one item, bumped in the same transaction that writes the document, so numbers are consecutive
// and never skipped or used twice. The PDF sent to the shopper is kept as it was sent, in the
// documents' bucket (functions/documents/pdf-files.ts); its item here (DOCUMENT_PDF#<orderId>)
// holds only the object's key, size and SHA-256. Items written before issue 42 hold the bytes
// themselves (`pdf`) until moved (functions/documents/pdf-record.ts).

const invoiceKey = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "INVOICE" });
const creditNoteKey = (orderId: string, refundId: string) => ({ pk: `ORDER#${orderId}`, sk: `CREDIT_NOTE#${refundId}` });
const seriesKey = (series: DocumentSeries, financialYear: string) => ({ pk: "DOCUMENT_SERIES", sk: `${series}#${financialYear}` });
const pdfKey = (orderId: string, document: string) => ({ pk: `DOCUMENT_PDF#${orderId}`, sk: document });

/** Which document of an order: its invoice, or the credit note of one refund. */
export type DocumentRef = { kind: "invoice"; orderId: string } | { kind: "credit-note"; orderId: string; refundId: string };

const documentKey = (ref: DocumentRef) => (ref.kind === "invoice" ? invoiceKey(ref.orderId) : creditNoteKey(ref.orderId, ref.refundId));
const pdfKeyOf = (ref: DocumentRef) => pdfKey(ref.orderId, ref.kind === "invoice" ? "INVOICE" : `CREDIT_NOTE#${ref.refundId}`);

/** Where a document's PDF is kept: its object in the documents' bucket, its size and SHA-256 (hex). */
export interface PdfFile {
  objectKey: string;
  bytes: number;
  sha256: string;
}

/** A PDF item as read: moved to the bucket, or still holding its bytes (written before issue 42). */
export type PdfRecord = { stored: PdfFile } | { legacy: Uint8Array };

const SHA256_HEX = /^[0-9a-f]{64}$/;

function pdfRecordOf(item: Record<string, unknown>): PdfRecord {
  if (item.pdf instanceof Uint8Array) return { legacy: item.pdf };
  const { objectKey, bytes, sha256 } = item;
  // An item naming an object must say what it holds: the checksum is how a read is checked.
  if (typeof objectKey !== "string" || typeof bytes !== "number" || typeof sha256 !== "string" || !SHA256_HEX.test(sha256)) {
    throw new Error(`The PDF item ${String(item.pk)} / ${String(item.sk)} has no object key, size and SHA-256`);
  }
  return { stored: { objectKey, bytes, sha256 } };
}

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

  /** The document's PDF as recorded: its object in the documents' bucket, or (from before issue 42) its bytes. */
  async function pdfOf(ref: DocumentRef): Promise<PdfRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: pdfKeyOf(ref), ConsistentRead: true }));
    return result.Item ? pdfRecordOf(result.Item) : undefined;
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

    /** The document's PDF as recorded: its object in the documents' bucket, or (from before issue 42) its bytes. */
    pdfOf,

    /**
     * Records the PDF just put to the bucket, unless one is recorded already: the first one kept
     * is the one sent, so a second sender's copy never replaces it.
     */
    async recordPdf(ref: DocumentRef, number: string, file: PdfFile): Promise<{ recorded: PdfFile } | { existing: PdfRecord }> {
      try {
        await db.doc.send(
          new PutCommand({
            TableName: db.tableName,
            Item: { ...pdfKeyOf(ref), entity: "document-pdf", number, ...file },
            ConditionExpression: "attribute_not_exists(pk)",
          }),
        );
        return { recorded: file };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = await pdfOf(ref);
        if (!existing) throw error;
        return { existing };
      }
    },

    /**
     * Rewrites an item that still holds the PDF's bytes to the object they were put to; false when
     * it no longer holds them (moved already, by this run or another at the same time).
     */
    async movePdf(ref: DocumentRef, file: PdfFile): Promise<boolean> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: pdfKeyOf(ref),
            UpdateExpression: "SET objectKey = :key, #bytes = :bytes, sha256 = :sha256 REMOVE pdf",
            ConditionExpression: "attribute_exists(pdf)",
            ExpressionAttributeNames: { "#bytes": "bytes" },
            ExpressionAttributeValues: { ":key": file.objectKey, ":bytes": file.bytes, ":sha256": file.sha256 },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type TaxDocumentRepository = ReturnType<typeof taxDocumentRepository>;
