import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../functions/auth/password.js";
import { startSession } from "../../functions/accounts/sessions.js";
import { newId } from "../../functions/data/ids.js";
import { exportJobRepository } from "../../functions/data/export-jobs.js";
import { ORDER_LINE_COLUMNS } from "../../functions/orders/accounts-export.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { LINKS_READ } from "../../functions/lambda/links.js";
import { orderConfirmed } from "../../functions/outbox/outbox-messages.js";
import { buildLambda, handlerSource, REPO_ROOT, type LambdaBundle } from "../support/lambda-bundle.js";
import { invokeInFreshProcess, type Invocation } from "../support/lambda-process.js";
import { startRazorpayEmulator, type RazorpayEmulator } from "../../infra/local/razorpay-emulator/index.js";
import { startCourierEmulator, type CourierEmulator } from "../../infra/local/courier-emulator/index.js";
import { apiGatewayEvent, throughCloudFront } from "../support/apigw-event.js";
import { localMailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD } from "../support/payment-harness.js";
import { sampleProduct } from "../support/sample-product.js";
import { freshTable, type TestTable } from "../support/test-table.js";
import { samplePaidOrder } from "../support/sample-order.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunction, declaredFunctions, limitsOf, linkedEnvironment, type DeclaredFunction } from "./support/lambda-functions.js";
import { signedDelivery } from "../support/razorpay-delivery.js";
import { LAMBDA_PROBES } from "./support/lambda-probes.js";
import { startLocalS3, type LocalS3 } from "../../infra/local/s3-local/index.js";
import { LOCAL_S3_KEY } from "../../functions/config.js";
import { SITE_BUCKET_LINK } from "../../pages/publish/bucket-renderer.js";
import { PAGE_CACHE_CONTROL } from "../../pages/publish/page-store.js";
import { readActiveCatalogue } from "../../pages/publish/read-catalogue.js";
import { decodeSnapshot, encodeSnapshotPart, SNAPSHOT_KEY, snapshotOf, snapshotPartKey } from "../../pages/publish/snapshot.js";
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { siteInBucket } from "./support/site-bucket.js";

// Every Lambda the SST config declares, built as `sst deploy` builds it (code-split, chunks beside
// bundle.mjs) into a folder outside the repository (no node_modules to fall back on), then started
// in a fresh Node process with only the SST_RESOURCE_* variables its links would give it, against
// a table in DynamoDB Local and, for Razorpay, the emulator, under each function's declared
// timeout and memory (the fresh-process harness stops it as Lambda would).

