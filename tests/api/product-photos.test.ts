// Product photos against the local S3 (s3rver behind its upload-policy gate, as `npm start` runs
// it): the presigned flow from the admin's request to the photo on a product, and every bad
// input of issue 13 refused with its text and nothing stored.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPhotoStore, type PhotoStore } from "../../functions/media/photo-store.js";
import { UPLOAD_MISSING } from "../../functions/media/photo-uploads.js";
import { NOT_A_PHOTO } from "../../functions/media/photo-variants.js";
import { createLocalApp } from "../../infra/local/server.js";
import { MAX_PHOTO_BYTES, VARIANT_CACHE_CONTROL, keyOfAddress, photoVariants, sharePicture, uploadKey } from "../../shared/media.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";
import { phonePhoto, postUploadForm, storedBytes, type UploadForm } from "../support/test-photo.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let admin: SignedIn;
let shopper: SignedIn;
let store: PhotoStore;
let portrait: Buffer;

interface Started {
  mediaId: string;
  upload: UploadForm & { expiresAt: string };
  maxBytes: number;
}
interface Finished {
  url: string;
  width: number;
  height: number;
  variants: Array<{ url: string; width: number; height: number }>;
}

function call(method: string, path: string, body?: unknown, token?: string) {
  return shop.app.request(path, {
    method,
    headers: { "content-type": "application/json", ...(token ? authHeader(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function askToUpload(contentType: string, bytes: number, token = admin.token) {
  const response = await call("POST", "/api/media/uploads", { contentType, bytes }, token);
  return { status: response.status, body: await json<{ success: boolean; data: Started; error?: string }>(response) };
}

async function finish(mediaId: string, token = admin.token) {
  const response = await call("POST", `/api/media/uploads/${mediaId}/photo`, undefined, token);
  return { status: response.status, body: await json<{ success: boolean; data: Finished; error?: string }>(response) };
}

/** The whole flow for one file: ask, upload straight to S3, have the variants made. */
async function uploadPhoto(file: Buffer, contentType = "image/jpeg"): Promise<Finished> {
  const started = await askToUpload(contentType, file.length);
  expect(started.status).toBe(201);
  expect((await postUploadForm(started.body.data.upload, file)).status).toBe(204);
  const done = await finish(started.body.data.mediaId);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body.data;
}

const readObject = (key: string) => storedBytes(store, key);

beforeAll(async () => {
  shop = await testApp();
  store = createPhotoStore(shop.config);
  admin = await signIn(shop.app, shop.repos, { role: "admin" });
  shopper = await signIn(shop.app, shop.repos);
  expect((await call("POST", "/api/subcategories", { name: "Dress", category: "clothing" }, admin.token)).status).toBe(201);
  // A portrait shot as a phone stores it: 2000x1500 pixels, EXIF orientation 6 (turn 90° clockwise).
  portrait = await phonePhoto({ width: 2000, height: 1500, orientation: 6 });
});

describe("adding a photo", () => {
  let photo: Finished;
  let mediaId: string;

  beforeAll(async () => {
    const started = await askToUpload("image/jpeg", portrait.length);
    mediaId = started.body.data.mediaId;
    expect((await postUploadForm(started.body.data.upload, portrait)).status).toBe(204);
    // What reached the bucket is the phone's file, GPS and all...
    const original = await readObject(uploadKey(mediaId));
    expect((await sharp(original!).metadata()).exif?.toString("hex")).toContain("2588");
    photo = (await finish(mediaId)).body.data;
  });

  it("hands an admin a short-lived form for exactly one key, type and size range", async () => {
    const { status, body } = await askToUpload("image/jpeg", portrait.length);
    expect(status).toBe(201);
    const { mediaId: id, upload, maxBytes } = body.data;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(maxBytes).toBe(MAX_PHOTO_BYTES);
    expect(upload.fields).toMatchObject({ key: `uploads/${id}`, "Content-Type": "image/jpeg" });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([{ key: `uploads/${id}` }, ["eq", "$Content-Type", "image/jpeg"], ["content-length-range", 1, MAX_PHOTO_BYTES]]),
    );
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(200_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);
  });

  it("makes WebP variants 480, 960 and 1500 wide, turned upright, and names the largest", () => {
    expect(photo.url).toBe(`/media/new/${mediaId}/1500x2000.webp`);
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 640],
      [960, 1280],
      [1500, 2000],
    ]);
    expect(photoVariants(photo.url)).toEqual(photo.variants);
  });

  it("stores each variant at its size, as WebP, cached for a year, with no EXIF or GPS left", async () => {
    for (const variant of photo.variants) {
      const bytes = await readObject(keyOfAddress(variant.url));
      expect(bytes, variant.url).not.toBeNull();
      const metadata = await sharp(bytes!).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: "webp", width: variant.width, height: variant.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect((await store.read(keyOfAddress(variant.url)))?.cacheControl).toBe(VARIANT_CACHE_CONTROL);
    }
  });

  it("stores its share picture beside the variants: a JPEG 1,200 px wide, upright, sRGB, cached for a year, with no EXIF or GPS", async () => {
    const share = sharePicture(photo.url)!;
    expect(share.url).toBe(`/media/new/${mediaId}/share-1200x1600.jpg`);
    const stored = await store.read(keyOfAddress(share.url));
    expect(stored?.contentType).toBe("image/jpeg");
    expect(stored?.cacheControl).toBe(VARIANT_CACHE_CONTROL);
    stored?.body.destroy();
    const bytes = (await readObject(keyOfAddress(share.url)))!;
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, space: metadata.space }).toEqual({ format: "jpeg", width: 1200, height: 1600, space: "srgb" });
    expect(metadata.isProgressive).toBe(true);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("Rangrez Test Phone");
    // Upright: the red corner is top-right, as on the variants.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (40 * info.width + info.width - 40) * info.channels;
    expect(data[at]!).toBeGreaterThan(180);
    expect(data[at + 1]!).toBeLessThan(70);
    // Not in the srcset: the storefront's variants are the WebP ladder alone.
    expect(photo.variants.map((v) => v.url).some((url) => url.endsWith(".jpg"))).toBe(false);
  });

  it("applies the phone's orientation: the red corner, top-left as stored, is top-right once upright", async () => {
    const bytes = await readObject(keyOfAddress(photo.variants[0]!.url));
    const { data, info } = await sharp(bytes!).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g] = pixel(info.width - 40, 40);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(70);
    expect(pixel(40, 40)[0]! < 180 || pixel(40, 40)[1]! > 70).toBe(true);
  });

  it("deletes the original, so the phone's location is not kept anywhere", async () => {
    expect(await store.exists(uploadKey(mediaId))).toBe(false);
  });

  it("moves the photo to where it stays when a product is saved with it, and serves it at /media/...", async () => {
    const response = await call("POST", "/api/products", { ...sampleProduct({ name: "Phone Photo Chanderi Dress" }), images: [photo.url, "/images/catalogue/x-1.svg"] }, admin.token);
    expect(response.status).toBe(201);
    const product = (await json<{ data: Product }>(response)).data;
    expect(product.images).toEqual([`/media/${mediaId}/1500x2000.webp`, "/images/catalogue/x-1.svg"]);
    for (const variant of photoVariants(product.images[0]!)) expect(await store.exists(keyOfAddress(variant.url)), variant.url).toBe(true);
    // Its share picture too, under the lasting address the product page names.
    expect(sharePicture(product.images[0]!)!.url).toBe(`/media/${mediaId}/share-1200x1600.jpg`);
    expect(await store.exists(`media/${mediaId}/share-1200x1600.jpg`)).toBe(true);

    const staticDir = mkdtempSync(join(tmpdir(), "photos-static-"));
    try {
      const local = createLocalApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway }, staticDir);
      const served = await local.request(`/media/${mediaId}/960x1280.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe(VARIANT_CACHE_CONTROL);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960);
      const share = await local.request(`/media/${mediaId}/share-1200x1600.jpg`);
      expect(share.status).toBe(200);
      expect(share.headers.get("content-type")).toBe("image/jpeg");
      expect(share.headers.get("cache-control")).toBe(VARIANT_CACHE_CONTROL);
      const shared = await sharp(Buffer.from(await share.arrayBuffer())).metadata();
      expect([shared.format, shared.width, shared.height]).toEqual(["jpeg", 1200, 1600]);
      expect((await local.request(`/media/${mediaId}/961x1280.webp`)).status).toBe(404);
      // Originals are never served, whatever the path says.
      expect((await local.request(`/media/uploads/${mediaId}`)).status).toBe(404);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it("saves a photo uploaded before share pictures existed (variants only): nothing refused, no share picture made up", async () => {
    const older = await uploadPhoto(await phonePhoto({ width: 1200, height: 1600 }));
    const olderId = older.url.split("/")[3]!;
    // As the API stored uploads before this change: the variants alone.
    await store.remove(keyOfAddress(sharePicture(older.url)!.url));
    const response = await call("POST", "/api/products", { ...sampleProduct({ name: "Older Upload Kota Saree" }), images: [older.url] }, admin.token);
    expect(response.status, await response.clone().text()).toBe(201);
    const product = (await json<{ data: Product }>(response)).data;
    expect(product.images).toEqual([`/media/${olderId}/1200x1600.webp`]);
    for (const variant of photoVariants(product.images[0]!)) expect(await store.exists(keyOfAddress(variant.url)), variant.url).toBe(true);
    expect(await store.exists(keyOfAddress(sharePicture(product.images[0]!)!.url))).toBe(false);
  });

  it("keeps a PNG's own size when it is smaller than the ladder, and takes WebP", async () => {
    const small = await sharp({ create: { width: 700, height: 500, channels: 4, background: { r: 10, g: 120, b: 90, alpha: 0.5 } } }).png().toBuffer();
    const png = await uploadPhoto(small, "image/png");
    expect(png.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 343],
      [700, 500],
    ]);
    // A share picture never enlarged: at the photo's own 700 px, its transparency on white.
    const share = (await readObject(keyOfAddress(sharePicture(png.url)!.url)))!;
    expect(sharePicture(png.url)!.url).toMatch(/\/share-700x500\.jpg$/);
    const shareMeta = await sharp(share).metadata();
    expect([shareMeta.format, shareMeta.width, shareMeta.height, shareMeta.hasAlpha]).toEqual(["jpeg", 700, 500, false]);
    const { dominant } = await sharp(share).stats();
    expect(dominant.r).toBeGreaterThan(100);
    const webp = await uploadPhoto(await sharp(small).webp().toBuffer(), "image/webp");
    expect(webp.url).toMatch(/\/700x500\.webp$/);
  });
});

describe("bad input", () => {
  const ADMIN_ONLY = "Access denied. Admin privileges required.";
  const countProducts = async () => (await shop.repos.products.listAll()).length;

  it("refuses a shopper and a signed-out caller who ask for an upload or for variants", async () => {
    expect(await askToUpload("image/jpeg", 1000, shopper.token)).toMatchObject({ status: 403, body: { success: false, error: ADMIN_ONLY } });
    const anonymous = await call("POST", "/api/media/uploads", { contentType: "image/jpeg", bytes: 1000 });
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toEqual({ success: false, error: "Please log in to continue." });

    const started = await askToUpload("image/jpeg", portrait.length);
    expect((await postUploadForm(started.body.data.upload, portrait)).status).toBe(204);
    expect(await finish(started.body.data.mediaId, shopper.token)).toMatchObject({ status: 403, body: { error: ADMIN_ONLY } });
    expect((await call("POST", `/api/media/uploads/${started.body.data.mediaId}/photo`)).status).toBe(401);
    // Nothing was made for them: the upload waits untouched, no variants.
    expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(true);
    expect(await store.exists(`media/new/${started.body.data.mediaId}/480x640.webp`)).toBe(false);
  });

  it("refuses a 30 MB photo before handing out a form", async () => {
    const { status, body } = await askToUpload("image/jpeg", 30 * 1024 * 1024);
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, error: "This photo is 30 MB; photos can be at most 15 MB." });
  });

  it("has S3 refuse a file over 15 MB sent on a form asked for a small one, and stores nothing", async () => {
    const started = await askToUpload("image/jpeg", 1000);
    const big = Buffer.concat([portrait, Buffer.alloc(MAX_PHOTO_BYTES + 1 - portrait.length)]);
    const sent = await postUploadForm(started.body.data.upload, big);
    expect(sent.status).toBe(400);
    expect(sent.text).toContain("<Code>EntityTooLarge</Code>");
    expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(false);
    expect(await finish(started.body.data.mediaId)).toMatchObject({ status: 404, body: { success: false, error: UPLOAD_MISSING } });
  });

  it("refuses other types than JPEG, PNG and WebP", async () => {
    for (const type of ["image/svg+xml", "text/html", "image/gif"]) {
      expect(await askToUpload(type, 1000), type).toMatchObject({ status: 415, body: { success: false, error: "Photos must be JPEG, PNG or WebP pictures." } });
    }
    const started = await askToUpload("image/jpeg", 1000);
    // The policy pins the type: the form cannot carry another.
    const sent = await postUploadForm(started.body.data.upload, portrait, { fields: { "Content-Type": "text/html" }, type: "text/html" });
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("Policy Condition failed");
    expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(false);
  });

  it("refuses a text file renamed .jpg, and an SVG, once read back: nothing kept", async () => {
    const fakes = [Buffer.from("These are not the pixels you are looking for.\n".repeat(50)), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="red"/></svg>')];
    for (const fake of fakes) {
      const started = await askToUpload("image/jpeg", fake.length);
      expect((await postUploadForm(started.body.data.upload, fake)).status).toBe(204);
      expect(await finish(started.body.data.mediaId)).toMatchObject({ status: 400, body: { success: false, error: NOT_A_PHOTO } });
      expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(false);
      expect(await store.exists(`media/new/${started.body.data.mediaId}/480x640.webp`)).toBe(false);
    }
  });

  it("refuses a form reused for another key", async () => {
    const first = await askToUpload("image/jpeg", portrait.length);
    const second = await askToUpload("image/jpeg", portrait.length);
    const sent = await postUploadForm(first.body.data.upload, portrait, { fields: { key: uploadKey(second.body.data.mediaId) } });
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("<Code>AccessDenied</Code>");
    expect(sent.text).toContain(`Policy Condition failed: [&quot;eq&quot;, &quot;$key&quot;`.replace(/&quot;/g, '"'));
    expect(await store.exists(uploadKey(second.body.data.mediaId))).toBe(false);
    expect(await store.exists(uploadKey(first.body.data.mediaId))).toBe(false);
  });

  it("refuses a form carrying a field its policy does not name (a public-read ACL, say)", async () => {
    const started = await askToUpload("image/jpeg", portrait.length);
    const sent = await postUploadForm(started.body.data.upload, portrait, { fields: { acl: "public-read" } });
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("Invalid according to Policy: Extra input fields: acl");
    expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(false);
  });

  it("refuses a form used after it expired", async () => {
    // The form is signed ten minutes in the past: its five minutes are over when it is used.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 10 * 60 * 1000 });
    let started;
    try {
      // Signed in at that moment too: a token issued in the future is refused.
      const then = await signIn(shop.app, shop.repos, { role: "admin" });
      started = await askToUpload("image/jpeg", portrait.length, then.token);
    } finally {
      vi.useRealTimers();
    }
    expect(started.status).toBe(201);
    const sent = await postUploadForm(started.body.data.upload, portrait);
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("Invalid according to Policy: Policy expired.");
    expect(await store.exists(uploadKey(started.body.data.mediaId))).toBe(false);
  });

  it("refuses a form whose signature does not match its policy", async () => {
    const started = await askToUpload("image/jpeg", portrait.length);
    const policy = JSON.parse(Buffer.from(started.body.data.upload.fields.Policy!, "base64").toString()) as { conditions: unknown[] };
    policy.conditions = policy.conditions.map((c) => (Array.isArray(c) && c[0] === "content-length-range" ? ["content-length-range", 1, 100 * MAX_PHOTO_BYTES] : c));
    const sent = await postUploadForm(started.body.data.upload, portrait, { fields: { Policy: Buffer.from(JSON.stringify(policy)).toString("base64") } });
    expect(sent.status).toBe(403);
    expect(sent.text).toContain("<Code>SignatureDoesNotMatch</Code>");
  });

  it("answers a finish for an upload that never arrived, or a made-up id, with 404", async () => {
    const started = await askToUpload("image/jpeg", portrait.length);
    expect(await finish(started.body.data.mediaId)).toMatchObject({ status: 404, body: { error: UPLOAD_MISSING } });
    expect(await finish("not-an-id")).toMatchObject({ status: 404, body: { error: UPLOAD_MISSING } });
  });

  it("refuses a product saved with a photo address that does not exist, and stores nothing", async () => {
    const before = await countProducts();
    for (const images of [["/media/0123456789abcdef01234567/1600x2133.webp"], ["/media/new/0123456789abcdef01234567/1600x2133.webp"]]) {
      const response = await call("POST", "/api/products", { ...sampleProduct({ name: "Ghost Photo Saree" }), images }, admin.token);
      expect(response.status).toBe(400);
      expect((await json<{ error: string }>(response)).error).toBe(
        `Image 1 (${images[0]}) is not in the shop's photo storage; an upload not saved on a product within a day is removed. Add the photo again.`,
      );
    }
    // A real photo's address with a size it was never made at is just as absent.
    const real = await uploadPhoto(portrait);
    const wrongSize = real.url.replace("1500x2000", "1600x2133");
    expect((await call("POST", "/api/products", { ...sampleProduct({ name: "Ghost Photo Saree" }), images: [wrongSize] }, admin.token)).status).toBe(400);
    expect(await countProducts()).toBe(before);

    const created = await call("POST", "/api/products", { ...sampleProduct({ name: "Bandhani Saree With Photos" }), images: [real.url] }, admin.token);
    const product = (await json<{ data: Product }>(created)).data;
    const edit = await call("PUT", `/api/products/${product._id}`, { images: [...product.images, "/media/abcdefabcdefabcdefabcdef/960x1280.webp"] }, admin.token);
    expect(edit.status).toBe(400);
    expect((await json<{ error: string }>(edit)).error).toMatch(/^Image 2 \(\/media\/abcdef.*not in the shop's photo storage/);
    expect((await shop.repos.products.get(product._id))?.images).toEqual(product.images);
  });

  it("refuses an address under /media/ that is not a photo's shape, with the schema's text", async () => {
    const response = await call("POST", "/api/products", { ...sampleProduct({ name: "Odd Address Kurta" }), images: ["/media/../uploads/abc"] }, admin.token);
    expect(response.status).toBe(400);
    expect((await json<{ error: string }>(response)).error).toBe("Image 1 (/media/../uploads/abc) is not the address of a photo uploaded to this shop; add the photo again");
  });
});

afterAll(() => vi.useRealTimers());
