import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomOption } from "../../shared/made-to-measure/custom-options.js";
import type { MeasurementProfile } from "../../shared/schemas/measurement-profile.js";
import type { Order } from "../../shared/schemas/order.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";
import { phonePhoto, postUploadForm } from "../support/test-photo.js";

// Issue 26, the reference photo on a measurement profile: a presigned upload pinned to the
// shopper's own private key, her profile naming it, the order line's copy keeping it at checkout
// and the tailor's job card printing it. DynamoDB Local, the local bucket, the Razorpay emulator.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
beforeAll(async () => {
  shop = await paymentShop();
});

const ME = { name: "Me", unit: "in", values: { blouseLength: 14.5, chest: 36, waist: 30 } };
const KEY = (userId: string) => new RegExp(`^measurements/${userId}/[0-9a-f]{24}\\.(jpg|png|webp)$`);

interface Started {
  key: string;
  upload: { url: string; fields: Record<string, string> };
  maxBytes: number;
}

async function ask(headers: Record<string, string>, body: unknown) {
  const response = await shop.call("POST", "/api/measurements/photo-upload", headers, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string; data: Started } };
}

/** Asks for a form and sends the photo through it, as her phone's browser does; answers the key. */
async function upload(headers: Record<string, string>, photo: Buffer, contentType = "image/jpeg"): Promise<string> {
  const started = await ask(headers, { contentType, bytes: photo.length });
  expect(started.status, started.body.error).toBe(201);
  expect((await postUploadForm(started.body.data.upload, photo)).status).toBe(204);
  return started.body.data.key;
}

async function save(headers: Record<string, string>, body: unknown) {
  const response = await shop.call("POST", "/api/measurements", headers, body);
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: string; data: MeasurementProfile } };
}

const fileOf = (key: string) => key.split("/").pop()!;

describe("the reference photo's upload", () => {
  it("answers a form for her own private key, and shows the photo to her alone", async () => {
    const asha = await shop.shopper("Asha Rao");
    const kavya = await shop.shopper("Kavya Nair");
    const photo = await phonePhoto({ width: 600, height: 800 });
    const started = await ask(asha.headers, { contentType: "image/jpeg", bytes: photo.length });
    expect(started.status).toBe(201);
    expect(started.body.data.key).toMatch(KEY(asha.user.id));
    expect(started.body.data.key.endsWith(".jpg")).toBe(true);
    expect(started.body.data.maxBytes).toBe(15 * 1024 * 1024);
    expect(started.body.data.upload.fields["Content-Type"]).toBe("image/jpeg");
    // The signed policy pins the type: a PDF sent through the same form is refused by storage.
    expect((await postUploadForm(started.body.data.upload, Buffer.from("%PDF-1.4"), { type: "application/pdf", fields: { "Content-Type": "application/pdf" } })).status).toBe(403);
    expect((await postUploadForm(started.body.data.upload, photo)).status).toBe(204);

    const mine = await shop.call("GET", `/api/measurements/photos/${fileOf(started.body.data.key)}`, asha.headers);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await mine.arrayBuffer()).equals(photo)).toBe(true);
    // Kavya names Asha's file: her own prefix holds none of that name.
    expect((await shop.call("GET", `/api/measurements/photos/${fileOf(started.body.data.key)}`, kavya.headers)).status).toBe(404);
    expect((await shop.call("GET", `/api/measurements/photos/${fileOf(started.body.data.key)}`, { "content-type": "application/json" })).status).toBe(401);
    expect((await shop.call("GET", "/api/measurements/photos/..%2F..%2Fmedia%2Fx.jpg", asha.headers)).status).toBe(404);
    expect((await shop.call("POST", "/api/measurements/photo-upload", { "content-type": "application/json" }, { contentType: "image/jpeg", bytes: 10 })).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ["a PDF", { contentType: "application/pdf", bytes: 2000 }, "contentType: send the photo as a JPEG, PNG or WebP picture."],
    ["a HEIC the phone did not convert", { contentType: "image/heic", bytes: 2000 }, "contentType: send the photo as a JPEG, PNG or WebP picture."],
    ["a photo over 15 MB", { contentType: "image/png", bytes: 16 * 1024 * 1024 }, "bytes: this photo is 16 MB; a photo can be at most 15 MB."],
    ["an empty file", { contentType: "image/png", bytes: 0 }, "bytes: the photo is empty."],
    ["an unknown field", { contentType: "image/png", bytes: 10, key: "measurements/x/y.png" }, "Unknown field: key"],
  ])("refuses %s with 400 naming the field", async (_, body, error) => {
    const { headers } = await shop.shopper();
    expect(await ask(headers, body)).toEqual({ status: 400, body: { success: false, error } });
  });

  it("gives one shopper at most 30 forms an hour", async () => {
    const { headers } = await shop.shopper();
    for (let i = 0; i < 30; i++) expect((await ask(headers, { contentType: "image/webp", bytes: 1000 })).status).toBe(201);
    const refused = await ask(headers, { contentType: "image/webp", bytes: 1000 });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many photos sent\. Please try again in \d+ minutes?\.$/);
    // Another shopper is not held up by her.
    expect((await ask((await shop.shopper()).headers, { contentType: "image/webp", bytes: 1000 })).status).toBe(201);
  });
});

