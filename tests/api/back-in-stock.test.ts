// Back in stock (issue 27), against DynamoDB Local and the local SES: "Notify me" on a sold-out
// size, the double opt-in for an address, and the notices when pieces come back: one e-mail
// each, oldest first, never more than the pieces that came back, exactly once through replays
// and concurrent restocks; the admin's counts of who waits.
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { sendRestockNotices } from "../../functions/back-in-stock/send-restock-notices.js";
import { transactWrite } from "../../functions/data/transact.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { VIEWER_ADDRESS_HEADER } from "../../shared/viewer-address.js";
import type { BackInStockWaitlist } from "../../shared/schemas/back-in-stock-waitlist.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { authHeader, signIn, uniqueEmail } from "../support/auth.js";
import { localMailbox, outboxDeps, type Mailbox, type StoredEmail } from "../support/mailbox.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";
import { auditTable, scanTable } from "../support/table-audit.js";

type Shop = Awaited<ReturnType<typeof testApp>>;
let shop: Shop;
let mailbox: Mailbox;
let adminToken: string;

beforeAll(async () => {
  shop = await testApp();
  mailbox = await localMailbox();
  adminToken = (await signIn(shop.app, shop.repos, { role: "owner" })).token;
  // The admin's form saves products only into a subcategory that exists.
  expect((await send("POST", "/api/subcategories", { name: "Dress", category: "clothing", description: "Dresses.", sortOrder: 1 }, adminToken)).status).toBe(201);
});

