// `npx tsx bench/page-publisher.ts [--products 1000]` (and `npm run bench`): the cloud page
// publisher (pages/publish/lambda.ts) as Lambda would run it: its bundle built as `sst deploy`
// builds it, started in a fresh process with its links, against DynamoDB Local and the local S3
// holding the site's build (pages/build/build-site.ts). Prints the bundle's size and how long a run
// takes: every page (the deploy's jobs in one process), one saved product and one paid order (stream
// batches), over the demo catalogue and over --products products; then the deploy as the cloud runs
// it: its invocation (what the deploy waits for) handing jobs to a stand-in for Lambda's API, and
// each job in a fresh process of its own (in the cloud they run side by side).
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { LOCAL_S3_KEY } from "../functions/config.js";
import { createDb } from "../functions/data/db.js";
import { createRepositories } from "../functions/data/repositories.js";
import { ensureTable } from "../infra/local/bootstrap-table.js";
import { loadDemoShop } from "../infra/local/demo-shop.js";
import { startDynamoLocal } from "../infra/local/dynamodb-local.js";
import { startLocalS3 } from "../infra/local/s3-local/index.js";
import { seedDemoShop } from "../infra/local/seed-demo-shop.js";
import { SITE_BUCKET_LINK } from "../pages/publish/bucket-renderer.js";
import type { PublishFigures, PublishJob } from "../pages/publish/publish-deps.js";
import { buildLambda, REPO_ROOT } from "../tests/support/lambda-bundle.js";
import { invokeInFreshProcess } from "../tests/support/lambda-process.js";
import { round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

const BUCKET = "rangrez-site-bench";
const TABLE = "page_publisher_bench";

export interface PagePublisherFigures {
  bundle: Record<string, number>;
  runs: Record<string, Record<string, number>>;
  loadAverage: string;
}

/** A stand-in for Lambda's Invoke API that keeps what it is asked to run (async invocations answer 202). */
async function lambdaStandIn() {
  const jobs: PublishJob[] = [];
  const server = createServer((request, response) => {
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    request.on("end", () => {
      jobs.push((JSON.parse(Buffer.concat(body).toString("utf8")) as { job: PublishJob }).job);
      response.writeHead(202, { "content-type": "application/json" }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, jobs, stop: () => new Promise((resolve) => server.close(resolve)) };
}

export async function measurePagePublisher(options: { products?: number } = {}): Promise<PagePublisherFigures> {
  const size = options.products ?? 1000;
  const work = mkdtempSync(join(tmpdir(), "page-publisher-bench-"));
  const dynamo = await startDynamoLocal();
  const s3 = await startLocalS3({ bucket: BUCKET });
  try {
    const bundle = await buildLambda("pages/publish/lambda.handler", { outDir: join(work, "bundle") });
    const staticDir = join(work, "web");
    await promisify(execFile)("npx", ["tsx", "pages/build/build-site.ts", staticDir], { cwd: REPO_ROOT });
    const client = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
    let rendererBytes = 0;
    for (const entry of (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())) {
      const body = await readFile(join(entry.parentPath, entry.name));
      const key = relative(staticDir, join(entry.parentPath, entry.name));
      if (key.startsWith(".renderer/")) rendererBytes += body.length;
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
    }

    const config = { tableName: TABLE, dynamoEndpoint: dynamo.endpoint, region: "ap-south-1" };
    const repos = createRepositories(createDb(config));
    await ensureTable(repos.db.doc, TABLE);
    const demo = await loadDemoShop();
    await seedDemoShop(repos, { ...demo, admin: { name: "Bench", email: "bench@rangrez.local", password: "lantern-mosaic-pepper-41" } });

    const env = {
      SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: "bench" }),
      SST_RESOURCE_ShopTable: JSON.stringify({ name: TABLE, type: "sst.aws.Dynamo" }),
      [`SST_RESOURCE_${SITE_BUCKET_LINK}`]: JSON.stringify({ name: BUCKET, type: "sst.aws.Bucket" }),
      SST_RESOURCE_ShopRouter: JSON.stringify({ url: "https://shop.example.in", type: "sst.aws.Router" }),
      DYNAMO_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      NODE_NO_WARNINGS: "1",
    };
    const run = async (event: unknown, extraEnv: Record<string, string> = {}) => {
      const invocation = await invokeInFreshProcess(bundle.file, event, { env: { ...env, ...extraEnv }, timeoutMs: 600_000 });
      if (!invocation.ok) throw new Error(invocation.error);
      const figures = invocation.result as unknown as PublishFigures;
      return { pages: figures.pages, products: figures.productPages, removed: figures.removed, "run ms": figures.ms, "cold start + run ms": round(invocation.wallMs, 0), "cpu ms": round(invocation.cpuMs, 0) };
    };
    const batch = (id: string) => ({ Records: [{ eventName: "MODIFY", dynamodb: { Keys: { pk: { S: `PRODUCT#${id}` }, sk: { S: "PRODUCT" } } } }] });
    // An admin's save that a card shows: the price.
    const saved = async (id: string) => {
      await repos.db.doc.send(new UpdateCommand({ TableName: TABLE, Key: { pk: `PRODUCT#${id}`, sk: "PRODUCT" }, UpdateExpression: "SET price = price + :one", ExpressionAttributeValues: { ":one": 1 } }));
      return batch(id);
    };
    // What a paid order writes to a product: a piece of a size taken (the hold, then the sale).
    const sold = async (id: string) => {
      const product = (await repos.products.get(id))!;
      const size = product.sizes.find((s) => (product.stockBySize[s] ?? 0) > 1)!;
      await repos.db.doc.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: { pk: `PRODUCT#${id}`, sk: "PRODUCT" },
          UpdateExpression: "SET stockBySize.#size = stockBySize.#size - :one, stock = stock - :one, updatedAt = :now",
          ExpressionAttributeNames: { "#size": size },
          ExpressionAttributeValues: { ":one": 1, ":now": new Date().toISOString() },
        }),
      );
      return batch(id);
    };

    const rows: Record<string, Record<string, number>> = {};
    const firstId = (await repos.products.listAll()).find((product) => product.isActive)!.id;
    rows["demo: every page"] = await run({ reason: "deploy" });
    rows["demo: one product saved"] = await run(await saved(firstId));
    rows["demo: one paid order"] = await run(await sold(firstId));
    const have = (await repos.products.listAll()).length;
    const more = syntheticCatalogue(size - have);
    for (let i = 0; i < more.length; i += 25) await Promise.all(more.slice(i, i + 25).map((p) => repos.products.create(p)));
    const label = size.toLocaleString("en-IN");
    rows[`${label}: every page, one process`] = await run({ reason: "deploy" });
    rows[`${label}: one product saved`] = await run(await saved(firstId));
    rows[`${label}: one paid order`] = await run(await sold(firstId));

    const lambda = await lambdaStandIn();
    rows[`${label}: the deploy's invocation`] = await run({ reason: "deploy" }, { LAMBDA_ENDPOINT: lambda.endpoint, AWS_LAMBDA_FUNCTION_NAME: "PagePublisher" });
    await lambda.stop();
    const jobRuns = [];
    for (const job of lambda.jobs) jobRuns.push(await run({ job }));
    const slowest = jobRuns.reduce((a, b) => (b["cold start + run ms"] > a["cold start + run ms"] ? b : a));
    rows[`${label}: slowest of ${lambda.jobs.length} jobs`] = slowest;
    rows[`${label}: all jobs, summed`] = {
      pages: jobRuns.reduce((sum, r) => sum + r.pages, 0),
      products: jobRuns.reduce((sum, r) => sum + r.products, 0),
      removed: jobRuns.reduce((sum, r) => sum + r.removed, 0),
      "run ms": jobRuns.reduce((sum, r) => sum + r["run ms"], 0),
      "cold start + run ms": jobRuns.reduce((sum, r) => sum + r["cold start + run ms"], 0),
      "cpu ms": jobRuns.reduce((sum, r) => sum + r["cpu ms"], 0),
    };
    client.destroy();
    repos.db.doc.destroy();
    return {
      bundle: { "bundle at start KB": round(bundle.startBytes / 1024, 0), "bundle total KB": round(bundle.totalBytes / 1024, 0), "renderer in the bucket KB": round(rendererBytes / 1024, 0) },
      runs: rows,
      loadAverage: `${loadavg().map((l) => round(l, 1)).join(" / ")} on ${cpus().length} cores`,
    };
  } finally {
    await s3.stop();
    await dynamo.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

export function printPagePublisher(figures: PagePublisherFigures) {
  console.log("Page publisher (cloud), its bundle against DynamoDB Local and the local S3");
  console.table(figures.bundle);
  console.table(figures.runs);
  console.log(`load average ${figures.loadAverage}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--products");
  printPagePublisher(await measurePagePublisher({ products: at > 0 ? Number(process.argv[at + 1]) : undefined }));
  process.exit(0);
}