describe("the profile's reference photo", () => {
  it("is saved when it is hers and uploaded; another shopper's photo or one never sent is refused", async () => {
    const asha = await shop.shopper();
    const kavya = await shop.shopper();
    const hers = await upload(asha.headers, await phonePhoto({ width: 400, height: 500 }));
    const kavyas = await upload(kavya.headers, await phonePhoto({ width: 400, height: 500 }));

    expect(await save(asha.headers, { ...ME, referencePhoto: kavyas })).toEqual({ status: 400, body: { success: false, error: "referencePhoto is not one of your photos" } });
    const never = `measurements/${asha.user.id}/${"ab".repeat(12)}.jpg`;
    expect(await save(asha.headers, { ...ME, referencePhoto: never })).toEqual({
      status: 400,
      body: { success: false, error: "referencePhoto: the photo did not reach the shop's storage; add it again." },
    });
    expect((await (await shop.call("GET", "/api/measurements", asha.headers)).json()).data).toEqual([]);

    const saved = await save(asha.headers, { ...ME, referencePhoto: hers });
    expect(saved.status).toBe(201);
    expect(saved.body.data.referencePhoto).toBe(hers);
    // Edited without it: the photo is off the profile.
    const removed = await shop.call("PUT", `/api/measurements/${saved.body.data.id}`, asha.headers, ME);
    expect(((await removed.json()) as { data: MeasurementProfile }).data.referencePhoto).toBeUndefined();
    // Kavya may not put Asha's photo on her own profile by editing either.
    const own = await save(kavya.headers, ME);
    const edit = await shop.call("PUT", `/api/measurements/${own.body.data.id}`, kavya.headers, { ...ME, referencePhoto: hers });
    expect(edit.status).toBe(400);
  });
});

const BLOUSE_OPTIONS: CustomOption[] = [{ id: "lining", label: "Lining", price: 200 }];

describe("at checkout and on the job card", () => {
  it("reaches the order line's copy and the tailor's PDF carries the photo (WebP converted)", async () => {
    const buyer = await shop.shopper("Meera Pillai");
    const admin = await shop.admin();
    // A WebP: the job card must convert it, PDF holds JPEG and PNG only.
    const webp = await sharp(await phonePhoto({ width: 300, height: 400 })).webp().toBuffer();
    const key = await upload(buyer.headers, webp, "image/webp");
    expect(key.endsWith(".webp")).toBe(true);
    const me = await save(buyer.headers, { ...ME, referencePhoto: key });
    expect(me.status).toBe(201);

    const blouse = await shop.product({ name: "Raw Silk Blouse", subcategory: "Blouse", price: 1800, sizes: ["Free Size"], stockBySize: { "Free Size": 2 }, buyAs: "custom", customOptions: BLOUSE_OPTIONS, customStock: "none" });
    const custom = { options: [{ id: "lining" }], profileId: me.body.data.id, acknowledged: true };
    const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, { items: [{ product: blouse.id, size: "Made to order", quantity: 1, custom }], shippingAddress: ADDRESS, source: "cart" });
    expect(started.status).toBe(201);
    const { orderId, order } = (await started.json()) as { orderId: string; order: { id: string } };
    await shop.payWith(order.id, {});

    const mine = (await (await shop.call("GET", `/api/orders/${orderId}`, buyer.headers)).json()).data as Order;
    expect(mine.isPaid).toBe(true);
    expect(mine.orderItems[0]!.custom!.measurements.referencePhoto).toBe(key);

    const card = await shop.call("GET", `/api/production/${orderId}-0/job-card`, admin.headers);
    expect(card.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "job-card-photo-"));
    const file = join(dir, "card.pdf");
    writeFileSync(file, Buffer.from(await card.arrayBuffer()));
    // pdfimages lists each picture on the page: the photo, at its own size.
    const images = execFileSync("pdfimages", ["-list", file]).toString().trim().split("\n").slice(2);
    expect(images.length).toBe(1);
    expect(images[0]!.trim().split(/\s+/).slice(3, 5)).toEqual(["300", "400"]);

    // The workshop's screen gets the photo as she sent it; a shopper, even its owner, does not this way.
    const seen = await shop.call("GET", `/api/production/${orderId}-0/photo`, admin.headers);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await seen.arrayBuffer()).equals(webp)).toBe(true);
    expect((await shop.call("GET", `/api/production/${orderId}-0/photo`, buyer.headers)).status).toBe(403);
  }, 60_000);
});
