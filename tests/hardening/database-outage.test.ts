// DynamoDB goes away while shoppers are buying: the local stack's DynamoDB Local (on disk) is
// stopped mid-run and started again on the same port and files. While it is away every answer
// that needs it is a 503 with a text a person can act on; nothing is half-written; and once it
// is back the shop serves again without a restart, and every order and payment adds up.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { startDynamoLocal, type DynamoLocal } from "../../infra/local/dynamodb-local.js";
import { freePort } from "../../infra/local/free-port.js";
import { startLocalStack, type LocalStack } from "../../infra/local/stack.js";
import { setLogWriter } from "../../functions/logger.js";
import { shopClient, SHOPPER_PASSWORD, type Answer, type Session, type ShopClient } from "../support/shop-client.js";
import { dynamoProcessesFor } from "../support/shop-process.js";
import { startTraffic, type Traffic, type TrafficRecord } from "../support/shop-traffic.js";
import { auditTable, scanTable } from "../support/table-audit.js";

const UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment.";
const STOCK = 500;

let dataDir: string;
let stack: LocalStack;
let restarted: DynamoLocal | undefined;
let client: ShopClient;
let admin: Session;
let shoppers: Array<Session & { email: string }>;
let products: Product[];
const stockAtStart = new Map<string, number>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "rangrez-outage-"));
  stack = await startLocalStack({ port: await freePort(), dataDir });
  client = shopClient(`http://127.0.0.1:${stack.server.port}`, { mailboxUrl: stack.mail.endpoint });
  admin = await client.adminSession(stack.admin);
  shoppers = [];
  products = [];
  for (const name of ["Asha Rao", "Kavya Menon", "Ritu Sharma", "Meenal Joshi"]) shoppers.push(await client.newShopper(name));
  for (const [name, price] of [["Paithani Silk Saree", 7499], ["Ikat Cotton Dress", 1599]] as const) {
    const product = await client.createProduct(admin.token, { name, price, originalPrice: price + 500, stock: STOCK });
    products.push(product);
    stockAtStart.set(product.id, STOCK);
  }
});

