// The restore drill, locally: copies the shop's table in DynamoDB Local into a new table through a
// file and checks that both hold the same number of items (docs/operations.md, "Restore the table
// to a point in time", says what the cloud does instead and how to switch the stage to it).
//
//   DYNAMO_ENDPOINT=http://localhost:8000 npx tsx scripts/restore-table.ts rangrez-local rangrez-restored [export-file]
//
// Exits 1 if the counts differ, or if the new table already exists (a restore never writes into a table in use).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { DescribeTableCommand, ResourceNotFoundException } from "@aws-sdk/client-dynamodb";
import { createDocumentClient } from "../functions/data/db.js";
import { ensureTable } from "../infra/local/bootstrap-table.js";
import { countItems, exportTable, importTable } from "./ops/table-copy.js";

export interface RestoreReport {
  exported: number;
  imported: number;
  source: number;
  restored: number;
  file: string;
}

export async function rehearseRestore(endpoint: string, from: string, to: string, file = join(tmpdir(), `${from}-export-${Date.now()}.jsonl`)): Promise<RestoreReport> {
  const doc = createDocumentClient({ dynamoEndpoint: endpoint, region: "ap-south-1" });
  try {
    const exists = await doc.send(new DescribeTableCommand({ TableName: to })).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ResourceNotFoundException) return false;
        throw error;
      },
    );
    if (exists) throw new Error(`Table ${to} already exists: restore into a new table`);
    const exported = await exportTable(doc, from, file);
    // The same keys, indexes and TTL as the shop's table (the definition the cloud's is made from).
    await ensureTable(doc, to);
    const imported = await importTable(doc, file, to);
    return { exported, imported, source: await countItems(doc, from), restored: await countItems(doc, to), file };
  } finally {
    doc.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [from, to, file] = process.argv.slice(2);
  const endpoint = process.env.DYNAMO_ENDPOINT;
  if (!from || !to || !endpoint) {
    console.error("Usage: DYNAMO_ENDPOINT=http://localhost:8000 npx tsx scripts/restore-table.ts <table> <new table> [export file]");
    process.exit(2);
  }
  try {
    const report = await rehearseRestore(endpoint, from, to, file);
    console.log(`exported ${report.exported} items of ${from} to ${report.file}`);
    console.log(`imported ${report.imported} items into ${to}`);
    console.log(`${from}: ${report.source} items; ${to}: ${report.restored} items: ${report.source === report.restored ? "counts match" : "COUNTS DIFFER"}`);
    process.exit(report.source === report.restored ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
