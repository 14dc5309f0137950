import { createHash } from "node:crypto";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_S3_KEY } from "../../functions/config.js";
import { documentPdfRepository } from "../../functions/data/document-pdfs.js";
import { moveLegacyPdfs } from "../../functions/documents/move-legacy-pdfs.js";
import { pdfFiles } from "../../functions/documents/pdf-files.js";
import { readKeptPdf } from "../../functions/documents/pdf-record.js";
import { drainOutbox, type OutboxDeps } from "../../functions/outbox/process-outbox.js";
import { downloadDocument } from "../support/document-download.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { ADDRESS, SUCCESS_CARD, paymentShop } from "../support/payment-harness.js";

// Issue 42: tax invoices' and credit notes' PDFs live in a private bucket of their own (the local
// S3 stand-in here, as under `npm start`), their DynamoDB item keeping only the object's key, size
// and SHA-256. Shoppers and staff get a short-lived presigned link after the same checks as before;
// PDFs kept in the table by the shop before this are moved, by a script or on first download.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let mailbox: Mailbox;
let outbox: OutboxDeps;
let s3: S3Client;

beforeAll(async () => {
  shop = await paymentShop();
  mailbox = await localMailbox();
  outbox = outboxDeps(shop, mailbox);
  s3 = new S3Client({ region: "ap-south-1", endpoint: shop.config.media.endpoint, forcePathStyle: true, credentials: { accessKeyId: LOCAL_S3_KEY, secretAccessKey: LOCAL_S3_KEY } });
});

afterAll(() => s3?.destroy());

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bucket = () => shop.config.documents.bucket;

async function invoicedOrder() {
  const product = await shop.product({ name: `Bandhani Silk Dupatta ${Math.random().toString(36).slice(2, 7)}`, price: 1499, stock: 20 });
  const buyer = await shop.shopper();
  const started = await shop.call("POST", "/api/payments/create-order", buyer.headers, {
    items: [{ product: product.id, size: "M", quantity: 1 }],
    shippingAddress: { ...ADDRESS, name: "Kavya Iyer", email: buyer.user.email },
    source: "cart",
  });
  expect(started.status).toBe(201);
  const { order, orderId } = (await started.json()) as { order: { id: string }; orderId: string };
  const paid = await shop.emulator.payOrder(order.id, { card: SUCCESS_CARD });
  expect((await shop.call("POST", "/api/payments/validate-payment", buyer.headers, paid)).status).toBe(200);
  await drainOutbox(outbox);
  return { orderId, buyer };
}

/** The PDF's item exactly as stored in the table. */
async function pdfItem(orderId: string) {
  const { Item } = await shop.repos.db.doc.send(new GetCommand({ TableName: shop.config.tableName, Key: { pk: `DOCUMENT_PDF#${orderId}`, sk: "INVOICE" }, ConsistentRead: true }));
  return Item!;
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body!.transformToByteArray();
}

async function objectsOf(orderId: string): Promise<string[]> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: `tax-documents/${orderId}/` }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/** The item as the shop wrote it before issue 42: the PDF's bytes in the item, nothing in the bucket. */
async function asBeforeIssue42(orderId: string): Promise<Uint8Array> {
  const item = await pdfItem(orderId);
  const pdf = await objectBytes(item.objectKey as string);
  await shop.repos.db.doc.send(new PutCommand({ TableName: shop.config.tableName, Item: { pk: item.pk, sk: item.sk, entity: "document-pdf", number: item.number, pdf } }));
  await pdfFiles(shop.config).remove(item.objectKey as string);
  expect(await objectsOf(orderId)).toEqual([]);
  return pdf;
}

describe("an issued invoice's PDF", () => {
  it("is kept in the documents' bucket as e-mailed, its item holding only the object's key, size and SHA-256", async () => {
    const { orderId, buyer } = await invoicedOrder();
    const item = await pdfItem(orderId);
    expect(Object.keys(item).sort()).toEqual(["bytes", "entity", "number", "objectKey", "pk", "sha256", "sk"]);
    const pdf = await objectBytes(item.objectKey as string);
    expect(item).toMatchObject({ entity: "document-pdf", bytes: pdf.byteLength, sha256: sha256(pdf) });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    // Under the order, named by the bytes' own checksum: nothing to guess or walk through.
    expect(item.objectKey).toBe(`tax-documents/${orderId}/invoice-${item.sha256 as string}.pdf`);
    expect(await objectsOf(orderId)).toEqual([item.objectKey]);
    // The bytes kept are the ones e-mailed.
    const mails = (await mailbox.emails()).filter((mail) => mail.destination.to.includes(buyer.user.email) && mail.attachments.length > 0);
    expect(mails).toHaveLength(1);
    expect(sha256(Buffer.from(mails[0]!.attachments[0]!.content, "base64"))).toBe(item.sha256);
  });
});

