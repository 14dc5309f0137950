import { createHash } from "node:crypto";
import type { DocumentPdfRepository, PdfFile } from "../data/document-pdfs.js";
import type { DocumentRef } from "../data/tax-documents.js";
import type { PdfFiles } from "./pdf-files.js";
import { TAX_DOCUMENTS_PREFIX } from "../../shared/tax/document-files.js";

// A document's PDF between the table and the bucket: the object it is kept under, moving the
// bytes of an item written before issue 42 to the bucket, and reading a kept PDF back checked
// against the SHA-256 recorded with it.

/** The PDFs' items in the table and their objects in the bucket. */
export interface PdfStores {
  pdfItems: DocumentPdfRepository;
  files: PdfFiles;
}

export const sha256Of = (pdf: Uint8Array) => createHash("sha256").update(pdf).digest("hex");

/**
 * The object a PDF is kept under: by order and document, named by its own SHA-256, so the key
 * is known only to whoever has the bytes (the bucket is private anyway, and nothing lists it),
 * and the same bytes always land on the same key (moving them twice at once writes one object).
 */
export function pdfObjectKey(ref: DocumentRef, sha256: string): string {
  const document = ref.kind === "invoice" ? "invoice" : `credit-note-${ref.refundId}`;
  return `${TAX_DOCUMENTS_PREFIX}${ref.orderId}/${document}-${sha256}.pdf`;
}

export function pdfFileOf(ref: DocumentRef, pdf: Uint8Array): PdfFile {
  const sha256 = sha256Of(pdf);
  return { objectKey: pdfObjectKey(ref, sha256), bytes: pdf.byteLength, sha256 };
}

/**
 * Moves the bytes an item still holds to the bucket: the object first, then the item rewritten
 * only if it still holds them. Running twice, or in two places at once, writes the same object
 * and rewrites the item once (`moved` says whether this run did); every run answers with the
 * file the item names.
 */
export async function moveLegacyPdf(stores: PdfStores, ref: DocumentRef, pdf: Uint8Array): Promise<{ file: PdfFile; moved: boolean }> {
  const file = pdfFileOf(ref, pdf);
  await stores.files.put(file.objectKey, pdf, file.sha256);
  if (await stores.pdfItems.movePdf(ref, file)) return { file, moved: true };
  const now = await stores.pdfItems.pdfOf(ref);
  if (now && "stored" in now) return { file: now.stored, moved: false };
  throw new Error(`The PDF of ${describe(ref)} could not be moved to the documents' bucket`);
}

/** The kept PDF's bytes, refused unless they are the ones recorded (size and SHA-256). */
export async function readKeptPdf(files: PdfFiles, ref: DocumentRef, file: PdfFile): Promise<Uint8Array> {
  const pdf = await files.read(file.objectKey);
  if (!pdf) throw new Error(`The PDF of ${describe(ref)} is missing from the documents' bucket (${file.objectKey})`);
  if (pdf.byteLength !== file.bytes || sha256Of(pdf) !== file.sha256) throw new Error(`The PDF of ${describe(ref)} in the documents' bucket is not the one recorded (${file.objectKey})`);
  return pdf;
}

/** The file a PDF item names, moving the bytes of an older item first; undefined when there is none yet. */
export async function keptPdfFile(stores: PdfStores, ref: DocumentRef): Promise<PdfFile | undefined> {
  const record = await stores.pdfItems.pdfOf(ref);
  if (!record) return undefined;
  return "legacy" in record ? (await moveLegacyPdf(stores, ref, record.legacy)).file : record.stored;
}

function describe(ref: DocumentRef): string {
  return ref.kind === "invoice" ? `order ${ref.orderId}'s invoice` : `order ${ref.orderId}'s credit note ${ref.refundId}`;
}