const send = (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
  shop.app.request(path, { method, headers: { "content-type": "application/json", ...(token ? authHeader(token) : {}), ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

const ask = (product: ProductRecord, body: { size: string; email?: string }, token?: string) => send("POST", `/api/products/${product.id}/back-in-stock`, body, token);

/** A product sold out in M, with a few pieces of S. */
const soldOutInM = (name: string) => shop.repos.products.create(sampleProduct({ name, sizes: ["S", "M"], stockBySize: { S: 3, M: 0 } }));

async function shopper() {
  return signIn(shop.app, shop.repos, { email: uniqueEmail("waiting") });
}

/** Everything due goes out: restock notices first, then the outbox. */
const drain = () => drainOutbox(outboxDeps(shop, mailbox));

const noticesTo = async (emails: readonly string[], product: ProductRecord): Promise<StoredEmail[]> =>
  (await mailbox.emails()).filter((e) => e.subject === `Back in stock: ${product.name} in size M` && emails.some((to) => e.destination.to.includes(to)));

/** The admin raises M's stock by `pieces` through the product form (PUT), as the stock screen does. */
async function restock(product: ProductRecord, pieces: number) {
  const current = (await shop.repos.products.get(product.id))!;
  const response = await send("PUT", `/api/products/${product.id}`, { stockBySize: { ...current.stockBySize, M: (current.stockBySize.M ?? 0) + pieces } }, adminToken);
  expect(response.status, await response.clone().text()).toBe(200);
}

async function waitlist(): Promise<BackInStockWaitlist[]> {
  const response = await send("GET", "/api/back-in-stock", undefined, adminToken);
  expect(response.status).toBe(200);
  return (await json<{ data: BackInStockWaitlist[] }>(response)).data;
}

const waitingFor = async (product: ProductRecord) => (await waitlist()).find((list) => list.productId === product.id)?.waitingBySize ?? {};

describe("asking to be told", () => {
  it("takes a signed-in shopper's account address at once, once per product and size", async () => {
    const product = await soldOutInM("Chikankari Kurta Once");
    const asha = await shopper();
    const first = await ask(product, { size: "M" }, asha.token);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true, data: { status: "waiting" }, message: "We will e-mail you when this size is back." });
    expect((await ask(product, { size: "M" }, asha.token)).status).toBe(201);
    expect(await waitingFor(product)).toEqual({ M: 1 });
  });

  it("refuses a size in stock, a size not offered, a missing address and a product that is not for sale", async () => {
    const product = await soldOutInM("Chikankari Kurta Refusals");
    const inStock = await ask(product, { size: "S", email: "meera@example.in" });
    expect(inStock.status).toBe(409);
    expect(await inStock.json()).toEqual({ success: false, error: "Size S is in stock: add it to your bag." });
    const notOffered = await ask(product, { size: "XXL", email: "meera@example.in" });
    expect(notOffered.status).toBe(400);
    expect(await notOffered.json()).toEqual({ success: false, error: "size: must be one of S, M" });
    const noEmail = await ask(product, { size: "M" });
    expect(noEmail.status).toBe(400);
    expect(((await noEmail.json()) as { error: string }).error).toBe("email is required when you are not signed in");
    const badEmail = await ask(product, { size: "M", email: "not-an-address" });
    expect(badEmail.status).toBe(400);
    expect(((await badEmail.json()) as { error: string }).error).toMatch(/email/);
    const hidden = await shop.repos.products.create(sampleProduct({ name: "Draft Kurta", isActive: false, sizes: ["M"], stockBySize: { M: 0 } }));
    expect((await ask(hidden, { size: "M", email: "meera@example.in" })).status).toBe(404);
  });

  it("asks an address to confirm first: one e-mail, a link that works once and expires, counted only when confirmed", async () => {
    const product = await soldOutInM("Bandhani Dupatta Opt-in");
    const email = uniqueEmail("optin");
    const first = await ask(product, { size: "M", email });
    expect(first.status).toBe(202);
    expect(((await first.json()) as { message: string }).message).toBe("Please check your inbox: tap the link we sent to confirm, and we will e-mail you when this size is back.");
    // Asked twice (or by someone else typing her address): still one e-mail.
    expect((await ask(product, { size: "M", email: email.toUpperCase() })).status).toBe(202);
    await drain();
    const letters = (await mailbox.emails()).filter((e) => e.destination.to.includes(email));
    expect(letters.map((e) => e.subject)).toEqual([`Confirm: tell me when ${product.name} is back in size M`]);
    expect(await waitingFor(product)).toEqual({});

    const token = decodeURIComponent(/\/back-in-stock\/confirm\?token=([^\s"<>&]+)/.exec(letters[0]!.body.text ?? "")![1]!);
    const forged = await send("POST", "/api/back-in-stock/confirm", { token: `${token.slice(0, -3)}abc` });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ success: false, error: "This link is not valid or has expired. Please ask again on the product page." });
    const confirmed = await send("POST", "/api/back-in-stock/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ success: true, data: { productId: product.id, size: "M" }, message: "Confirmed. We will e-mail you when this size is back." });
    expect((await send("POST", "/api/back-in-stock/confirm", { token })).status).toBe(200);
    expect(await waitingFor(product)).toEqual({ M: 1 });

    // An expired link confirms nothing.
    const late = uniqueEmail("late");
    await ask(product, { size: "M", email: late });
    await drain();
    const lateLetter = (await mailbox.emails()).find((e) => e.destination.to.includes(late))!;
    const lateToken = decodeURIComponent(/\/back-in-stock\/confirm\?token=([^\s"<>&]+)/.exec(lateLetter.body.text ?? "")![1]!);
    await shop.repos.db.doc.send(
      new UpdateCommand({ TableName: shop.repos.db.tableName, Key: { pk: `BACKINSTOCK#${lateToken.split(".")[0]}`, sk: "REQUEST" }, UpdateExpression: "SET linkExpiresAt = :x", ExpressionAttributeValues: { ":x": "2020-01-01T00:00:00.000Z" } }),
    );
    expect((await send("POST", "/api/back-in-stock/confirm", { token: lateToken })).status).toBe(400);
    expect(await waitingFor(product)).toEqual({ M: 1 });
  });

  it("limits how many confirmation e-mails one network can ask for", async () => {
    const product = await soldOutInM("Leheriya Saree Throttle");
    const from = (email: string) => send("POST", `/api/products/${product.id}/back-in-stock`, { size: "M", email }, undefined, { [VIEWER_ADDRESS_HEADER]: "203.0.113.77" });
    for (let i = 0; i < 20; i++) expect((await from(uniqueEmail(`spam${i}`))).status).toBe(202);
    const refused = await from(uniqueEmail("spam-last"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("when pieces come back", () => {
  it("e-mails the oldest waiting shoppers, one each, no more than the pieces that came back; the rest wait for the next restock", async () => {
    const product = await soldOutInM("Ajrakh Cotton Dress Restock");
    const waiting = [];
    for (let i = 0; i < 4; i++) {
      const signed = await shopper();
      expect((await ask(product, { size: "M" }, signed.token)).status).toBe(201);
      waiting.push(signed.email);
    }
    expect(await waitingFor(product)).toEqual({ M: 4 });
    await restock(product, 2);
    await drain();
    expect((await noticesTo(waiting, product)).map((e) => e.destination.to[0])).toEqual(waiting.slice(0, 2));
    expect(await waitingFor(product)).toEqual({ M: 2 });
    const notice = (await noticesTo(waiting, product))[0]!;
    expect(notice.body.text).toContain(`/product/${product.id}`);

    // Nothing more for the same restock, however often the sender runs.
    await drain();
    await drain();
    expect(await noticesTo(waiting, product)).toHaveLength(2);

    await restock(product, 1);
    await drain();
    expect((await noticesTo(waiting, product)).map((e) => e.destination.to[0])).toEqual(waiting.slice(0, 3));
    expect(await waitingFor(product)).toEqual({ M: 1 });
  });

  it("never sends more than came back through concurrent restocks, concurrent senders and a replayed restock", async () => {
    const product = await soldOutInM("Kalamkari Kurta Concurrent");
    const waiting: string[] = [];
    for (let i = 0; i < 8; i++) {
      const signed = await shopper();
      await ask(product, { size: "M" }, signed.token);
      waiting.push(signed.email);
    }
    // Three returns restocked at once, one piece each.
    await Promise.all(
      [1, 2, 3].map((n) => transactWrite(shop.repos.db, shop.repos.stock.moveActions(product.id, { M: { onHand: 1, held: 0 } }, { reason: "return", by: `return ${n}`, orderId: `order-${n}` }))),
    );
    const sent = await Promise.all([sendRestockNotices(shop.repos), sendRestockNotices(shop.repos), sendRestockNotices(shop.repos)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(3);
    // A replay: the restocks are due again (a sweep that died before taking them off the list).
    const movements = (await shop.repos.stock.all(product.id)).filter((m) => m.reason === "return");
    for (const movement of movements) {
      await shop.repos.db.doc.send(
        new UpdateCommand({ TableName: shop.repos.db.tableName, Key: { pk: `PRODUCT#${product.id}`, sk: `MOVEMENT#${movement.at}#${movement.id}` }, UpdateExpression: "SET gsi1pk = :p, gsi1sk = :s", ExpressionAttributeValues: { ":p": "RESTOCK", ":s": `${movement.at}#${movement.id}` } }),
      );
    }
    expect(await sendRestockNotices(shop.repos)).toBe(0);
    await drain();
    expect((await noticesTo(waiting, product)).map((e) => e.destination.to[0])).toEqual(waiting.slice(0, 3));
    expect(await waitingFor(product)).toEqual({ M: 5 });
  });

  it("tells the next shopper when a checkout's hold on the last piece is let go", async () => {
    const product = await shop.repos.products.create(sampleProduct({ name: "Gota Patti Lehenga Hold", sizes: ["M"], stockBySize: { M: 1 } }));
    await transactWrite(shop.repos.db, shop.repos.stock.moveActions(product.id, { M: { onHand: 0, held: 1 } }, { reason: "hold", by: "checkout", orderId: "order-hold" }));
    await drain();
    const priya = await shopper();
    expect((await ask(product, { size: "M" }, priya.token)).status).toBe(201);
    await transactWrite(shop.repos.db, shop.repos.stock.moveActions(product.id, { M: { onHand: 0, held: -1 } }, { reason: "release", by: "sweep", orderId: "order-hold" }));
    await drain();
    expect((await noticesTo([priya.email], product)).map((e) => e.destination.to[0])).toEqual([priya.email]);
  });

  it("sends nothing when the pieces were sold again before the sender ran", async () => {
    const product = await soldOutInM("Phulkari Dupatta Gone Again");
    const ria = await shopper();
    await ask(product, { size: "M" }, ria.token);
    await transactWrite(shop.repos.db, shop.repos.stock.moveActions(product.id, { M: { onHand: 1, held: 0 } }, { reason: "return", by: "return", orderId: "order-r" }));
    // Sold at the counter before the sender ran: the owner counts one fewer.
    await transactWrite(shop.repos.db, shop.repos.stock.moveActions(product.id, { M: { onHand: -1, held: 0 } }, { reason: "count", by: "Meera Admin" }));
    await drain();
    expect(await noticesTo([ria.email], product)).toEqual([]);
    expect(await waitingFor(product)).toEqual({ M: 1 });
  });
});

describe("the admin's counts", () => {
  it("lists who waits per product and size, most wanted first, for staff with the stock permission only", async () => {
    const popular = await soldOutInM("Most Wanted Banarasi");
    for (let i = 0; i < 3; i++) await ask(popular, { size: "M" }, (await shopper()).token);
    const list = await waitlist();
    const entry = list.find((row) => row.productId === popular.id)!;
    expect(entry).toEqual({ productId: popular.id, name: "Most Wanted Banarasi", waitingBySize: { M: 3 }, total: 3 });
    expect(list.map((row) => row.total)).toEqual([...list.map((row) => row.total)].sort((a, b) => b - a));
    const shopperToken = (await shopper()).token;
    expect((await send("GET", "/api/back-in-stock", undefined, shopperToken)).status).toBe(403);
    expect((await send("GET", "/api/back-in-stock")).status).toBe(401);
  });
});

describe("the table after it all", () => {
  it("holds: waiting counts equal a recount of the requests, no restock sent more than came back, stock equals its movements", async () => {
    const { problems } = auditTable(await scanTable(shop.repos.db.doc, shop.repos.db.tableName));
    expect(problems).toEqual([]);
  });
});
