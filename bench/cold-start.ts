// The Lambda bundles' sizes and the API bundle's cold start, measured locally:
//
//   npx tsx bench/cold-start.ts
//
// Each bundle is built as `sst deploy` builds it (infra/cloud/bundle.ts). A cold start is a
// fresh `node` process importing the built API bundle (which builds the app and reads its
// linked config) and answering one API Gateway v2 event for GET /api/health, which reads the
// table in DynamoDB Local: timed from spawning node to reading the response, median of 10.
// A trivial handler, started the same way, gives the floor that Node itself costs here.
// Local figures on this machine's CPU, not Lambda's: compare them with each other.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createDocumentClient } from "../functions/data/db.js";
import { buildLambda, REPO_ROOT, type LambdaBundle } from "../infra/cloud/bundle.js";
import { invokeInFreshProcess, type Invocation } from "../infra/cloud/lambda-process.js";
import { ensureTable } from "../infra/local/bootstrap-table.js";
import { startDynamoLocal } from "../infra/local/dynamodb-local.js";
import { apiGatewayEvent } from "../tests/support/apigw-event.js";
import { median, round } from "./stats.js";

const RUNS = 10;
const kb = (bundle: LambdaBundle) => round(bundle.bytes / 1024, 1);

async function coldStarts(file: string, env: Record<string, string>, runs: number) {
  const wall: number[] = [];
  const imported: number[] = [];
  for (let i = 0; i < runs; i++) {
    const invocation: Invocation = await invokeInFreshProcess(file, apiGatewayEvent("GET", "/api/health"), { env });
    if (!invocation.ok) throw new Error(`cold start ${i + 1} failed: ${invocation.error}`);
    if (invocation.result.statusCode !== 200) throw new Error(`cold start ${i + 1} answered ${invocation.result.statusCode}: ${invocation.result.body}`);
    wall.push(invocation.wallMs);
    imported.push(invocation.importedAtMs);
  }
  return { medianMs: round(median(wall), 1), minMs: round(Math.min(...wall), 1), maxMs: round(Math.max(...wall), 1), importedMedianMs: round(median(imported), 1) };
}

export async function measureColdStart(options: { runs?: number } = {}) {
  const runs = options.runs ?? RUNS;
  const outDir = mkdtempSync(join(tmpdir(), "cold-start-"));
  const api = await buildLambda("api", { outDir });
  const webhook = await buildLambda("webhook", { outDir });
  // The other choice, @aws-sdk left to Lambda's runtime: here it resolves from node_modules, so
  // this build goes under dist/ (ignored by git) inside the repository.
  const apiExternalSdk = await buildLambda("api", { outDir: join(REPO_ROOT, "dist/cold-start"), externalAwsSdk: true });

  const floorFile = join(outDir, "floor.mjs");
  writeFileSync(floorFile, `export const handler = async () => ({ statusCode: 200, headers: {}, body: "{}" });\n`);

  const dynamo = await startDynamoLocal();
  try {
    const tableName = "cold_start";
    const doc = createDocumentClient({ dynamoEndpoint: dynamo.endpoint, region: "ap-south-1" });
    await ensureTable(doc, tableName);
    doc.destroy();
    // What the API function's links give it in the cloud (infra/cloud/api.ts).
    const env = {
      SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: "bench" }),
      SST_RESOURCE_ShopTable: JSON.stringify({ name: tableName, type: "sst.aws.Dynamo" }),
      SST_RESOURCE_ShopMedia: JSON.stringify({ name: "rangrez-media-bench", type: "sst.aws.Bucket" }),
      SST_RESOURCE_JwtSecret: JSON.stringify({ value: "cold-start-bench-secret-0123456789abcdef", type: "sst.sst.Secret" }),
      SST_RESOURCE_RazorpayKeyId: JSON.stringify({ value: "rzp_test_coldstart", type: "sst.sst.Secret" }),
      SST_RESOURCE_RazorpayKeySecret: JSON.stringify({ value: "cold-start-key-secret", type: "sst.sst.Secret" }),
      DYNAMO_ENDPOINT: dynamo.endpoint,
      // Node 20 here prints the AWS SDK's "upgrade to Node 22" notice; Lambda runs Node 22.
      NODE_NO_WARNINGS: "1",
    };
    const bundled = await coldStarts(api.file, env, runs);
    const externalSdk = await coldStarts(apiExternalSdk.file, env, runs);
    const floor = await coldStarts(floorFile, {}, runs).catch(() => null);
    return {
      apiBundleKb: kb(api),
      webhookBundleKb: kb(webhook),
      apiBundleKbWithoutAwsSdk: kb(apiExternalSdk),
      runs,
      apiColdStartMedianMs: bundled.medianMs,
      apiColdStartMinMs: bundled.minMs,
      apiColdStartMaxMs: bundled.maxMs,
      apiImportedMedianMs: bundled.importedMedianMs,
      apiColdStartWithoutAwsSdkMedianMs: externalSdk.medianMs,
      nodeFloorMedianMs: floor?.medianMs ?? null,
    };
  } finally {
    await dynamo.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(REPO_ROOT, "dist/cold-start"), { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await measureColdStart();
  console.log(`Lambda bundles (minified) and the API bundle's cold start: spawn → response to GET /api/health, median of ${results.runs}, Node ${process.version}`);
  console.table(results);
  process.exit(0);
}