/**
 * What a cold start may load (bundle.mjs and its static chunks); the targets per handler.
 * The mailer makes PDFs (PDFKit, fontkit and its brotli decoder) on every run and answers no
 * person waiting, so it keeps the whole-bundle budget it had before code-splitting. The webhook's
 * 450 KB became 460 when confirmations began writing stock movements and reading products with
 * the shop's materials (issue 22): 1 KB over, for code on its own path. 465 since the shop's
 * settings and the couriers' PIN answers joined the table's repositories (issue 24): 460.04 KB.
 * 470 since a late payment may spend store credit again and the returns' and the ledger's
 * repositories joined the table's (issue 25): 466.96 KB. 472 since the courier's webhook also
 * tracks returns' reverse pickups (issue 39): their code loads on first use, but the chunks the
 * start shares with it cost esbuild's import lists, 469.81 KB became 471.04. 484 and the API's 720
 * since every payout passes through the order's settlement and the staff's day's limits (issue
 * 39): the settlement's, the approvals' and the staff days' repositories and the open-checkouts
 * count joined the table's (their flows load on first use): webhook 483.9 KB, API 719.8. The API's
 * 732 and the webhook's 486 since issues 40 and 41 (the webhook: the courier's future-date check
 * and the address schemas' PIN table it shares, 485.4 KB); the API's: the PIN-to-state table in the address schemas every route parses,
 * the sign-in gate and known-device lane, the shared dashboard read and write counter, export
 * limits, sign-up by e-mail and return uploads: 731.5 KB. 737 since the shopper's data rights
 * (issue 40): the registry, the export and the erasure steps load on first use, but the consent
 * record at sign-up, the export's query and the start chunks' export lists for the lazy registry
 * cost 4.7 KB: 736.2 KB. 745 with the rest of issue 40 merged beside it: the saree's blouse
 * rules and the delivery promise's holidays and stitching days (shared/, checked by every
 * checkout's schema and quote), the return words every return route answers with, and the
 * courier reference: 744.7 KB; the webhook's 487 for the courier reference its tracking
 * resolves, 486.7 KB (the closure had pulled the whole registry in through my-data.ts,
 * 781.7 KB, until it imported orders-of.ts). Issue 42's JSON logs with their request context
 * (functions/logger.ts, 1.4 KB) were paid for by loading on first use what a cold start never
 * needs: an account's closure and the courier's webhook (API 733.6 KB, from 745.0 on main), a
 * failed payment and a refund's settlement (webhook 486.7 KB). The origin check (issue 42 item
 * 3: only CloudFront's requests; functions/http/origin-check.ts, 0.9 KB) runs on every request of
 * both, so it cannot wait for first use: webhook 487.6 KB, hence 488. The next step down is
 * repositories built per use rather than all at once (the data-access kit, issue 43). Issue 45
 * stays inside 745: the buyer's GSTIN check every checkout body parses and the gift card routes
 * load at the start (742.4 KB), the gift card ledger's repository on first use only. Buying a
 * card (issue 45) adds its routes and schema to the API's start (745.8 KB), paid for by loading
 * the user and staff screens' code and the return photo store on first use: 745.5, then 744.1 KB.
 * The webhook's captured payment that is no order's may be a gift card's: that confirmation loads
 * on first use, but the start chunks now export what it shares with them: 489.1 KB, hence 490.
 * WhatsApp's settings in the config both read (issue 44) are paid for by the refund of a sale that
 * cannot stand (sold out meanwhile), loaded on first use: webhook 489.9 KB; the API's consent and
 * webhook routes by the settings' and staff invitations' edges on first use: 742.6 KB. The
 * WhatsApp secrets' names in load-config.ts, by the refund of money for an order deleted,
 * cancelled or paid twice, loaded on first use too: webhook 488.8 KB, API 742.5 KB.
 * Signing in with a code (issue 44) puts five routes, their schemas, the SMS gateway's report
 * route and the glue of their six first-use imports in the API's start: 749.5 KB, hence 750 (the
 * codes' machinery, its repositories and the SMS client load on first use; the account's closing
 * deletes the number's items by their keys alone, sign-in-keys.ts, so no new SDK command starts).
 * The SMS gateway's settings and the codes' key in the config every function reads: webhook
 * 490.3 KB, hence 491. Signing up with a mobile alone (issue 44) adds its route and schema: 750.4
 * KB, hence 751 (making the account loads on first use, in the sign-in's own chunk). Fit advice
 * (issue 46) adds three routes, its settings section and a lazy export kind; its handlers, its
 * repository and the export's rows load on first use, but the start's chunks now export what
 * they share with them (about 3 KB of the 3.6 of glue and code): 754.0 KB, hence 755. Adding a
 * password to a phone account, and its e-mail claimed once verified (issue 44): 755.9 KB, hence 756.
 * The shopper's answer to a failed delivery (its route, schema and the tracking's NDR part): 757.9
 * KB, hence 758 (the answer itself loads on first use, with the staff's answer). The account
 * repository every function reads learned phone accounts (no e-mail marker, the claim on
 * verifying, noPassword): webhook 491.0 KB, hence 492.
 */
const START_BUDGET_KB: Record<string, number> = { "functions/lambda/webhook.handler": 492, "functions/lambda/api.handler": 758, "functions/lambda/mailer.handler": 1536 };
const DEFAULT_START_BUDGET_KB = 700;
/** The storefront's bucket: the build uploaded as the deploy uploads it, where the page publisher writes. */
const SITE_BUCKET = "rangrez-site-bundle-test";
/** The photo bucket the API and the share pictures' backfill are linked to, in the same local S3. */
const MEDIA_BUCKET = "rangrez-media-bundle-test";
const DOCUMENTS_BUCKET = "rangrez-documents-bundle-test";
const STAGE = "ci";
const KEYS = { keyId: "rzp_test_bundletest", keySecret: "bundle-test-key-secret", webhookSecret: "bundle-test-webhook-secret" };
const JWT_SECRET = "bundle-test-jwt-secret-long-enough-0123456789";