afterAll(async () => {
  await stack?.stop();
  await restarted?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A 5xx must be the API's 503 with the text for a shop that is briefly down, and say when to retry. */
function unavailableAnswerProblem(record: TrafficRecord): string | undefined {
  if (record.status !== 503) return `${record.route}: ${record.status} ${record.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(record.text);
  } catch {
    return `${record.route}: 503 that is not JSON: ${record.text.slice(0, 200)}`;
  }
  if (!isDeepStrictEqual(body, { success: false, error: UNAVAILABLE })) return `${record.route}: 503 ${record.text.slice(0, 200)}`;
  if (!record.retryAfter) return `${record.route}: 503 without Retry-After`;
  return undefined;
}

/** Waits until the traffic has had this many answers of a kind (at least 3 s of it, at most 60 s). */
async function enoughAnswered(traffic: Traffic, counts: (record: TrafficRecord) => boolean, wanted = 40): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 3_000 || (traffic.records.filter(counts).length < wanted && Date.now() - started < 60_000)) await sleep(50);
}

/** SIGSTOP, then wait until every thread of the process has really stopped (state T). */
async function freeze(pid: number): Promise<void> {
  process.kill(pid, "SIGSTOP");
  const threads = () => readdirSync(`/proc/${pid}/task`).map((id) => readFileSync(`/proc/${pid}/task/${id}/stat`, "utf8"));
  // The state follows the command name in parentheses: "123 (java) T ...".
  while (!threads().every((stat) => /\) T /.test(stat))) await sleep(10);
}

async function healthStatus(): Promise<number> {
  try {
    return (await client.call("GET", "/health")).status;
  } catch {
    return 0;
  }
}

describe("DynamoDB Local stopped mid-run and started again", () => {
  let traffic: Traffic;
  let stoppedAt = 0;
  let backAt = 0;
  let healthyAt = 0;
  let healthDuringOutage: TrafficRecord | undefined;

  it("keeps answering while shoppers buy: 503 with a clear text while it is away, and recovers without a restart", async () => {
    // The shop's own log is what an operator reads: every failure must say "service unavailable:",
    // none "unhandled error:" (a bug). It is collected here rather than printed a thousand times.
    const logged: string[] = [];
    const log = vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void logged.push(parts.map(String).join(" ")));
    // The API's own errors are JSON lines (functions/logger.ts): each read as "<message>: <error>".
    const restoreLogWriter = setLogWriter((line) => {
      const entry = JSON.parse(line) as { level: string; message: string; error?: unknown };
      if (entry.level === "error") logged.push(`${entry.message}: ${JSON.stringify(entry.error)}`);
    });
    traffic = startTraffic({ client, admin, shoppers, products }, { lanes: 8, seed: 7 });
    await enoughAnswered(traffic, () => true);

    stoppedAt = Date.now();
    await stack.dynamo.stop();
    await sleep(1_000);
    const health = await client.call("GET", "/health");
    healthDuringOutage = { route: "GET /health", startedAt: 0, endedAt: 0, status: health.status, text: health.text, retryAfter: health.headers.get("retry-after") };
    await sleep(3_000);

    restarted = await startDynamoLocal({ dataDir, port: stack.dynamo.port });
    backAt = Date.now();
    while ((await healthStatus()) !== 200) {
      if (Date.now() - backAt > 30_000) throw new Error("The shop did not recover within 30 s of DynamoDB's return");
      await sleep(25);
    }
    healthyAt = Date.now();
    await enoughAnswered(traffic, (r) => r.startedAt >= healthyAt);
    await traffic.stop();
    log.mockRestore();
    restoreLogWriter();

    const { records } = traffic;
    const before = records.filter((r) => r.endedAt < stoppedAt);
    const during = records.filter((r) => r.endedAt >= stoppedAt && r.startedAt < healthyAt);
    const after = records.filter((r) => r.startedAt >= healthyAt);
    const failedDuring = during.filter((r) => r.status >= 500 || r.status === 0);
    console.info(
      `outage: ${records.length} requests (${before.length} before, ${during.length} during, ${after.length} after); ` +
        `${failedDuring.length} answered 503 during the outage; DynamoDB was away ${((backAt - stoppedAt) / 1000).toFixed(1)} s; ` +
        `the shop answered its health check ${healthyAt - backAt} ms after DynamoDB Local was back`,
    );

    // The traffic really ran on both sides, and the outage was felt.
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(after.length).toBeGreaterThanOrEqual(30);
    expect(failedDuring.length).toBeGreaterThan(5);
    // Before and after: no server error at all.
    expect([...before, ...after].filter((r) => r.status >= 500 || r.status === 0).map((r) => `${r.route}: ${r.status} ${r.text.slice(0, 120)}`)).toEqual([]);
    // During: every failure is the API's 503 with the shop's text, never a 500, a hang or a stack trace.
    expect(failedDuring.map(unavailableAnswerProblem).filter(Boolean)).toEqual([]);
    // The health check says so too, in the API's error shape.
    expect(healthDuringOutage.status).toBe(503);
    expect(JSON.parse(healthDuringOutage.text)).toMatchObject({ success: false, error: UNAVAILABLE, database: "offline" });
    expect(logged.filter((line) => !line.startsWith("service unavailable:") && !line.startsWith("could not record event"))).toEqual([]);
    expect(logged.length).toBeGreaterThan(0);
    // Requests that need no database kept working.
    expect(during.filter((r) => r.route === "GET /config").every((r) => r.status === 200)).toBe(true);
    // A sign-up's e-mail cut short by the outage comes after the outbox's lease (shop-traffic.ts).
  }, 240_000);

  it("lost nothing: every checkout that went through is there, and each payment made meanwhile confirms on retry", async () => {
    await stack.razorpay!.waitForWebhooks();
    for (const checkout of traffic.checkouts) {
      const read = await client.call<{ data: Order }>("GET", `/orders/${checkout.orderId}`, { token: checkout.token });
      expect(read.status, checkout.orderId).toBe(200);
      if (checkout.confirmed) expect(read.body.data.isPaid, checkout.orderId).toBe(true);
      // The shopper's page retries a confirmation that met the outage, as the payment button does.
      if (checkout.handled && !read.body.data.isPaid) {
        const retried = await client.confirmCall(checkout.token, checkout.handled);
        expect(retried.status, `${checkout.orderId}: ${retried.text}`).toBe(200);
      }
    }
    expect(traffic.checkouts.filter((c) => c.handled).length).toBeGreaterThan(3);

    // Accounts made in the run exist whole or not at all; each one the shop acknowledged can log in.
    for (const registration of traffic.registrations.filter((r) => r.status === 201)) {
      const login = await client.call("POST", "/auth/login", { body: { email: registration.email, password: SHOPPER_PASSWORD } });
      expect(login.status, registration.email).toBe(200);
    }

    // Counters, e-mail markers, order/payment pairs and stock all agree.
    const audit = auditTable(await scanTable(stack.repos.db.doc, stack.config.tableName), { initialStock: stockAtStart });
    expect(audit.problems).toEqual([]);
    const paid = audit.orders.filter((o) => o.isPaid && stockAtStart.has(o.orderItems[0]!.product));
    expect(paid.length).toBe(traffic.checkouts.filter((c) => c.handled).length);
  }, 120_000);
});

describe("DynamoDB Local frozen (SIGSTOP) and thawed", () => {
  // The API Lambda's timeout: an answer must come before it, so the cloud answers as locally.
  const WITHIN_MS = 20_000;

  it("answers 503 in bounded time instead of hanging, and serves again once it thaws", async () => {
    const java = dynamoProcessesFor(dataDir)[0];
    if (!java) throw new Error(`No DynamoDB Local runs on ${dataDir}`);
    const [shopper] = shoppers;
    const product = products[0]!;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const restoreLogWriter = setLogWriter(() => undefined);
    await freeze(java.pid);
    let answers: Array<[string, Answer<unknown>]>;
    try {
      const ask = async (route: string, request: Promise<Answer<unknown>>): Promise<[string, Answer<unknown>]> => [route, await request];
      answers = await Promise.all([
        ask("GET /health", client.call("GET", "/health")),
        ask("GET /products", client.call("GET", "/products?limit=10")),
        ask("GET /auth/me", client.call("GET", "/auth/me", { token: shopper!.token })),
        ask("POST /payments/create-order", client.startCheckoutCall(shopper!.token, [{ productId: product.id, size: "M", quantity: 1 }])),
      ]);
    } finally {
      process.kill(java.pid, "SIGCONT");
      log.mockRestore();
      restoreLogWriter();
    }
    console.info(`frozen database: ${answers.map(([route, a]) => `${route} ${a.status} in ${Math.round(a.ms)} ms`).join(", ")}`);
    for (const [route, answer] of answers) {
      expect(answer.status, route).toBe(503);
      expect(answer.body, route).toMatchObject({ success: false, error: UNAVAILABLE });
      expect(answer.ms, route).toBeLessThan(WITHIN_MS);
    }

    const thawed = Date.now();
    while ((await healthStatus()) !== 200) {
      if (Date.now() - thawed > 30_000) throw new Error("The shop did not recover within 30 s of DynamoDB thawing");
      await sleep(25);
    }
    const checkout = await client.startCheckoutCall(shopper!.token, [{ productId: product.id, size: "M", quantity: 1 }]);
    expect(checkout.status).toBe(201);
    const audit = auditTable(await scanTable(stack.repos.db.doc, stack.config.tableName), { initialStock: stockAtStart });
    expect(audit.problems).toEqual([]);
  }, 120_000);
});
