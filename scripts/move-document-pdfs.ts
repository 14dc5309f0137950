// Moves every tax invoice's and credit note's PDF still held in its table item (before issue 42)
// to the documents' bucket, the item keeping the object's key, size and SHA-256
// (functions/documents/move-legacy-pdfs.ts). Safe to run twice, or while the shop runs.
//
//   npx sst shell --stage production -- npx tsx scripts/move-document-pdfs.ts
//   TABLE_NAME=shop DYNAMO_ENDPOINT=http://127.0.0.1:8000 S3_ENDPOINT=http://127.0.0.1:4569 npx tsx scripts/move-document-pdfs.ts
import { pathToFileURL } from "node:url";
import { createDb } from "../functions/data/db.js";
import { documentPdfRepository } from "../functions/data/document-pdfs.js";
import { createRepositories } from "../functions/data/repositories.js";
import { moveLegacyPdfs } from "../functions/documents/move-legacy-pdfs.js";
import { pdfFiles } from "../functions/documents/pdf-files.js";
import { loadConfig } from "../functions/lambda/load-config.js";

export async function main(): Promise<number> {
  const config = loadConfig(["ShopDocuments"]);
  const repos = createRepositories(createDb(config));
  try {
    const report = await moveLegacyPdfs(repos.taxDocuments, { pdfItems: documentPdfRepository(repos.db), files: pdfFiles(config) });
    console.log(
      `${report.documents} documents in ${config.tableName}: ${report.moved} PDFs moved to ${config.documents.bucket}, ${report.inBucket} there already, ${report.withoutPdf} not made yet.`,
    );
    return 0;
  } catch (error) {
    console.error("The move stopped (run it again: what is moved stays moved):", error instanceof Error ? error.message : error);
    return 1;
  } finally {
    repos.db.doc.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