const bundles = new Map<string, LambdaBundle>();
let table: TestTable;
let stack: EvaluatedStack;
let emulator: RazorpayEmulator;
let functions: DeclaredFunction[];
let outDir: string;
let s3: LocalS3;
let courier: CourierEmulator;
let s3Client: S3Client;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "lambda-bundles-"));
  expect(relative(REPO_ROOT, outDir).startsWith("..")).toBe(true);
  stack = await evaluateSstConfig(STAGE);
  functions = declaredFunctions(stack);
  for (const handler of new Set(functions.map((fn) => fn.handler))) bundles.set(handler, await buildLambda(handler, { outDir }));
  table = await freshTable();
  await table.repos.products.create(sampleProduct({ name: "Kanjeevaram Silk Temple Border Saree", subcategory: "Saree" }));
  emulator = await startRazorpayEmulator(KEYS);
  // create-order asks the courier whether the PIN is served (issue 24).
  courier = await startCourierEmulator({ email: "api@rangrez.test", password: "bundle-courier-password", webhookKey: "bundle-courier-webhook-key" });
  s3 = await startLocalS3({ bucket: SITE_BUCKET });
  s3Client = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
  await s3Client.send(new CreateBucketCommand({ Bucket: MEDIA_BUCKET }));
  await s3Client.send(new CreateBucketCommand({ Bucket: DOCUMENTS_BUCKET }));
  await siteInBucket(stack, s3Client, SITE_BUCKET, join(outDir, "site"));
});

