import type { DocumentRef, TaxDocumentRepository } from "../data/tax-documents.js";
import { moveLegacyPdf, type PdfStores } from "./pdf-record.js";

// The one-off move of issue 42: every invoice's and credit note's PDF still held in its table
// item goes to the documents' bucket, the item keeping only the object's key, size and SHA-256.
// Documents are found through the accountant's index (every one issued, by date), not a scan.
// Each move is conditional (moveLegacyPdf), so the run can stop and start again, run twice, or
// beside another run and beside the shop (a download moves its document itself); none is lost.

export interface MoveReport {
  documents: number;
  /** Moved by this run. */
  moved: number;
  /** In the bucket already (moved before, or by another run at the same moment). */
  inBucket: number;
  /** Issued, with no PDF yet (the sender makes it with the e-mail). */
  withoutPdf: number;
}

/** Before every document the shop can have issued, and after. */
const FIRST = "0000";
const LAST = "9999";

export async function moveLegacyPdfs(taxDocuments: TaxDocumentRepository, stores: PdfStores, pageSize = 100): Promise<MoveReport> {
  const report: MoveReport = { documents: 0, moved: 0, inBucket: 0, withoutPdf: 0 };
  let start: Record<string, string> | undefined;
  do {
    const page = await taxDocuments.issuedPage(FIRST, LAST, start, pageSize);
    for (const document of page.documents) {
      report.documents++;
      const ref: DocumentRef = document.kind === "invoice" ? { kind: "invoice", orderId: document.orderId } : { kind: "credit-note", orderId: document.orderId, refundId: document.refundId };
      const record = await stores.pdfItems.pdfOf(ref);
      if (!record) report.withoutPdf++;
      else if ("stored" in record) report.inBucket++;
      else if ((await moveLegacyPdf(stores, ref, record.legacy)).moved) report.moved++;
      else report.inBucket++;
    }
    start = page.next;
  } while (start);
  return report;
}
