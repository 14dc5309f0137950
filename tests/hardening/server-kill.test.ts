// The local shop killed with SIGKILL (a power cut, the OOM killer) while shoppers are paying, then
// started again on the same data: every order the shop confirmed is still there and paid, stock
// was taken once for it, and nothing of the shop (Java included) outlived the kill to hold the
// port or the files.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../shared/schemas/order.js";
import type { Product } from "../../shared/schemas/product-record.js";
import { createDocumentClient } from "../../functions/data/db.js";
import { freePort } from "../../infra/local/free-port.js";
import { shopClient, type Session, type ShopClient } from "../support/shop-client.js";
import { dynamoEndpointFor, dynamoFolder, dynamoProcessesFor, groupMembers, portAnswers, printedAdmin, printedMailbox, shopServerPid, startShopProcess, type ShopProcess } from "../support/shop-process.js";
import { auditTable, scanTable } from "../support/table-audit.js";

const STOCK = 40;

let dataDir: string;
let port: number;
let shop: ShopProcess | undefined;
let client: ShopClient;
let admin: Session;
let shoppers: Session[];
let products: Product[];

interface Purchase {
  shopper: Session;
  orderId?: string;
  productId: string;
  quantity: number;
  /** The shop answered the confirmation with 200 before it died. */
  confirmed: boolean;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "rangrez-kill-"));
  port = await freePort();
  shop = await startShopProcess({ port, dataDir });
  client = shopClient(shop.url, { mailboxUrl: printedMailbox(shop) });
  admin = await client.adminSession(printedAdmin(shop));
  products = [];
  for (const [name, price] of [["Mul Cotton Saree", 1899], ["Phulkari Georgette Dress", 3299]] as const) {
    products.push(await client.createProduct(admin.token, { name, price, originalPrice: price + 400, stock: STOCK }));
  }
  shoppers = [];
  for (const name of ["Lata Pillai", "Sunita Das", "Fatima Sheikh"]) shoppers.push(await client.newShopper(name));
});