afterAll(async () => {
  await emulator?.stop();
  await courier?.stop();
  s3Client?.destroy();
  await s3?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** What CloudFront adds to each request it forwards to the functions (infra/cloud/origin-secret.ts). */
const ORIGIN_SECRET = "bundle-origin-secret-0123456789abcdef0123456789";
/** A request as it reaches a function behind the Router. */
const viaCloudFront = <E extends { headers: Record<string, string> }>(event: E) => throughCloudFront(event, ORIGIN_SECRET);

/** The values each link gets here: the test table, the emulator's keys, the mailer's sender and the shop's address. */
const linkedValues = () => ({
  ShopTable: { name: table.config.tableName },
  ShopMedia: { name: MEDIA_BUCKET },
  ShopDocuments: { name: DOCUMENTS_BUCKET },
  JwtSecret: { value: JWT_SECRET },
  RazorpayKeyId: { value: KEYS.keyId },
  RazorpayKeySecret: { value: KEYS.keySecret },
  RazorpayWebhookSecret: { value: KEYS.webhookSecret },
  SellerGstin: { value: "08AABCR1234Q1Z2" },
  ShiprocketEmail: { value: "api@rangrez.test" },
  ShiprocketPassword: { value: "bundle-courier-password" },
  CourierWebhookKey: { value: "bundle-courier-webhook-key" },
  OriginSecret: { value: ORIGIN_SECRET },
  // No rotation under way: the placeholder.
  OriginSecretPrevious: { value: "" },
  // A stage without a WhatsApp number: the placeholders.
  WhatsAppAccessToken: { value: "" },
  WhatsAppAppSecret: { value: "" },
  WhatsAppVerifyToken: { value: "" },
  SignInCodeKey: { value: "sign-in-code-key-for-the-bundle-test-0123" },
  SmsApiKey: { value: "" },
  SmsApiToken: { value: "" },
  ShopEmail: { sender: "orders@rangrez.test", configSet: "rangrez-ci-config" },
  ShopRouter: { url: "https://shop.example.in" },
  [SITE_BUCKET_LINK]: { name: SITE_BUCKET },
});

/** A function's links as SST would give them, plus where DynamoDB Local, the Razorpay emulator and (for e-mail) local SES answer. */
function environmentOf(fn: DeclaredFunction, leaveOut?: string, mailEndpoint?: string) {
  return {
    ...linkedEnvironment(stack, fn, { values: linkedValues(), leaveOut }),
    DYNAMO_ENDPOINT: table.config.dynamoEndpoint!,
    RAZORPAY_API_BASE_URL: emulator.url,
    SHIPROCKET_API_BASE_URL: courier.apiUrl,
    S3_ENDPOINT: s3.endpoint,
    ...(mailEndpoint ? { MAIL_ENDPOINT: mailEndpoint } : {}),
  };
}

const bundleOf = (name: string) => bundles.get(declaredFunction(stack, name).handler)!;

function answered(invocation: Invocation) {
  if (!invocation.ok) throw new Error(`the bundle did not answer: ${invocation.error}`);
  return { status: invocation.result.statusCode, body: JSON.parse(invocation.result.body) as Record<string, unknown> };
}

describe("every Lambda function the SST config declares", () => {
  it("has a handler file exporting it, what it reads in functions/lambda/links.ts, and a start probe", () => {
    expect(functions.map((fn) => fn.name).sort()).toEqual(expect.arrayContaining(["Mailer", "RazorpayWebhook", "ShopApi"]));
    for (const fn of functions) {
      const { file, exportName } = handlerSource(fn.handler);
      expect(existsSync(resolve(REPO_ROOT, file)), file).toBe(true);
      expect(bundles.get(fn.handler)!.exports, fn.handler).toContain(exportName);
      expect(LINKS_READ[fn.handler], `${fn.handler} in functions/lambda/links.ts`).toBeDefined();
      expect(LAMBDA_PROBES[fn.handler], `a probe for ${fn.handler} in tests/infra/support/lambda-probes.ts`).toBeDefined();
    }
  });

  it(`loads at most ${DEFAULT_START_BUDGET_KB} KB at a cold start (the webhook ${START_BUDGET_KB["functions/lambda/webhook.handler"]} KB, the mailer ${START_BUDGET_KB["functions/lambda/mailer.handler"]} KB)`, () => {
    for (const bundle of bundles.values()) {
      const budget = START_BUDGET_KB[bundle.handler] ?? DEFAULT_START_BUDGET_KB;
      const top = bundle.startShares.slice(0, 5).map((s) => `${s.source} ${Math.round(s.bytes / 1024)} KB`).join(", ");
      expect(bundle.startBytes / 1024, `${bundle.handler} (largest: ${top})`).toBeLessThanOrEqual(budget);
      // What the start leaves out still ships, in chunks beside bundle.mjs.
      expect(bundle.totalBytes).toBeGreaterThanOrEqual(bundle.startBytes);
    }
  });

  it("import nothing from web/ or pages/ (the page publisher only its page lists, never React), nor the local stack's seed and emulator", () => {
    for (const bundle of bundles.values()) {
      expect(bundle.inputs.filter((input) => input.startsWith("infra/local/")), bundle.handler).toEqual([]);
      const fromWeb = bundle.inputs.filter((input) => /^(web|pages)\//.test(input));
      if (bundle.handler !== "pages/publish/lambda.handler") expect(fromWeb, bundle.handler).toEqual([]);
      else {
        expect(bundle.inputs).toContain("pages/render/site-pages.ts");
        // The renderer (React, the app) comes from the site's bucket, built with the SPA.
        expect(fromWeb.filter((input) => input.endsWith(".tsx")), bundle.handler).toEqual([]);
        expect(bundle.inputs.filter((input) => /node_modules\/react(-dom)?\//.test(input)), bundle.handler).toEqual([]);
      }
    }
  });

  it("start with exactly their links and answer their probe, and refuse to start naming any link taken away", async () => {
    for (const fn of functions) {
      const probe = LAMBDA_PROBES[fn.handler]!;
      const bundle = bundles.get(fn.handler)!;
      const invocation = await invokeInFreshProcess(bundle.file, probe.event(linkedValues()), { env: environmentOf(fn), limits: limitsOf(fn) });
      if (!invocation.ok) throw new Error(`${fn.name} did not start: ${invocation.error}`);
      probe.check(invocation.result);
      const without = await Promise.all(fn.links.map((link) => invokeInFreshProcess(bundle.file, probe.event(linkedValues()), { env: environmentOf(fn, link) })));
      without.forEach((refused, i) => {
        expect(refused.ok, `${fn.name} without ${fn.links[i]}`).toBe(false);
        if (!refused.ok) expect(refused.error).toContain(fn.links[i]);
      });
    }
  });
});

describe("the API bundle", () => {
  it("answers GET /api/health reading the stage and table from the links", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundleOf("ShopApi").file, viaCloudFront(apiGatewayEvent("GET", "/api/health")), { env: environmentOf(declaredFunction(stack, "ShopApi")), limits: limitsOf(declaredFunction(stack, "ShopApi")) }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: "ok", stage: STAGE, database: "online" });
  });

  it("refuses a call straight to its function URL (no origin secret from CloudFront) with a 403 in words", async () => {
    for (const name of ["ShopApi", "RazorpayWebhook"]) {
      const direct = name === "ShopApi" ? apiGatewayEvent("GET", "/api/health") : signedDelivery(KEYS.webhookSecret);
      const { status, body } = answered(await invokeInFreshProcess(bundleOf(name).file, direct, { env: environmentOf(declaredFunction(stack, name)), limits: limitsOf(declaredFunction(stack, name)) }));
      expect([name, status, body]).toEqual([name, 403, { success: false, error: "Only the shop's own address answers here." }]);
    }
  });

  it("answers GET /api/products with the catalogue in the linked table", async () => {
    const event = viaCloudFront(apiGatewayEvent("GET", "/api/products", { query: "category=saree" }));
    const { status, body } = answered(await invokeInFreshProcess(bundleOf("ShopApi").file, event, { env: environmentOf(declaredFunction(stack, "ShopApi")), limits: limitsOf(declaredFunction(stack, "ShopApi")) }));
    expect(status).toBe(200);
    expect((body.data as Array<{ name: string }>).map((p) => p.name)).toEqual(["Kanjeevaram Silk Temple Border Saree"]);
    expect(body.pagination).toMatchObject({ total: 1 });
  });

  it("runs an admin's export in an async invocation of itself: the file written to the linked bucket", async () => {
    const id = newId();
    const fileName = "orders-2026-04-01-to-2026-04-30.csv";
    await exportJobRepository(table.repos.db).create({ id, kind: "orders", from: "2026-04-01", to: "2026-04-30", fileName, key: `exports/${id}/${fileName}`, startedBy: "bundle-test", createdAt: new Date().toISOString() });
    const invocation = await invokeInFreshProcess(bundleOf("ShopApi").file, { exportJob: id }, { env: environmentOf(declaredFunction(stack, "ShopApi")), limits: limitsOf(declaredFunction(stack, "ShopApi")) });
    if (!invocation.ok) throw new Error(`the bundle did not run the export: ${invocation.error}`);
    expect(invocation.result).toEqual({ outcome: "ready" });
    const job = await exportJobRepository(table.repos.db).get(id);
    const file = await s3Client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: job!.key }));
    expect(file.ContentDisposition).toBe(`attachment; filename="${fileName}"`);
    expect(await file.Body!.transformToString()).toBe(`\uFEFF${ORDER_LINE_COLUMNS.join(",")}\r\n`);
  });

  it("leaves the razorpay SDK out of its start, in a chunk of its own", () => {
    const api = bundleOf("ShopApi");
    expect(api.startInputs.some((input) => input.includes("node_modules/razorpay/"))).toBe(false);
    expect(api.inputs.some((input) => input.includes("node_modules/razorpay/"))).toBe(true);
  });
});

