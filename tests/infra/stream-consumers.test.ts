import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_S3_KEY } from "../../functions/config.js";
import { coldSearchPage } from "../../functions/catalogue/cold-search-page.js";
import { fromCardColumns } from "../../shared/catalogue-cards.js";
import { startLocalS3, type LocalS3 } from "../../infra/local/s3-local/index.js";
import { startStreamPump, type StreamPump } from "../../infra/local/stream-pump/index.js";
import { SITE_BUCKET_LINK } from "../../pages/publish/bucket-renderer.js";
import { buildLambda, type LambdaBundle } from "../support/lambda-bundle.js";
import { localMailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";
import { bundleConsumer } from "../support/bundle-consumers.js";
import { evaluateSstConfig, type EvaluatedStack } from "./support/evaluate-sst-config.js";
import { declaredFunction, linkedEnvironment } from "./support/lambda-functions.js";
import { siteInBucket } from "./support/site-bucket.js";

// What the table's stream wakes in the cloud, woken here the same way: the shop's API (in this
// process) writes to DynamoDB Local, the stream pump reads the table's stream and hands each
// declared subscription's batches to the function's BUILT bundle in a fresh process, under its
// declared limits, with only its links. A paid order's e-mails arrive; an admin's save shows on
// the product's page in the site's bucket, and a cold API process's search finds it.

const SITE_BUCKET = "rangrez-site-stream-test";
const ORIGIN = "https://shop.example.in";

let outDir: string;
const DOCUMENTS_BUCKET = "rangrez-documents-stream-test";
let stack: EvaluatedStack;
let shop: Awaited<ReturnType<typeof paymentShop>>;
let mailbox: Awaited<ReturnType<typeof localMailbox>>;
let s3: LocalS3;
let s3Client: S3Client;
let pump: StreamPump;
const bundles: Record<string, LambdaBundle> = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "stream-consumers-"));
  stack = await evaluateSstConfig("ci");
  for (const name of ["Mailer", "PagePublisher"]) bundles[name] = await buildLambda(declaredFunction(stack, name).handler, { outDir });
  shop = await paymentShop();
  mailbox = await localMailbox();
  // The site's bucket, and the tax documents' one the mailer keeps each PDF it sends in.
  s3 = await startLocalS3({ bucket: SITE_BUCKET, privateBuckets: [DOCUMENTS_BUCKET] });
  s3Client = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
  await s3Client.send(new CreateBucketCommand({ Bucket: SITE_BUCKET })).catch(() => undefined);
  await siteInBucket(stack, s3Client, SITE_BUCKET, join(outDir, "site"));

  /** What each function's links give it here, and where DynamoDB Local, local S3 and local SES answer. */
  const env = (name: string) => () => ({
    ...linkedEnvironment(stack, declaredFunction(stack, name), {
      values: {
        ShopTable: { name: shop.config.tableName },
        SellerGstin: { value: "08AABCR1234Q1Z2" },
        ShopEmail: { sender: "orders@rangrez.test", configSet: "rangrez-ci-config" },
        ShopRouter: { url: ORIGIN },
        [SITE_BUCKET_LINK]: { name: SITE_BUCKET },
        ShopDocuments: { name: DOCUMENTS_BUCKET },
      },
    }),
    DYNAMO_ENDPOINT: shop.config.dynamoEndpoint!,
    S3_ENDPOINT: s3.endpoint,
    MAIL_ENDPOINT: mailbox.endpoint,
  });
  pump = await startStreamPump({
    dynamoEndpoint: shop.config.dynamoEndpoint!,
    region: shop.config.region,
    tableName: shop.config.tableName,
    consumers: [bundleConsumer(stack, "Mailer", bundles.Mailer!, env("Mailer")), bundleConsumer(stack, "PagePublisher", bundles.PagePublisher!, env("PagePublisher"))],
  });
});

afterAll(async () => {
  await pump?.stop();
  s3Client?.destroy();
  await s3?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

const page = async (key: string) =>
  s3Client.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: key })).then(
    async (object) => object.Body!.transformToString(),
    () => "",
  );

describe("through the table's stream, to the built bundles", () => {
  it("a paid order's confirmation and invoice reach the shopper and the shop: the mailer bundle, woken by the pump", async () => {
    const buyer = await shop.shopper("Asha Rao");
    const product = await shop.product({ name: "Bandhani Georgette Dupatta", price: 1499, sizes: ["M"], stockBySize: { M: 5 } });
    const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: product.id, size: "M", quantity: 1 }], shippingAddress: ADDRESS, source: "cart" });
    expect(started.status).toBe(201);
    const razorpayOrder = ((await started.json()) as { order: { id: string } }).order;
    const handled = await shop.emulator.payOrder(razorpayOrder.id, { card: SUCCESS_CARD });
    const confirmed = await shop.call("POST", "/api/payments/validate-payment", buyer.headers, handled);
    expect(confirmed.status).toBe(200);

    // No poller and no call to the mailer here: only the stream wakes it.
    await expect.poll(async () => (await mailbox.emails()).filter((email) => email.destination.to.includes(ADDRESS.email)).length, { timeout: 30_000, interval: 250 }).toBe(1);
    const [toShopper] = (await mailbox.emails()).filter((email) => email.destination.to.includes(ADDRESS.email));
    expect(toShopper!.from).toBe("Rangrez <orders@rangrez.test>");
    expect(toShopper!.attachments[0]!.contentType).toBe("application/pdf");
    await expect.poll(async () => (await mailbox.emails()).filter((email) => email.destination.to.includes("orders@rangrez.test")).length, { timeout: 30_000 }).toBe(1);
    expect(pump.setAside).toEqual([]);
  });

  it("an admin's save shows on the product's page in the site's bucket: the page publisher bundle, woken by the pump", async () => {
    const admin = await shop.admin();
    await shop.repos.subcategories.create({ name: "Dress", category: "clothing", description: "Dresses.", sortOrder: 1, isActive: true });
    const product = await shop.product({ name: "Ajrakh Cotton Kurta", price: 1899, sizes: ["M"], stockBySize: { M: 3 } });
    await expect.poll(() => page(`product/${product.id}/index.html`), { timeout: 60_000, interval: 500 }).toContain("Ajrakh Cotton Kurta");

    const saved = await shop.call("PUT", `/api/products/${product.id}`, admin.headers, { name: "Ajrakh Cotton Kurta, Indigo" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await expect.poll(() => page(`product/${product.id}/index.html`), { timeout: 60_000, interval: 500 }).toContain("Ajrakh Cotton Kurta, Indigo");
    expect(await page("sitemap.xml")).toContain(`<loc>${ORIGIN}/product/${product.id}</loc>`);
    // The same run wrote the split search index: a process without the cards finds the new name.
    const coldSearch = async () => {
      const found = await coldSearchPage(shop.repos, { q: "indigo" });
      return found ? fromCardColumns(found.data).map((card) => card.id) : [];
    };
    await expect.poll(coldSearch, { timeout: 60_000, interval: 500 }).toEqual([product.id]);
    expect(pump.setAside).toEqual([]);
    // Three waits of up to a minute each: the project's one-minute limit would cut the second short
    // on a loaded machine (a CI run timed out here while the first render took most of the minute).
  }, 200_000);
});
