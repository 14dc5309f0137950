// 2,000 mixed requests at 50 connections against the shop as `npm start` runs it (its own
// process, DynamoDB Local on disk, the Razorpay emulator): shoppers register, log in, browse,
// search, check out and pay while an admin watches the dashboard. No answer may be a 5xx,
// every order created in the run must be readable afterwards, and the table must add up.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Page } from "../../shared/schemas/api-answer.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { createDocumentClient } from "../../functions/data/db.js";
import { freePort } from "../../infra/local/free-port.js";
import { inLanes, seededRandom, summarise, type Sample } from "../support/load-figures.js";
import { shopClient, type Answer, type Session, type ShopClient } from "../support/shop-client.js";
import { dynamoEndpointFor, dynamoFolder, printedAdmin, printedMailbox, startShopProcess, type ShopProcess } from "../support/shop-process.js";
import { auditTable, scanTable } from "../support/table-audit.js";

const REQUESTS = 2_000;
const CONNECTIONS = 50;
const SEED = Number(process.env.LOAD_SEED ?? 20_260_802);
const STOCK = 5_000;

let dataDir: string;
let shop: ShopProcess;
let client: ShopClient;
let admin: Session;
let products: Product[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "rangrez-load-"));
  shop = await startShopProcess({ port: await freePort(), dataDir });
  client = shopClient(shop.url, { mailboxUrl: printedMailbox(shop) });
  admin = await client.adminSession(printedAdmin(shop));
  // Products of the run's own, with stock for every order the run can make.
  products = [];
  for (const [name, price] of [["Chanderi Anarkali", 2799], ["Kalamkari Cotton Kurta", 1299], ["Bandhani Georgette Saree", 4599], ["Chikankari Rayon Dress", 1899.5]] as const) {
    products.push(await client.createProduct(admin.token, { name, price, originalPrice: Math.round(price * 1.25), stock: STOCK }));
  }
});

