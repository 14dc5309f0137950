// `npx tsx bench/page-publisher.ts` (and `npm run bench`): the cloud page publisher (pages/publish/lambda.ts) as Lambda would run
// it: its bundle built as `sst deploy` builds it, started in a fresh process with its links, against
// DynamoDB Local and the local S3 holding the site's build (pages/build/build-site.ts). Prints the
// bundle's size and how long a run takes: every page (the deploy's run) and one saved product (a
// stream batch), over the demo catalogue and over 1,000 products.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { LOCAL_S3_KEY } from "../functions/config.js";
import { createDb } from "../functions/data/db.js";
import { createRepositories } from "../functions/data/repositories.js";
import { ensureTable } from "../infra/local/bootstrap-table.js";
import { loadDemoShop } from "../infra/local/demo-shop.js";
import { startDynamoLocal } from "../infra/local/dynamodb-local.js";
import { startLocalS3 } from "../infra/local/s3-local/index.js";
import { seedDemoShop } from "../infra/local/seed-demo-shop.js";
import { SITE_BUCKET_LINK } from "../pages/publish/bucket-renderer.js";
import type { PublishFigures } from "../pages/publish/publisher.js";
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

export async function measurePagePublisher(): Promise<PagePublisherFigures> {
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
    await seedDemoShop(repos, { ...demo, admin: { name: "Bench", email: "bench@rangrez.local", password: "Bench@12345" } });

    const env = {
      SST_RESOURCE_App: JSON.stringify({ name: "rangrez", stage: "bench" }),
      SST_RESOURCE_ShopTable: JSON.stringify({ name: TABLE, type: "sst.aws.Dynamo" }),
      [`SST_RESOURCE_${SITE_BUCKET_LINK}`]: JSON.stringify({ name: BUCKET, type: "sst.aws.Bucket" }),
      SST_RESOURCE_ShopRouter: JSON.stringify({ url: "https://shop.example.in", type: "sst.aws.Router" }),
      DYNAMO_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      NODE_NO_WARNINGS: "1",
    };
    const run = async (event: unknown) => {
      const invocation = await invokeInFreshProcess(bundle.file, event, { env, timeoutMs: 300_000 });
      if (!invocation.ok) throw new Error(invocation.error);
      const figures = invocation.result as unknown as PublishFigures;
      return { pages: figures.pages, products: figures.productPages, removed: figures.removed, "run ms": figures.ms, "cold start + run ms": round(invocation.wallMs, 0), "cpu ms": round(invocation.cpuMs, 0) };
    };
    const saved = (id: string) => ({ Records: [{ eventName: "MODIFY", dynamodb: { Keys: { pk: { S: `PRODUCT#${id}` }, sk: { S: "PRODUCT" } } } }] });

    const rows: Record<string, Record<string, number>> = {};
    const firstId = (await repos.products.listAll()).find((product) => product.isActive)!.id;
    rows["demo: every page"] = await run({ reason: "deploy" });
    rows["demo: one product saved"] = await run(saved(firstId));
    const have = (await repos.products.listAll()).length;
    const more = syntheticCatalogue(1000 - have);
    for (let i = 0; i < more.length; i += 25) await Promise.all(more.slice(i, i + 25).map((p) => repos.products.create(p)));
    rows["1,000: every page"] = await run({ reason: "deploy" });
    rows["1,000: one product saved"] = await run(saved(firstId));
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
  printPagePublisher(await measurePagePublisher());
  process.exit(0);
}