describe("downloading a document", () => {
  it("gives its shopper and the staff a two-minute link to the PDF recorded, and another shopper nothing", async () => {
    const { orderId, buyer } = await invoicedOrder();
    const item = await pdfItem(orderId);
    const path = `/api/orders/${orderId}/invoice`;

    const mine = await downloadDocument(shop, path, buyer.headers);
    expect(sha256(mine.bytes)).toBe(item.sha256);
    expect(mine.file.headers.get("content-type")).toBe("application/pdf");
    expect(mine.file.headers.get("content-disposition")).toBe(`attachment; filename="${mine.link.fileName}"`);
    expect(mine.link.fileName).toBe(`Invoice-${(item.number as string).replace(/\//g, "-")}.pdf`);
    const url = new URL(mine.link.url);
    expect(url.pathname).toBe(`/${bucket()}/${item.objectKey as string}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("120");
    expect(Date.parse(mine.link.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);

    const staff = await downloadDocument(shop, path, (await shop.admin()).headers);
    expect(sha256(staff.bytes)).toBe(item.sha256);

    // Another shopper is told there is no such order, with no link in the answer.
    const other = await shop.shopper();
    const refused = await shop.call("GET", path, other.headers);
    expect(refused.status).toBe(404);
    const text = await refused.text();
    expect(text).not.toContain("X-Amz");
    expect(text).not.toContain(item.sha256 as string);
    expect((await shop.call("GET", `/api/orders/${orderId}/credit-notes/rfnd_NotOneOfOurs1`, other.headers)).status).toBe(404);
    // And nobody signed out gets one.
    expect((await shop.call("GET", path, {})).status).toBe(401);
  });
});

describe("PDFs kept in the table before issue 42", () => {
  it("are moved by the script, run twice at once: each document in the bucket once, its bytes unchanged, its item rewritten", async () => {
    const orders = await Promise.all([invoicedOrder(), invoicedOrder(), invoicedOrder()]);
    const before = new Map<string, Uint8Array>();
    for (const { orderId } of orders) before.set(orderId, await asBeforeIssue42(orderId));
    const stores = { pdfItems: documentPdfRepository(shop.repos.db), files: pdfFiles(shop.config) };

    const [first, second] = await Promise.all([moveLegacyPdfs(shop.repos.taxDocuments, stores, 2), moveLegacyPdfs(shop.repos.taxDocuments, stores, 2)]);
    // Each document moved by exactly one of the two runs; the other found it in the bucket.
    expect(first.documents).toBe(second.documents);
    for (const { orderId } of orders) {
      const item = await pdfItem(orderId);
      const pdf = before.get(orderId)!;
      expect(item.pdf).toBeUndefined();
      expect(item).toMatchObject({ bytes: pdf.byteLength, sha256: sha256(pdf), objectKey: `tax-documents/${orderId}/invoice-${sha256(pdf)}.pdf` });
      expect(await objectsOf(orderId)).toEqual([item.objectKey]);
      expect(Buffer.from(await objectBytes(item.objectKey as string)).equals(Buffer.from(pdf))).toBe(true);
      const buyer = orders.find((order) => order.orderId === orderId)!.buyer;
      expect(Buffer.from((await downloadDocument(shop, `/api/orders/${orderId}/invoice`, buyer.headers)).bytes).equals(Buffer.from(pdf))).toBe(true);
    }
    expect(first.moved + second.moved).toBe(orders.length);
    // A third run finds nothing left to move.
    const third = await moveLegacyPdfs(shop.repos.taxDocuments, stores);
    expect(third.moved).toBe(0);
    expect(third.inBucket).toBe(first.inBucket + first.moved);
  });

  it("are moved on their first download, the link giving the same bytes", async () => {
    const { orderId, buyer } = await invoicedOrder();
    const pdf = await asBeforeIssue42(orderId);
    const [one, two] = await Promise.all([
      downloadDocument(shop, `/api/orders/${orderId}/invoice`, buyer.headers),
      downloadDocument(shop, `/api/orders/${orderId}/invoice`, (await shop.admin()).headers),
    ]);
    expect(Buffer.from(one.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(Buffer.from(two.bytes).equals(Buffer.from(pdf))).toBe(true);
    const item = await pdfItem(orderId);
    expect(item.pdf).toBeUndefined();
    expect(item.sha256).toBe(sha256(pdf));
    expect(await objectsOf(orderId)).toEqual([item.objectKey]);
  });
});

describe("a kept PDF read back", () => {
  it("is refused when the bucket's bytes are not the ones recorded (size and SHA-256), never sent as they are", async () => {
    const { orderId } = await invoicedOrder();
    const item = await pdfItem(orderId);
    const files = pdfFiles(shop.config);
    const ref = { kind: "invoice" as const, orderId };
    const file = { objectKey: item.objectKey as string, bytes: item.bytes as number, sha256: item.sha256 as string };
    const kept = await readKeptPdf(files, ref, file);
    expect(sha256(kept)).toBe(item.sha256);
    // Another PDF put in its place (by hand, or a bug) is told apart by its checksum.
    const other = Buffer.from(kept);
    other[other.length - 2] = other[other.length - 2]! ^ 1;
    await files.put(file.objectKey, other, sha256(other));
    await expect(readKeptPdf(files, ref, file)).rejects.toThrow("not the one recorded");
  });
});
