import { performance } from "node:perf_hooks";
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_S3_KEY } from "../../functions/config.js";
import { parseLatency, startLocalS3, type LocalS3 } from "../../infra/local/s3-local/index.js";
import { HTML, PAGE_CACHE_CONTROL } from "../../pages/publish/page-store.js";
import { s3PageStore } from "../../pages/publish/s3-page-store.js";

// The cloud's page store against the local S3 stand-in (s3rver), with the SDK calls the page
// publisher makes in the cloud.

const SITE_BUCKET = "rangrez-site-store-test";
let s3: LocalS3;
let client: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: "rangrez-media-store-test" });
  client = new S3Client({ region: "ap-south-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
  await client.send(new CreateBucketCommand({ Bucket: SITE_BUCKET }));
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

const read = async (key: string) => (await client.send(new GetObjectCommand({ Bucket: SITE_BUCKET, Key: key }))).Body!.transformToString();
const status = (key: string) =>
  client.send(new HeadObjectCommand({ Bucket: SITE_BUCKET, Key: key })).then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );

describe("the S3 page store", () => {
  it("writes a page with its type and the HTML's no-cache header, overwrites it, lists it and removes it", async () => {
    const store = s3PageStore(client, SITE_BUCKET);
    await store.put("product/p1/index.html", "<h1>Banarasi Silk Saree</h1>", HTML);
    const head = await client.send(new HeadObjectCommand({ Bucket: SITE_BUCKET, Key: "product/p1/index.html" }));
    expect(head.ContentType).toBe(HTML);
    expect(head.CacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(await read("product/p1/index.html")).toBe("<h1>Banarasi Silk Saree</h1>");

    await store.put("product/p1/index.html", "<h1>Banarasi Silk Saree, Red</h1>", HTML);
    expect(await read("product/p1/index.html")).toBe("<h1>Banarasi Silk Saree, Red</h1>");

    await store.put("sitemap.xml", "<urlset/>", "application/xml; charset=utf-8");
    expect((await client.send(new HeadObjectCommand({ Bucket: SITE_BUCKET, Key: "sitemap.xml" }))).ContentType).toBe("application/xml; charset=utf-8");
    await store.put("product/p2/index.html", "<h1>Chanderi Kurta</h1>", HTML);
    expect((await store.list("product/")).sort()).toEqual(["product/p1/index.html", "product/p2/index.html"]);

    await store.remove("product/p1/index.html");
    expect(await status("product/p1/index.html")).toBe(404);
    expect(await store.list("product/")).toEqual(["product/p2/index.html"]);
    // Removing what is not there is no error (a product deleted twice, a page never rendered).
    await expect(store.remove("product/p1/index.html")).resolves.toBeUndefined();
  });

  it("hands a removed page's address back to the SPA's own page when the site has one, and lists only rendered pages", async () => {
    const store = s3PageStore(client, SITE_BUCKET);
    await store.put("spa.html", "<div id=root></div>", HTML);
    await store.put("product/p3/index.html", "<h1>Kanjeevaram Silk Saree</h1>", HTML);
    await store.remove("product/p3/index.html");
    expect(await read("product/p3/index.html")).toBe("<div id=root></div>");
    const head = await client.send(new HeadObjectCommand({ Bucket: SITE_BUCKET, Key: "product/p3/index.html" }));
    expect(head.ContentType).toBe(HTML);
    expect(head.CacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(await store.list("product/")).toEqual(["product/p2/index.html"]);
  });

  it("keeps a product page's marks with it for a HEAD to read, and none once the page is handed back", async () => {
    const store = s3PageStore(client, SITE_BUCKET);
    await store.put("product/p4/index.html", "<h1>Ajrakh Modal Saree</h1>", HTML, { page: "page-digest", lists: "card-digest" });
    expect(await store.marks("product/p4/index.html")).toEqual({ page: "page-digest", lists: "card-digest" });
    expect(await store.marks("product/never/index.html")).toBeUndefined();
    await store.remove("product/p4/index.html");
    expect(await store.marks("product/p4/index.html")).toBeUndefined();
  });

  it("reads the publisher's snapshot with its version and writes it over that version", async () => {
    const store = s3PageStore(client, SITE_BUCKET);
    expect(await store.read(".publisher/catalogue.json.gz")).toBeUndefined();
    expect(await store.putOver(".publisher/catalogue.json.gz", Buffer.from("first"), "application/gzip", undefined)).toBe(true);
    const first = (await store.read(".publisher/catalogue.json.gz"))!;
    expect(Buffer.from(first.body).toString()).toBe("first");
    expect(await store.putOver(".publisher/catalogue.json.gz", Buffer.from("second"), "application/gzip", first.version)).toBe(true);
    const second = (await store.read(".publisher/catalogue.json.gz"))!;
    expect(Buffer.from(second.body).toString()).toBe("second");
    expect(second.version).not.toBe(first.version);
  });
});

describe("the local S3's latency, as the cloud's", () => {
  it("holds each call 20-40 ms when asked (option or S3_LATENCY_MS), so many-call work is timed as on S3", async () => {
    expect(parseLatency("20-40")).toEqual([20, 40]);
    expect(parseLatency("30")).toEqual([30, 30]);
    expect(parseLatency(undefined)).toBeUndefined();
    expect(() => parseLatency("fast")).toThrow('S3_LATENCY_MS must read like "20-40" (milliseconds), not "fast"');
    const slow = await startLocalS3({ bucket: SITE_BUCKET, latencyMs: [20, 40] });
    const slowClient = new S3Client({ region: "ap-south-1", endpoint: slow.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
    try {
      const store = s3PageStore(slowClient, SITE_BUCKET);
      await store.put("warm/index.html", "<h1>warm</h1>", HTML);
      const started = performance.now();
      for (let i = 0; i < 10; i++) await store.put(`page-${i}/index.html`, "<h1>Leheriya</h1>", HTML);
      // Ten calls one after another: at least 10 × 20 ms.
      expect(performance.now() - started).toBeGreaterThanOrEqual(200);
    } finally {
      slowClient.destroy();
      await slow.stop();
    }
  });
});
