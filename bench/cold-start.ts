// The Lambda bundles' sizes and cold starts, measured locally:
//
//   npx tsx bench/cold-start.ts
//
// Each bundle is built as `sst deploy` builds it (tests/support/lambda-bundle.ts: code-split, the razorpay
// SDK and rarely used AWS credential providers in chunks loaded on first use). Its size at start
// is bundle.mjs plus the chunks it imports statically (esbuild's metafile); the total adds the
// chunks loaded later. A cold start is a fresh `node` process importing the built bundle (which
// builds its app and reads its linked config) and answering one request: for the API an API
// Gateway v2 event for GET /api/health, which reads the table in DynamoDB Local; for the webhook
// a signed payment.captured for an order that is not the shop's, which reads the table and is
// acknowledged. Timed from spawning node to reading the response, median of 10, the bundles taken
// in turns; the CPU the process used by then is printed beside it, steadier than wall time on a
// shared machine. A trivial handler, started the same way, gives the floor that Node itself
// costs here. Local figures on this machine's CPU, not Lambda's: compare them with each other.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createDocumentClient } from "../functions/data/db.js";
import { LINKS_READ } from "../functions/lambda/links.js";
import { buildLambda, REPO_ROOT, type LambdaBundle } from "../tests/support/lambda-bundle.js";
import { invokeInFreshProcess, type Invocation } from "../tests/support/lambda-process.js";
import { ensureTable } from "../infra/local/bootstrap-table.js";
import { startDynamoLocal } from "../infra/local/dynamodb-local.js";
import { apiGatewayEvent, throughCloudFront } from "../tests/support/apigw-event.js";
import { signedDelivery } from "../tests/support/razorpay-delivery.js";
import { median, round } from "./stats.js";

const RUNS = 10;
const API = "functions/lambda/api.handler";
const WEBHOOK = "functions/lambda/webhook.handler";
const kb = (bytes: number) => round(bytes / 1024, 1);

interface Variant {
  file: string;
  event: () => unknown;
  env: Record<string, string>;
}

/**
 * Cold starts of several bundles, taken in rounds (one of each per round), so the load of a shared
 * machine, which drifts over a run, weighs on each the same.
 */
async function coldStartRounds<K extends string>(variants: Record<K, Variant>, runs: number) {
  const wall = {} as Record<K, number[]>;
  const cpu = {} as Record<K, number[]>;
  for (const name of Object.keys(variants) as K[]) {
    wall[name] = [];
    cpu[name] = [];
  }
  for (let round = 1; round <= runs; round++) {
    for (const [name, variant] of Object.entries(variants) as Array<[K, Variant]>) {
      const invocation: Invocation = await invokeInFreshProcess(variant.file, variant.event(), { env: variant.env });
      if (!invocation.ok) throw new Error(`${name}, cold start ${round} failed: ${invocation.error}`);
      if (invocation.result.statusCode !== 200) throw new Error(`${name}, cold start ${round} answered ${invocation.result.statusCode}: ${invocation.result.body}`);
      wall[name].push(invocation.wallMs);
      cpu[name].push(invocation.cpuMs);
    }
  }
  const figures = {} as Record<K, { medianMs: number; minMs: number; maxMs: number; cpuMedianMs: number }>;
  for (const name of Object.keys(variants) as K[]) {
    figures[name] = {
      medianMs: round(median(wall[name]), 1),
      minMs: round(Math.min(...wall[name]), 1),
      maxMs: round(Math.max(...wall[name]), 1),
      cpuMedianMs: round(median(cpu[name]), 1),
    };
  }
  return figures;
}

/** A bundle's figures, and what fills its start (from esbuild's metafile). */
function describe(bundle: LambdaBundle) {
  return {
    startKb: kb(bundle.startBytes),
    totalKb: kb(bundle.totalBytes),
    largestAtStart: bundle.startShares.slice(0, 6).map((share) => `${share.source} ${kb(share.bytes)}`),
    loadedOnFirstUse: bundle.lazyChunks.slice(0, 3).map((chunk) => `${kb(chunk.bytes)} (${chunk.sources.map((share) => `${share.source} ${kb(share.bytes)}`).join(", ")})`),
  };
}