describe("the webhook bundle", () => {
  const webhookEnv = () => environmentOf(declaredFunction(stack, "RazorpayWebhook"));

  it("refuses a delivery signed with another secret", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundleOf("RazorpayWebhook").file, viaCloudFront(signedDelivery("not-the-webhook-secret")), { env: webhookEnv(), limits: limitsOf(declaredFunction(stack, "RazorpayWebhook")) }));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, error: "Invalid webhook signature" });
  });

  it("serves the webhook alone: other API paths are a JSON 404", async () => {
    const { status, body } = answered(await invokeInFreshProcess(bundleOf("RazorpayWebhook").file, viaCloudFront(apiGatewayEvent("GET", "/api/health")), { env: webhookEnv(), limits: limitsOf(declaredFunction(stack, "RazorpayWebhook")) }));
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: "No such API route: GET /api/health" });
  });

  it("bundles neither the sessions nor the catalogue", () => {
    const inputs = bundleOf("RazorpayWebhook").inputs;
    expect(inputs).toContain("functions/routes/webhooks.ts");
    for (const absent of ["functions/app.ts", "functions/routes/auth.ts", "functions/routes/products.ts", "functions/routes/admin/index.ts"]) expect(inputs).not.toContain(absent);
    expect(inputs.some((input) => input.includes("node_modules/jose/"))).toBe(false);
  });
});

