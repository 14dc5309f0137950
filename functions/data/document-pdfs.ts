import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import type { DocumentRef } from "./tax-documents.js";
import { isConditionFailure } from "./transact.js";

// Where each tax document's PDF is kept (issue 42): one item per document, DOCUMENT_PDF#<orderId>
// / INVOICE | CREDIT_NOTE#<refundId>, naming its object in the documents' bucket with the object's
// size and SHA-256. Items written before issue 42 hold the bytes themselves (`pdf`) until moved
// (functions/documents/pdf-record.ts). Only the code that sends, downloads or moves a PDF makes
// this repository, so the API's cold start carries none of it.

const pdfKey = (ref: DocumentRef) => ({ pk: `DOCUMENT_PDF#${ref.orderId}`, sk: ref.kind === "invoice" ? "INVOICE" : `CREDIT_NOTE#${ref.refundId}` });

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

export function documentPdfRepository(db: Db) {
  /** The document's PDF as recorded: its object in the documents' bucket, or (from before issue 42) its bytes. */
  async function pdfOf(ref: DocumentRef): Promise<PdfRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: pdfKey(ref), ConsistentRead: true }));
    return result.Item ? pdfRecordOf(result.Item) : undefined;
  }

  return {
    pdfOf,

    /**
     * Records the PDF just put to the bucket, unless one is recorded already: the first one kept
     * is the one sent, so a second sender's copy never replaces it.
     */
    async recordPdf(ref: DocumentRef, number: string, file: PdfFile): Promise<{ recorded: PdfFile } | { existing: PdfRecord }> {
      try {
        await db.doc.send(new PutCommand({ TableName: db.tableName, Item: { ...pdfKey(ref), entity: "document-pdf", number, ...file }, ConditionExpression: "attribute_not_exists(pk)" }));
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
            Key: pdfKey(ref),
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

export type DocumentPdfRepository = ReturnType<typeof documentPdfRepository>;