export async function measureColdStart(options: { runs?: number } = {}) {
  const runs = options.runs ?? RUNS;
  const outDir = mkdtempSync(join(tmpdir(), "cold-start-"));
  const api = await buildLambda(API, { outDir });
  const webhook = await buildLambda(WEBHOOK, { outDir });
  // The way it was: one file holding everything (the issue's "before").
  const apiOneFile = await buildLambda(API, { outDir: join(outDir, "one-file"), splitting: false });
  // The other choice, @aws-sdk left to Lambda's runtime: here it resolves from node_modules, so
  // this build goes under dist/ (ignored by git) inside the repository.
  const apiExternalSdk = await buildLambda(API, { outDir: join(REPO_ROOT, "dist/cold-start"), externalAwsSdk: true });

  const floorFile = join(outDir, "floor.mjs");
  writeFileSync(floorFile, `export const handler = async () => ({ statusCode: 200, headers: {}, body: "{}" });\n`);

  const dynamo = await startDynamoLocal();
  try {
    const tableName = "cold_start";
    const doc = createDocumentClient({ dynamoEndpoint: dynamo.endpoint, region: "ap-south-1" });
    await ensureTable(doc, tableName);
    doc.destroy();
    const secret = (value: string) => JSON.stringify({ value, type: "sst.sst.Secret" });
    const webhookSecret = "cold-start-webhook-secret";
    // What CloudFront adds to each request (infra/cloud/origin-secret.ts): the functions refuse a call without it.
    const originSecret = "cold-start-origin-secret-0123456789abcdef0123456789";
    // What each function's links give it in the cloud: every link its entry reads (LINKS_READ,
    // which the SST config is tested against), so a link added there never stops the bench. Those
    // whose value matters are given here; any other secret gets a bench value.
    const given: Record<string, string> = {
      ShopTable: JSON.stringify({ name: tableName, type: "sst.aws.Dynamo" }),
      ShopMedia: JSON.stringify({ name: "rangrez-media-bench", type: "sst.aws.Bucket" }),
      ShopDocuments: JSON.stringify({ name: "rangrez-documents-bench", type: "sst.aws.Bucket" }),
      RazorpayKeyId: secret("rzp_test_coldstart"),
      RazorpayKeySecret: secret("cold-start-key-secret"),
      RazorpayWebhookSecret: secret(webhookSecret),
      OriginSecret: secret(originSecret),
    };
    const linksOf = (handler: string) =>
      Object.fromEntries((LINKS_READ[handler] ?? []).map((name) => [`SST_RESOURCE_${name}`, given[name] ?? secret(`cold-start-${name}-0123456789abcdef0123456789abcdef`)]));
    const shared = {
      SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: "bench" }),
      DYNAMO_ENDPOINT: dynamo.endpoint,
      // Node 20 here prints the AWS SDK's "upgrade to Node 22" notice; Lambda runs Node 22.
      NODE_NO_WARNINGS: "1",
    };
    const apiEnv = { ...shared, ...linksOf("functions/lambda/api.handler") };
    const webhookEnv = { ...shared, ...linksOf("functions/lambda/webhook.handler") };
    const health = () => throughCloudFront(apiGatewayEvent("GET", "/api/health"), originSecret);
    const delivery = () => throughCloudFront(signedDelivery(webhookSecret), originSecret);

    const loadBefore = round(loadavg()[0]!, 2);
    const starts = await coldStartRounds(
      {
        api: { file: api.file, event: health, env: apiEnv },
        webhook: { file: webhook.file, event: delivery, env: webhookEnv },
        apiOneFile: { file: apiOneFile.file, event: health, env: apiEnv },
        apiExternalSdk: { file: apiExternalSdk.file, event: health, env: apiEnv },
        floor: { file: floorFile, event: health, env: {} },
      },
      runs,
    );
    return {
      runs,
      loadAverage1mBeforeAfter: [loadBefore, round(loadavg()[0]!, 2)],
      api: { ...describe(api), coldStart: starts.api },
      webhook: { ...describe(webhook), coldStart: starts.webhook },
      apiAsOneFile: { kb: kb(apiOneFile.totalBytes), coldStart: starts.apiOneFile },
      apiWithoutBundledAwsSdk: { startKb: kb(apiExternalSdk.startBytes), coldStart: starts.apiExternalSdk },
      nodeFloor: starts.floor,
    };
  } finally {
    await dynamo.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(join(REPO_ROOT, "dist/cold-start"), { recursive: true, force: true });
  }
}

export type ColdStartFigures = Awaited<ReturnType<typeof measureColdStart>>;

/** The issue's targets for the Lambda functions, met or not. */
export function lambdaTargets(figures: ColdStartFigures) {
  return {
    webhookAtStartAtMost450Kb: figures.webhook.startKb <= 450,
    apiAtStartAtMost700Kb: figures.api.startKb <= 700,
    apiColdStartMedianAtMost220Ms: figures.api.coldStart.medianMs <= 220,
  };
}

/** Both bundles and both cold starts, as `npm run bench` and this script print them. */
export function printColdStart(figures: ColdStartFigures) {
  console.log(`Lambda bundles (KB loaded at a cold start / KB in the package) and cold starts: spawn → response, median of ${figures.runs}, Node ${process.version}, load average ${figures.loadAverage1mBeforeAfter.join(" → ")}`);
  const row = (startKb: number | null, totalKb: number | null, start: { medianMs: number; minMs: number; maxMs: number; cpuMedianMs: number }) => ({
    startKb,
    totalKb,
    coldStartMedianMs: start.medianMs,
    minMs: start.minMs,
    maxMs: start.maxMs,
    cpuMedianMs: start.cpuMedianMs,
  });
  console.table({
    api: row(figures.api.startKb, figures.api.totalKb, figures.api.coldStart),
    webhook: row(figures.webhook.startKb, figures.webhook.totalKb, figures.webhook.coldStart),
    "api as one file (before)": row(figures.apiAsOneFile.kb, figures.apiAsOneFile.kb, figures.apiAsOneFile.coldStart),
    "api, AWS SDK from the runtime": row(figures.apiWithoutBundledAwsSdk.startKb, null, figures.apiWithoutBundledAwsSdk.coldStart),
    "node floor": row(null, null, figures.nodeFloor),
  });
  for (const name of ["api", "webhook"] as const) {
    console.log(`${name} at start: ${figures[name].largestAtStart.join(", ")}; on first use: ${figures[name].loadedOnFirstUse.join(", ")}`);
  }
  console.table(lambdaTargets(figures));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printColdStart(await measureColdStart());
  process.exit(0);
}