describe("the page publisher bundle", () => {
  const publisherEnv = () => environmentOf(declaredFunction(stack, "PagePublisher"));
  const invokePublisher = async (event: unknown) => {
    const invocation = await invokeInFreshProcess(bundleOf("PagePublisher").file, event, { env: publisherEnv(), limits: limitsOf(declaredFunction(stack, "PagePublisher")) });
    if (!invocation.ok) throw new Error(`the page publisher failed: ${invocation.error}`);
    return invocation.result as unknown as { pages: number; productPages: number; removed: number; ms: number };
  };
  const page = async (key: string) => {
    const object = await s3Client.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: key }));
    return { body: await object.Body!.transformToString(), contentType: object.ContentType, cacheControl: object.CacheControl };
  };
  const exists = (key: string) =>
    s3Client.send(new HeadObjectCommand({ Bucket: SITE_BUCKET, Key: key })).then(
      () => true,
      () => false,
    );
  const productRecord = (eventName: string, id: string) => ({
    eventName,
    dynamodb: { Keys: { pk: { S: `PRODUCT#${id}` }, sk: { S: "PRODUCT" } }, ...(eventName === "REMOVE" ? {} : { NewImage: { entity: { S: "product" } } }) },
  });
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  it("writes a saved product's page, with its new name, price and JSON-LD, and the sitemap, into the site's bucket", async () => {
    const saved = await table.repos.products.create(sampleProduct({ name: "Chanderi Silk Kurta Set", price: 2499, subcategory: "Dress", material: "Silk" }));
    await table.repos.products.update(saved.id, sampleProduct({ name: "Chanderi Silk Kurta Set, Rani Pink", price: 2799, subcategory: "Dress", material: "Silk" }));
    const figures = await invokePublisher({ Records: [productRecord("MODIFY", saved.id)] });
    expect(figures).toMatchObject({ productPages: 1, removed: 0 });

    const { body, contentType, cacheControl } = await page(`product/${saved.id}/index.html`);
    expect(contentType).toBe("text/html; charset=utf-8");
    expect(cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(body).toContain("<title>Chanderi Silk Kurta Set, Rani Pink");
    expect(body).toContain("₹2,799");
    const product = jsonLd(body).find((data) => data["@type"] === "Product")!;
    expect(product).toMatchObject({ name: "Chanderi Silk Kurta Set, Rani Pink", offers: { price: "2799.00", priceCurrency: "INR" } });
    // The page names the scripts the bucket serves (its template and manifest came from there).
    const script = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(body)![1]!;
    expect(await exists(script)).toBe(true);

    const sitemap = await page("sitemap.xml");
    expect(sitemap.body).toContain(`<loc>https://shop.example.in/product/${saved.id}</loc>`);
    expect(sitemap.contentType).toBe("application/xml; charset=utf-8");
    // The listings it appears in are rendered in the same run.
    expect((await page("dress/index.html")).body).toContain("Chanderi Silk Kurta Set, Rani Pink");
  });

  it("removes the page of a product deleted, and the deploy's run renders every page and removes pages of products no longer there", async () => {
    const gone = await table.repos.products.create(sampleProduct({ name: "Leheriya Georgette Saree", subcategory: "Saree" }));
    await invokePublisher({ Records: [productRecord("INSERT", gone.id)] });
    expect(await exists(`product/${gone.id}/index.html`)).toBe(true);
    await table.repos.products.remove(gone.id);
    expect(await invokePublisher({ Records: [productRecord("REMOVE", gone.id)] })).toMatchObject({ productPages: 0, removed: 1 });
    // Its address is the SPA's own page again, which tells a shopper with an old link it is gone.
    expect((await page(`product/${gone.id}/index.html`)).body).toBe((await page("spa.html")).body);
    expect((await page("sitemap.xml")).body).not.toContain(gone.id);

    // A page left from before (a product removed while the publisher was down).
    await s3Client.send(new PutObjectCommand({ Bucket: SITE_BUCKET, Key: "product/stale-product/index.html", Body: "<h1>old</h1>" }));
    const active = await table.repos.products.listAll();
    const figures = await invokePublisher({ reason: "deploy" });
    expect(figures).toMatchObject({ productPages: active.filter((p) => p.isActive).length, removed: 1 });
    expect((await page("product/stale-product/index.html")).body).toBe((await page("spa.html")).body);
    for (const product of active) {
      const rendered = (await exists(`product/${product.id}/index.html`)) && (await page(`product/${product.id}/index.html`)).body.includes('id="page-data"');
      expect(rendered, product.name).toBe(product.isActive);
    }
    const home = await page("index.html");
    expect(home.body).toContain('id="page-data"');
    // The SPA's own page stays the untouched build.
    expect((await page("spa.html")).body).not.toContain('id="page-data"');
    expect((await page("robots.txt")).body).toContain("Sitemap: https://shop.example.in/sitemap.xml");
  });

  it("makes only the feeds on the hourly schedule's event, as sst.config.ts sends it, and refuses an event nobody named", async () => {
    const feeds = stack.all("Cron").find((cron) => cron.name === "PageFeedsSchedule")!;
    const product = await table.repos.products.create(sampleProduct({ name: "Kota Doria Cotton Saree", subcategory: "Saree" }));
    const figures = await invokePublisher(feeds.args.event);
    // No product page: a sale changes no page, only the feeds' availability.
    expect(figures).toMatchObject({ productPages: 0, removed: 0 });
    expect(await exists(`product/${product.id}/index.html`)).toBe(false);
    for (const event of [{}, { "detail-type": "Scheduled Event", source: "aws.events" }]) {
      const refused = await invokeInFreshProcess(bundleOf("PagePublisher").file, event, { env: publisherEnv(), limits: limitsOf(declaredFunction(stack, "PagePublisher")) });
      expect(refused.ok).toBe(false);
      expect(refused.ok ? "" : refused.error).toContain("The page publisher does not know this event, so it renders nothing");
    }
    expect(await exists(`product/${product.id}/index.html`)).toBe(false);
  });

  it("joins the pieces of a deploy read over several invocations, handed to it as a job, into the snapshot, and renders the catalogue-wide pages", async () => {
    const catalogue = await readActiveCatalogue(table.repos);
    const half = Math.ceil(catalogue.length / 2);
    for (const [part, products] of [catalogue.slice(0, half), catalogue.slice(half)].entries()) {
      await s3Client.send(new PutObjectCommand({ Bucket: SITE_BUCKET, Key: snapshotPartKey(part), Body: encodeSnapshotPart("deploy-in-pieces", products) }));
    }
    const figures = await invokePublisher({ job: { deployDone: { run: "deploy-in-pieces", parts: 2 } } });
    expect(figures.pages).toBeGreaterThan(0);
    const snapshot = await s3Client.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: SNAPSHOT_KEY }));
    expect(decodeSnapshot(await snapshot.Body!.transformToByteArray())).toEqual(snapshotOf(catalogue));
    expect((await page("index.html")).body).toContain('id="page-data"');
  });
});

