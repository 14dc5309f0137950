import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../functions/app.js";
import { LOW_STOCK_THRESHOLD, lowStockSizes } from "../../shared/stock.js";
import { setStock } from "../support/set-stock.js";
import { scanTable } from "../support/table-audit.js";
import { authHeader, signIn, type SignedIn } from "../support/auth.js";
import { sampleProduct } from "../support/sample-product.js";
import { json, testApp } from "../support/test-app.js";

// Issue 41 item 2: 300 admins asking for the dashboard's figures at once make one set of
// DynamoDB reads (single-flight in the process), and all get the same figures, which equal a
// recount of the table. Reads are counted on the document client's own middleware stack.

type Shop = Awaited<ReturnType<typeof testApp>>;
type Stats = { totalUsers: number; totalProducts: number; totalOrders: number; totalRevenue: number; lowStock: unknown[]; recentOrders: unknown[] };

const READS = new Set(["GetItemCommand", "QueryCommand", "ScanCommand", "BatchGetItemCommand", "TransactGetItemsCommand"]);

describe("GET /api/admin/stats under 300 at once", () => {
  let shop: Shop;
  let admin: SignedIn;
  /** Every read the shop's document client sends while `recording` holds: command and what it asked for. */
  const reads: string[] = [];
  let recording = false;

  beforeAll(async () => {
    shop = await testApp({ env: { ADMIN_STATS_FRESH_SECONDS: "60" } });
    (shop.repos.db.doc as unknown as DynamoDBClient).middlewareStack.add(
      (next, context) => async (args) => {
        if (recording && READS.has(String(context.commandName))) {
          const input = args.input as { IndexName?: string; Key?: unknown; ExpressionAttributeValues?: unknown };
          reads.push(`${String(context.commandName)} ${input.IndexName ?? ""} ${JSON.stringify(input.Key ?? input.ExpressionAttributeValues ?? {})}`);
        }
        return next(args);
      },
      { step: "initialize", name: "testCountReads" },
    );
    admin = await signIn(shop.app, shop.repos, { role: "admin" });
    for (let n = 0; n < 3; n++) await signIn(shop.app, shop.repos);
    const kurta = await shop.repos.products.create(sampleProduct({ name: "Bandhani Kurta" }));
    await setStock(shop.repos.db, kurta.id, { S: 1, M: 0 });
    await shop.repos.products.create(sampleProduct({ name: "Ikat Dupatta" }));
  });

  /** A new app over the same table: a process that has not read the figures yet. */
  const freshProcess = () => createApp({ config: shop.config, repos: shop.repos, gateway: shop.gateway, courier: shop.courier });

  async function ask(app: ReturnType<typeof createApp>, times: number): Promise<{ bodies: Stats[]; reads: string[] }> {
    reads.length = 0;
    recording = true;
    const responses = await Promise.all(Array.from({ length: times }, () => app.request("/api/admin/stats", { headers: authHeader(admin.token) })));
    recording = false;
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const bodies = await Promise.all(responses.map(async (r) => (await json<{ data: Stats }>(r)).data));
    return { bodies, reads: [...reads] };
  }

  // The sign-in check reads the account and its session on every call: not the figures' reads.
  const figuresReads = (list: string[]) => list.filter((read) => !/"pk":"(USER|SESSION)#/.test(read)).sort();

  it("make one set of reads, and every admin gets the same figures, equal to a recount", async () => {
    const one = await ask(freshProcess(), 1);
    expect(figuresReads(one.reads).length).toBeGreaterThan(0);

    const many = await ask(freshProcess(), 300);
    expect(figuresReads(many.reads)).toEqual(figuresReads(one.reads));
    for (const body of many.bodies) expect(body).toEqual(one.bodies[0]);

    const items = await scanTable(shop.repos.db.doc, shop.repos.db.tableName);
    const figures = many.bodies[0]!;
    expect(figures.totalUsers).toBe(items.filter((item) => item.entity === "user").length);
    expect(figures.totalProducts).toBe(items.filter((item) => item.entity === "product").length);
    expect(figures.totalOrders).toBe(items.filter((item) => item.entity === "order" && item.isPaid === true).length);
    const lowRecount = (await shop.repos.products.listAll())
      .filter((product) => product.isActive)
      .flatMap((product) => lowStockSizes(product, LOW_STOCK_THRESHOLD).map(({ size, left }) => ({ productId: product.id, name: product.name, size, left })));
    expect(figures.lowStock).toHaveLength(lowRecount.length);
    expect(figures.lowStock).toEqual(expect.arrayContaining(lowRecount));
    expect(figures.lowStock).toContainEqual(expect.objectContaining({ name: "Bandhani Kurta", left: 0 }));
  });

  it("an admin asking moments later shares the answer; a write in the process makes the next one read again", async () => {
    const app = freshProcess();
    const first = await ask(app, 1);
    const later = await ask(app, 5);
    expect(figuresReads(later.reads)).toEqual([]);
    for (const body of later.bodies) expect(body).toEqual(first.bodies[0]);

    await shop.repos.products.create(sampleProduct({ name: "Chikankari Anarkali" }));
    const after = await ask(app, 3);
    expect(figuresReads(after.reads)).toEqual(figuresReads(first.reads));
    for (const body of after.bodies) expect(body.totalProducts).toBe(first.bodies[0]!.totalProducts + 1);
  });
});