afterAll(async () => {
  await shop?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface CreatedOrder {
  id: string;
  token: string;
  paid: boolean;
}

describe("2,000 mixed requests at 50 connections", () => {
  it("answer without a 5xx, and every order made in the run is there afterwards", async () => {
    const random = seededRandom(SEED);
    const samples: Sample[] = [];
    const created: CreatedOrder[] = [];
    const unexpected: string[] = [];
    let budget = REQUESTS;
    let payments = 0;

    /** One request of the run: counted, timed, and checked for a 5xx or a missing answer. */
    async function timed<T>(route: string, request: () => Promise<Answer<T>>): Promise<Answer<T> | undefined> {
      if (budget <= 0) return undefined;
      budget--;
      const started = performance.now();
      try {
        const answer = await request();
        samples.push({ route, status: answer.status, ms: answer.ms });
        if (answer.status >= 500) unexpected.push(`${route}: ${answer.status} ${answer.text.slice(0, 200)}`);
        return answer;
      } catch (error) {
        samples.push({ route, status: 0, ms: performance.now() - started });
        unexpected.push(`${route}: no answer (${(error as Error).message})`);
        return undefined;
      }
    }

    const expectStatus = (answer: Answer<unknown> | undefined, statuses: number[], route: string) => {
      if (answer && !statuses.includes(answer.status) && answer.status < 500) unexpected.push(`${route}: ${answer.status} ${answer.text.slice(0, 200)}`);
    };

    async function buy(session: Session) {
      const lines = [{ productId: random.pick(products).id, size: random.pick(["S", "M", "L"]), quantity: 1 + Math.floor(random.next() * 2) }];
      if (random.next() < 0.3) lines.push({ productId: random.pick(products).id, size: "XL", quantity: 1 });
      const started = await timed("POST /payments/create-order", () => client.startCheckoutCall(session.token, lines));
      expectStatus(started, [201], "POST /payments/create-order");
      if (started?.status !== 201) return;
      const order: CreatedOrder = { id: started.body.data.id, token: session.token, paid: false };
      created.push(order);
      if (random.next() < 0.75 && budget > 0) {
        // The shopper pays in Razorpay's checkout (the emulator, not the shop), then the page confirms.
        const handled = await client.payAtCheckout({ order: started.body.data, razorpayOrderId: started.body.order.id, keyId: started.body.keyId });
        payments++;
        const confirmed = await timed("POST /payments/validate-payment", () => client.confirmCall(session.token, handled));
        expectStatus(confirmed, [200], "POST /payments/validate-payment");
        order.paid = confirmed?.status === 200;
      }
      const read = await timed("GET /orders/:id", () => client.call("GET", `/orders/${order.id}`, { token: session.token }));
      expectStatus(read, [200], "GET /orders/:id");
    }

    const browse: Array<[number, (session: Session) => Promise<void>]> = [
      [26, async () => expectStatus(await timed("GET /products", () => client.call("GET", `/products?limit=${random.pick([8, 20, 50])}&sort=${random.pick(["newest", "price-low-high", "popular"])}`)), [200], "GET /products")],
      [6, async () => expectStatus(await timed("GET /products?search", () => client.call("GET", `/products?search=${random.pick(["silk", "cotton", "saree", "anarkali", "zzz"])}`)), [200], "GET /products?search")],
      [18, async () => expectStatus(await timed("GET /products/:id", () => client.call("GET", `/products/${random.pick(products).id}`)), [200], "GET /products/:id")],
      [6, async () => expectStatus(await timed("GET /subcategories", () => client.call("GET", "/subcategories?isActive=true")), [200], "GET /subcategories")],
      [3, async () => expectStatus(await timed("GET /config", () => client.call("GET", "/config")), [200], "GET /config")],
      [2, async () => expectStatus(await timed("GET /health", () => client.call("GET", "/health")), [200], "GET /health")],
      [7, async (s) => expectStatus(await timed("GET /auth/me", () => client.call("GET", "/auth/me", { token: s.token })), [200], "GET /auth/me")],
      [7, async (s) => expectStatus(await timed("GET /orders/my-orders", () => client.call("GET", "/orders/my-orders", { token: s.token })), [200], "GET /orders/my-orders")],
      [14, buy],
      [2, async () => expectStatus(await timed("GET /admin/stats", () => client.call("GET", "/admin/stats", { token: admin.token })), [200], "GET /admin/stats")],
      [2, async () => expectStatus(await timed("GET /orders", () => client.call("GET", "/orders?limit=50", { token: admin.token })), [200], "GET /orders")],
      [2, async () => expectStatus(await timed("GET /payments/admin/all", () => client.call("GET", "/payments/admin/all", { token: admin.token })), [200], "GET /payments/admin/all")],
      [1, async () => expectStatus(await timed("GET /admin/events", () => client.call("GET", "/admin/events", { token: admin.token })), [200], "GET /admin/events")],
      // A mistyped password: refused, and never a 5xx.
      [2, async (s) => expectStatus(await timed("POST /auth/login (wrong)", () => client.call("POST", "/auth/login", { body: { email: s.user.email, password: "not-my-password" } })), [401, 429], "POST /auth/login (wrong)")],
      [2, async () => expectStatus(await timed("GET /products/:id (unknown)", () => client.call("GET", "/products/0000000000000000000000ff")), [404], "GET /products/:id (unknown)")],
    ];
    const totalWeight = browse.reduce((sum, [weight]) => sum + weight, 0);
    const pickAction = () => {
      let roll = random.next() * totalWeight;
      for (const [weight, action] of browse) if ((roll -= weight) < 0) return action;
      return browse[0]![1];
    };

    const started = performance.now();
    await inLanes(CONNECTIONS, async (lane) => {
      // Each connection is one shopper: registers, logs in, then shops until the run's requests are spent.
      const email = `lane${lane}-${SEED}@example.in`;
      const registered = await timed("POST /auth/register", () => client.call("POST", "/auth/register", { body: { name: `Shopper ${lane}`, email, password: "Rangoli@2025" } }));
      expectStatus(registered, [202], "POST /auth/register");
      const finished = await timed("POST /auth/finish-signup", () => client.finishSignup(email, 60_000));
      expectStatus(finished, [201], "POST /auth/finish-signup");
      const login = await timed("POST /auth/login", () => client.call<Session>("POST", "/auth/login", { body: { email, password: "Rangoli@2025" } }));
      expectStatus(login, [200], "POST /auth/login");
      if (login?.status !== 200) return;
      while (budget > 0) await pickAction()(login.body);
    });
    const seconds = (performance.now() - started) / 1000;
    const summary = summarise(samples, seconds);
    console.info(`load: ${JSON.stringify({ ...summary, connections: CONNECTIONS, ordersCreated: created.length, ordersPaid: created.filter((o) => o.paid).length, emulatorPayments: payments })}`);

    expect(samples).toHaveLength(REQUESTS);
    expect(unexpected.slice(0, 20), `${unexpected.length} unexpected answers`).toEqual([]);
    expect(summary.serverErrors).toBe(0);
    expect(summary.noAnswer).toBe(0);
    expect(created.length).toBeGreaterThan(50);

    // Razorpay's webhooks for the run's payments reach the shop too. Every answer they get is a 2xx;
    // on a loaded machine some wait past Razorpay's 5 s and are retried (the emulator retries for
    // seconds where Razorpay retries for a day), which is reported rather than failed.
    const deliveries = await settledWebhookDeliveries(client);
    expect(deliveries.filter((d) => d.status !== null && !d.ok).map((d) => `${d.event}: ${d.status}`)).toEqual([]);
    const acknowledged = new Set(deliveries.filter((d) => d.ok).map((d) => `${d.eventId}#${d.copy}`));
    const events = new Set(deliveries.map((d) => `${d.eventId}#${d.copy}`));
    console.info(
      `load: ${deliveries.length} webhook deliveries for ${events.size} events, ${deliveries.filter((d) => d.status === null).length} unanswered within Razorpay's 5 s and retried, ${events.size - acknowledged.size} events never acknowledged`,
    );

    // Every order made in the run: readable by its shopper, paid if confirmed, in the admin's list
    // (paid orders by default, checkouts never paid under show=unpaid).
    for (const order of created) {
      const read = await client.call<{ data: Order }>("GET", `/orders/${order.id}`, { token: order.token });
      expect(read.status, order.id).toBe(200);
      expect(read.body.data.id).toBe(order.id);
      if (order.paid) expect(read.body.data, order.id).toMatchObject({ isPaid: true, status: "processing" });
    }
    const listed = new Set<string>();
    for (const show of ["paid", "unpaid"]) {
      let cursor: string | null = null;
      do {
        const page: Answer<Page<Order>> = await client.call<Page<Order>>("GET", `/orders?show=${show}&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token: admin.token });
        expect(page.status).toBe(200);
        for (const order of page.body.data) listed.add(order.id);
        cursor = page.body.pagination.nextCursor ?? null;
      } while (cursor);
    }
    expect(created.filter((o) => !listed.has(o.id)).map((o) => o.id)).toEqual([]);

    // The table adds up: counters, e-mails, order-payment pairs, stock taken once per paid unit.
    const doc = createDocumentClient({ dynamoEndpoint: dynamoEndpointFor(dynamoFolder(dataDir)), region: "ap-south-1" });
    try {
      const audit = auditTable(await scanTable(doc, "shop"), { initialStock: new Map(products.map((p) => [p.id, STOCK])) });
      expect(audit.problems).toEqual([]);
      const paidHere = new Set(created.filter((o) => o.paid).map((o) => o.id));
      expect(audit.orders.filter((o) => paidHere.has(o.id)).every((o) => o.isPaid)).toBe(true);
    } finally {
      doc.destroy();
    }
  }, 300_000);
});

interface Delivery {
  eventId: string;
  copy: number;
  event: string;
  status: number | null;
  ok: boolean;
  error: string | null;
}

/**
 * The emulator's webhook log once it has been still for longer than a delivery can take
 * (Razorpay's 5 s wait plus a retry's back-off), so nothing is in flight any more.
 */
async function settledWebhookDeliveries(shopApi: ShopClient): Promise<Delivery[]> {
  const url = await shopApi.checkoutUrl("/_emulator/deliveries");
  const quietMs = 6_500;
  let last = -1;
  let changedAt = Date.now();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const log = (await (await fetch(url)).json()) as { count: number; items: Delivery[] };
    if (log.count !== last) [last, changedAt] = [log.count, Date.now()];
    else if (Date.now() - changedAt >= quietMs) return log.items;
    if (Date.now() > deadline) throw new Error("Webhook deliveries did not settle within 120 s");
    await sleep(500);
  }
}