describe("the share pictures bundle", () => {
  it("makes an old photo's share picture with the sharp installed beside it, from a fresh process with its link", async () => {
    const fn = declaredFunction(stack, "SharePictures");
    const id = "0123456789abcdef0123abcd";
    const variant = await sharp({ create: { width: 1600, height: 2133, channels: 3, background: { r: 150, g: 30, b: 60 } } }).webp().toBuffer();
    await s3Client.send(new PutObjectCommand({ Bucket: MEDIA_BUCKET, Key: `media/${id}/1600x2133.webp`, Body: variant, ContentType: "image/webp" }));
    const invocation = await invokeInFreshProcess(bundleOf("SharePictures").file, { reason: "deploy" }, { env: environmentOf(fn), limits: limitsOf(fn) });
    if (!invocation.ok) throw new Error(invocation.error);
    expect(invocation.result as unknown).toEqual({ photos: 1, made: 1, left: 0 });
    const share = await s3Client.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: `media/${id}/share-1200x1600.jpg` }));
    expect(share.ContentType).toBe("image/jpeg");
    const metadata = await sharp(Buffer.from(await share.Body!.transformToByteArray())).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "jpeg", width: 1200, height: 1600 });
  });
});

describe("the mailer bundle", () => {
  it("keeps PDFKit out of the webhook and the API's start (tax documents are only read there; the job card loads it on first use) and the HTTP app out of the mailer", () => {
    expect(bundleOf("RazorpayWebhook").inputs.filter((input) => input.includes("node_modules/pdfkit/"))).toEqual([]);
    expect(bundleOf("ShopApi").startInputs.filter((input) => input.includes("node_modules/pdfkit/"))).toEqual([]);
    expect(bundleOf("Mailer").inputs.some((input) => input.includes("node_modules/pdfkit/"))).toBe(true);
    expect(bundleOf("Mailer").inputs).not.toContain("functions/app.ts");
  });

  it("issues the invoice with its font from beside the bundle and sends both e-mails through SES, from a fresh process with its links", async () => {
    const mailbox = await localMailbox();
    const id = newId();
    const order = samplePaidOrder(id, { userId: "u1", email: "asha@example.in" });
    await transactWrite(table.repos.db, labelled("order", ...table.repos.orders.createActions(order), table.repos.outbox.enqueueAction(orderConfirmed(id))));

    const scheduled = { "detail-type": "Scheduled Event", source: "aws.events", detail: {} };
    const invocation = await invokeInFreshProcess(bundleOf("Mailer").file, scheduled, { env: environmentOf(declaredFunction(stack, "Mailer"), undefined, mailbox.endpoint), limits: limitsOf(declaredFunction(stack, "Mailer")) });
    if (!invocation.ok) throw new Error(`the mailer did not run: ${invocation.error}`);
    expect(invocation.result as unknown).toEqual({ done: 1, retry: 0, gaveUp: 0 });
    const invoice = (await table.repos.taxDocuments.getInvoice(id))!;
    expect(invoice.supplier.gstin).toBe("08AABCR1234Q1Z2");
    const emails = await mailbox.emails();
    expect(emails.map((e) => [e.destination.to[0], e.from])).toEqual([
      ["asha@example.in", "Rangrez <orders@rangrez.test>"],
      ["orders@rangrez.test", "Rangrez <orders@rangrez.test>"],
    ]);
    expect(emails[0]!.body.text).toContain(`https://shop.example.in/track?number=${id.slice(-6).toUpperCase()}`);
    expect(emails[0]!.attachments[0]).toMatchObject({ filename: `Invoice-${invoice.number.replace(/\//g, "-")}.pdf`, contentType: "application/pdf" });
    expect(emails[0]!.attachments[0]!.size).toBeGreaterThan(5_000);
  });
});