afterAll(async () => {
  await shop?.kill("SIGTERM");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The whole purchase as a browser makes it: checkout, Razorpay's modal, the page's confirmation. */
async function purchase(buyer: Purchase): Promise<void> {
  try {
    const checkout = await client.startCheckout(buyer.shopper.token, [{ productId: buyer.productId, size: "M", quantity: buyer.quantity }]);
    buyer.orderId = checkout.order.id;
    const handled = await client.payAtCheckout(checkout);
    const confirmed = await client.confirmCall(buyer.shopper.token, handled);
    buyer.confirmed = confirmed.status === 200;
  } catch {
    // The shop died under this purchase: judged below by what the shop said before it died.
  }
}

const buyers = (count: number, offset: number): Purchase[] =>
  Array.from({ length: count }, (_, i) => ({
    shopper: shoppers[(i + offset) % shoppers.length]!,
    productId: products[(i + offset) % products.length]!.id,
    quantity: 1 + ((i + offset) % 2),
    confirmed: false,
  }));

describe("the local shop killed with SIGKILL and started again", () => {
  let settled: Purchase[] = [];
  let inFlight: Purchase[] = [];

  it("dies whole: no process of its group, no DynamoDB Local, nothing on the port", async () => {
    settled = buyers(6, 0);
    inFlight = buyers(8, 1);
    for (const buyer of settled) await purchase(buyer);
    expect(settled.every((b) => b.confirmed)).toBe(true);

    // More shoppers are paying when the power goes: it goes once two of them are through.
    const paying = Promise.all(inFlight.map(purchase));
    const deadline = Date.now() + 30_000;
    while (inFlight.filter((b) => b.confirmed).length < 2 && Date.now() < deadline) await sleep(5);
    const killed = shop!;
    expect(dynamoProcessesFor(dynamoFolder(dataDir))).toHaveLength(1);
    await killed.kill("SIGKILL");
    await paying;
    shop = undefined;

    expect(groupMembers(killed.pid)).toEqual([]);
    // DynamoDB Local's watchdog takes Java down with the shop; give it its half-second beat.
    const javaDeadline = Date.now() + 5_000;
    while (dynamoProcessesFor(dynamoFolder(dataDir)).length > 0 && Date.now() < javaDeadline) await sleep(100);
    expect(dynamoProcessesFor(dynamoFolder(dataDir))).toEqual([]);
    expect(await portAnswers(port)).toBe(false);
  }, 180_000);

  it("starts again on the same data and port, and every confirmed order is there, paid, its stock taken once", async () => {
    const started = Date.now();
    shop = await startShopProcess({ port, dataDir });
    console.info(`kill: restarted in ${((Date.now() - started) / 1000).toFixed(1)} s; ${inFlight.filter((b) => b.confirmed).length} of ${inFlight.length} in-flight purchases were confirmed before the kill`);
    // The demo catalogue is seeded on the first start only.
    expect(shop.output()).not.toContain("demo catalogue seeded");

    const confirmed = [...settled, ...inFlight].filter((b) => b.confirmed);
    for (const buyer of confirmed) {
      const read = await client.call<{ data: Order }>("GET", `/orders/${buyer.orderId}`, { token: buyer.shopper.token });
      expect(read.status, buyer.orderId).toBe(200);
      expect(read.body.data, buyer.orderId).toMatchObject({ isPaid: true, status: "processing" });
    }
    // Orders the shop had started are there too, paid or awaiting payment, never half-made.
    for (const buyer of inFlight.filter((b) => b.orderId && !b.confirmed)) {
      const read = await client.call<{ data: Order }>("GET", `/orders/${buyer.orderId}`, { token: buyer.shopper.token });
      expect(read.status, buyer.orderId).toBe(200);
    }

    // Stock as shoppers see it: what paid orders took, once each.
    const doc = createDocumentClient({ dynamoEndpoint: dynamoEndpointFor(dynamoFolder(dataDir)), region: "ap-south-1" });
    try {
      const audit = auditTable(await scanTable(doc, "shop"), { initialStock: new Map(products.map((p) => [p.id, STOCK])) });
      expect(audit.problems).toEqual([]);
      const paidIds = new Set(audit.orders.filter((o) => o.isPaid).map((o) => o.id));
      for (const buyer of confirmed) expect(paidIds.has(buyer.orderId!)).toBe(true);
      for (const product of products) {
        const shown = await client.call<{ data: Product }>("GET", `/products/${product.id}`);
        expect(shown.body.data.stock).toBe(audit.stock.get(product.id));
      }
      const sold = confirmed.filter((b) => b.productId === products[0]!.id).reduce((sum, b) => sum + b.quantity, 0);
      expect(audit.stock.get(products[0]!.id)).toBeLessThanOrEqual(STOCK - sold);
    } finally {
      doc.destroy();
    }
  }, 180_000);

  it("killed alone, as the OOM killer would, the shop's Node process takes DynamoDB Local with it, and starts again", async () => {
    const running = shop!;
    const before = await client.call<{ data: Order[] }>("GET", "/orders/my-orders", { token: shoppers[0]!.token });
    expect(before.status).toBe(200);
    // Only the Node process that serves the shop dies; nobody signals Java or the watchdog.
    process.kill(shopServerPid(dynamoFolder(dataDir)), "SIGKILL");
    const deadline = Date.now() + 10_000;
    while ((dynamoProcessesFor(dynamoFolder(dataDir)).length > 0 || (await portAnswers(port))) && Date.now() < deadline) await sleep(100);
    expect(dynamoProcessesFor(dynamoFolder(dataDir))).toEqual([]);
    expect(await portAnswers(port)).toBe(false);
    // Whatever of the launcher is left (npx, tsx) goes too.
    await running.kill("SIGKILL");

    shop = await startShopProcess({ port, dataDir });
    const after = await client.call<{ data: Order[] }>("GET", "/orders/my-orders", { token: shoppers[0]!.token });
    expect(after.status).toBe(200);
    expect(after.body.data.map((o) => [o.id, o.isPaid])).toEqual(before.body.data.map((o) => [o.id, o.isPaid]));
  }, 180_000);
});
