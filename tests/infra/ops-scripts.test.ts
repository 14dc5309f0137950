import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DeleteTableCommand } from "@aws-sdk/client-dynamodb";
import { PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../functions/data/ids.js";
import { outboxLeases } from "../../functions/data/outbox-leases.js";
import { labelled, transactWrite } from "../../functions/data/transact.js";
import { accountClosed, orderConfirmed } from "../../functions/outbox/outbox-messages.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import { runScript as runScriptAs } from "../support/run-script.js";
import { localMailbox, outboxDeps, type Mailbox } from "../support/mailbox.js";
import { samplePaidOrder } from "../support/sample-order.js";
import { sampleProduct } from "../support/sample-product.js";
import { freshTable, type TestTable } from "../support/test-table.js";

// The runbooks' scripts (docs/operations.md, "Runbooks"), run as an operator runs them: a separate
// process, the table named by the environment, against DynamoDB Local and the local SES stand-in.

let shop: TestTable;
let mailbox: Mailbox;
let workDir: string;

beforeAll(async () => {
  shop = await freshTable();
  mailbox = await localMailbox();
  workDir = mkdtempSync(join(tmpdir(), "ops-scripts-"));
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const runScript = (script: string, args: string[]) => runScriptAs(script, args, { DYNAMO_ENDPOINT: shop.config.dynamoEndpoint!, TABLE_NAME: shop.config.tableName });

const allItems = async (tableName: string) => {
  const { Items = [] } = await shop.repos.db.doc.send(new ScanCommand({ TableName: tableName, ConsistentRead: true }));
  return Items.sort((a, b) => `${String(a.pk)}|${String(a.sk)}`.localeCompare(`${String(b.pk)}|${String(b.sk)}`));
};

describe("restoring the table (rehearsed on DynamoDB Local by export and import)", () => {
  it("copies every item into a new table through a file, the counts match, and refuses a table that exists", async () => {
    await shop.repos.products.create(sampleProduct({ name: "Chanderi Silk Dupatta" }));
    const order = samplePaidOrder(newId(), { userId: "u-restore", email: "asha@example.in" });
    await shop.repos.orders.create(order);
    // A binary attribute must survive the file: a PDF item from before issue 42 holds its bytes.
    await shop.repos.db.doc.send(new PutCommand({ TableName: shop.config.tableName, Item: { pk: `DOCUMENT_PDF#${order.id}`, sk: "INVOICE", entity: "document-pdf", number: "INV/2026-27/000001", pdf: new Uint8Array([37, 80, 68, 70, 0, 255]) } }));
    const restored = `restored_${randomUUID().slice(0, 8)}`;
    const file = join(workDir, "export.jsonl");

    const run = await runScript("scripts/restore-table.ts", [shop.config.tableName, restored, file]);
    try {
      expect(run.code).toBe(0);
      const source = await allItems(shop.config.tableName);
      expect(run.stdout).toContain(`exported ${source.length} items of ${shop.config.tableName}`);
      expect(run.stdout).toContain(`${shop.config.tableName}: ${source.length} items; ${restored}: ${source.length} items: counts match`);
      expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(source.length);
      // Not only as many: the same items, bytes and all.
      expect(await allItems(restored)).toEqual(source);
      expect(source.some((item) => item.pdf instanceof Uint8Array)).toBe(true);

      const again = await runScript("scripts/restore-table.ts", [shop.config.tableName, restored]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`Table ${restored} already exists`);
    } finally {
      await shop.repos.db.doc.send(new DeleteTableCommand({ TableName: restored })).catch(() => undefined);
    }
  });
});

describe("replaying the outbox", () => {
  it("lists the messages given up on, puts them back on the due list with --replay, and the next run sends them", async () => {
    const outbox = outboxDeps(shop, mailbox);
    const to = `meera.${randomUUID().slice(0, 6)}@example.in`;
    const message = accountClosed(`u-${randomUUID()}`, { email: to, name: "Meera", forfeitedPaise: 0 });
    await transactWrite(shop.repos.db, labelled("test mail", shop.repos.outbox.enqueueAction(message)));
    // SES is away for good: four days on, the sender gives up.
    await mailbox.stop();
    await drainOutbox(outbox, { now: new Date(Date.now() + 4 * 24 * 3600_000) });
    await mailbox.restart();
    expect((await outboxLeases(shop.repos.db).get(message.id))?.gaveUpAt).toBeDefined();

    const listed = await runScript("scripts/replay-outbox.ts", []);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("1 given up");
    expect(listed.stdout).toContain(`${message.id}  (account.closed)`);
    expect(listed.stdout).toContain("Run again with --replay");
    // Listing changed nothing.
    await drainOutbox(outbox);
    expect((await mailbox.emails()).filter((e) => e.destination.to.includes(to))).toEqual([]);

    const replayed = await runScript("scripts/replay-outbox.ts", ["--replay"]);
    expect(replayed.stdout).toContain(`${message.id}  (account.closed)`);
    expect(replayed.stdout).toContain("→ replayed");
    await drainOutbox(outbox);
    expect((await mailbox.emails()).filter((e) => e.destination.to.includes(to))).toHaveLength(1);
    const item = await outboxLeases(shop.repos.db).get(message.id);
    expect(item).toMatchObject({ done: ["mail-closed"], sentAt: expect.any(String) });

    // Nothing left to replay; a second replay sends nothing twice.
    const after = await runScript("scripts/replay-outbox.ts", ["--replay", message.id]);
    expect(after.stdout).toContain(`${message.id}: not a given-up message`);
    expect(after.stdout).toContain("0 given up");
  });
});

describe("reading an order's trail", () => {
  it("prints the order's history, payment-side items and outbox messages oldest first, by its id", async () => {
    const order = samplePaidOrder(newId(), { userId: "u-trail", email: "asha@example.in" });
    order.statusHistory = [
      { status: "pending", at: "2026-12-01T10:00:00.000Z", by: "system" },
      { status: "processing", at: "2026-12-01T10:02:00.000Z", by: "webhook" },
      { status: "shipped", at: "2026-12-02T09:00:00.000Z", by: "admin:meera", note: "Delhivery" },
    ];
    order.createdAt = "2026-12-01T10:00:00.000Z";
    await shop.repos.orders.create(order);
    await transactWrite(shop.repos.db, labelled("confirmed mail", shop.repos.outbox.enqueueAction(orderConfirmed(order.id))));

    const run = await runScript("scripts/order-trail.ts", [order.id]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^2026-12-01T10:00:00.000Z\s+order placed: 1 line\(s\), total 899900 paise/);
    expect(lines).toContainEqual(expect.stringMatching(/^2026-12-02T09:00:00.000Z\s+status shipped by admin:meera \(Delhivery\)$/));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`outbox order\\.confirmed#${order.id}: due .*, 0 attempt\\(s\\); done \\[\\]`)));
    // Oldest first.
    const times = lines.map((line) => line.slice(0, 24).trim());
    expect([...times].sort()).toEqual(times);

    const missing = await runScript("scripts/order-trail.ts", ["no-such-order"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No order no-such-order in the table");
  });
});