describe("the chunks loaded on first use", () => {
  it("a checkout through the API bundle, paid at Razorpay, is confirmed by the webhook bundle's delivery", async () => {
    const product = await table.repos.products.create(sampleProduct({ name: "Mulmul Cotton Kurta Dress", price: 1299, stock: 3, sizes: ["M"] }));
    const shopper = await table.repos.users.create({ name: "Ira Menon", email: `ira.${Date.now()}@example.in`, passwordHash: await hashPassword("secret123"), role: "user" });
    const token = await startSession(table.repos, JWT_SECRET, shopper);
    const createOrder = viaCloudFront(
      apiGatewayEvent("POST", "/api/payments/create-order", {
        body: JSON.stringify({ items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" }),
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    // The API's razorpay chunk: creating the Razorpay order is the first call that loads the SDK.
    const started = answered(await invokeInFreshProcess(bundleOf("ShopApi").file, createOrder, { env: environmentOf(declaredFunction(stack, "ShopApi")), limits: limitsOf(declaredFunction(stack, "ShopApi")) }));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const razorpayOrder = started.body.order as { id: string; amount: number };
    // ₹1,299 and the default shipping from Jaipur to Pune (rest of India, one 500 g slab: ₹75).
    expect(razorpayOrder.amount).toBe(129_900 + 7_500);

    const paid = await emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
    // The webhook's razorpay chunk: it fetches the payment from Razorpay before confirming.
    const delivery = viaCloudFront(signedDelivery(KEYS.webhookSecret, { id: paid.razorpay_payment_id, orderId: razorpayOrder.id, amount: razorpayOrder.amount }));
    const confirmed = answered(await invokeInFreshProcess(bundleOf("RazorpayWebhook").file, delivery, { env: environmentOf(declaredFunction(stack, "RazorpayWebhook")), limits: limitsOf(declaredFunction(stack, "RazorpayWebhook")) }));
    expect(confirmed).toEqual({ status: 200, body: { success: true, outcome: "handled" } });

    const link = await table.repos.payments.findByRazorpayOrder(razorpayOrder.id);
    const order = await table.repos.orders.get(link!.orderId);
    expect(order).toMatchObject({ isPaid: true, status: "processing" });
    expect((await table.repos.products.get(product.id))?.stock).toBe(2);
  });
});
