import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../functions/accounts/sessions.js";
import { exportJobRepository, type ExportJob } from "../../functions/data/export-jobs.js";
import { newId } from "../../functions/data/ids.js";
import type { ExportFileStore } from "../../functions/exports/export-file-store.js";
import { exportDeps } from "../../functions/exports/export-runner.js";
import { runExportJob, type ExportRunDeps, type RunOutcome } from "../../functions/exports/run-export.js";
import { orderLinesCsv } from "../support/whole-exports.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import type { ExportJobView } from "../../shared/schemas/export-job.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { downloadedExport, exportedOrders, finishedExport, startedExport } from "../support/export-job.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { paymentShop } from "../support/payment-harness.js";

// The accountant's orders CSV as a background job (issue 29): the file in the bucket is the old
// download's byte for byte, whether one invocation writes it or many hand it on; a replayed
// invocation writes nothing twice; only staff with `exports` start or see jobs.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
const today = shopDate(new Date());

/** What GET /api/admin/orders/export.csv answered for the range: a byte-order mark, then the CSV's pages. */
async function oldDownload(from: string, to: string): Promise<Buffer> {
  let csv = "\uFEFF";
  csv += await orderLinesCsv(shop.repos, from, to);
  return Buffer.from(csv, "utf8");
}

async function paidOrder(price: number, quantity: number) {
  const product = await shop.product({ price, sizes: ["M"], stockBySize: { M: 20 }, name: 'Kurta "Mehr", =cotton' });
  return shop.paidOrder([{ product: product.id, size: "M", quantity }]);
}

beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
  const paid = [];
  for (const [price, quantity] of [[1999, 2], [3200, 1], [2100, 3], [899, 1]] as const) paid.push(await paidOrder(price, quantity));
  expect((await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: paid[2]!.id, amount: 500, reason: "Late delivery" })).status).toBe(200);
  await drainOutbox(outboxDeps(shop, await localMailbox()));
}, 60_000);

/** A job made as the route makes one, run below by hand. */
async function newJob(): Promise<ExportJob> {
  const id = newId();
  const fileName = `orders-${today}-to-${today}.csv`;
  return exportJobRepository(shop.repos.db).create({ id, kind: "orders", from: today, to: today, fileName, key: `exports/${id}/${fileName}`, startedBy: admin.user.id, createdAt: new Date().toISOString() });
}

/** The bucket's calls counted: each part number written, how many times. */
function countingFiles(files: ExportFileStore, written: number[]): ExportFileStore {
  return { ...files, putPart: (key, uploadId, n, body) => (written.push(n), files.putPart(key, uploadId, n, body)) };
}

/** Invocations with no time to spare (each writes one part, then hands on), a document a page, a part a page. */
function tinyBudget(handedOff: string[], written: number[]): ExportRunDeps {
  const deps = exportDeps(shop.config, shop.repos.db, () => 0, { start: async (id) => void handedOff.push(id) });
  return { ...deps, files: countingFiles(deps.files, written), partBytes: 1, pageSize: 1, marginMs: 1000 };
}

async function viewOf(id: string): Promise<ExportJobView> {
  return ((await (await shop.call("GET", `/api/admin/exports/${id}`, admin.headers)).json()) as { data: ExportJobView }).data;
}

describe("an orders export in the background", () => {
  it("answers 202 at once, and its file is the old download's, byte for byte, under the same name", async () => {
    const started = await startedExport(shop.call, admin.headers, { kind: "orders", from: today, to: today });
    expect(started).toMatchObject({ kind: "orders", from: today, to: today, fileName: `orders-${today}-to-${today}.csv`, state: "running", percent: 0, rows: 0 });
    const done = await finishedExport(shop.call, admin.headers, started.id);
    expect(done).toMatchObject({ state: "ready", percent: 100 });
    const { response, bytes } = await downloadedExport(done);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(bytes.equals(await oldDownload(today, today))).toBe(true);
    // Every line counted: the header is not one.
    expect(done.rows).toBe(bytes.toString("utf8").split("\r\n").length - 2);

    const recent = (await (await shop.call("GET", "/api/admin/exports", admin.headers)).json()) as { data: ExportJobView[] };
    expect(recent.data[0]).toMatchObject({ id: started.id, state: "ready" });
    expect(recent.data[0]!.downloadUrl).toContain("X-Amz-Signature=");
    expect(recent.data[0]!.downloadUrl).toContain("X-Amz-Expires=300");
  });

  it("hands itself on when its time runs short, its progress rising to done, and writes the same file", async () => {
    const job = await newJob();
    const handedOff: string[] = [];
    const written: number[] = [];
    const deps = tinyBudget(handedOff, written);
    const progress: number[] = [];
    let outcome: RunOutcome = await runExportJob(deps, job.id);
    while (outcome === "handed-off") {
      progress.push((await viewOf(job.id)).percent);
      outcome = await runExportJob(deps, handedOff.at(-1)!);
    }
    expect(outcome).toBe("ready");
    // The header's part, then a part per document.
    expect(handedOff.length).toBeGreaterThanOrEqual(5);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((percent) => percent < 100)).toBe(true);
    const done = await viewOf(job.id);
    expect(done.percent).toBe(100);
    expect(written).toEqual(written.map((_, i) => i + 1));
    const { bytes } = await downloadedExport(done);
    expect(bytes.equals(await oldDownload(today, today))).toBe(true);
  });

  it("keeps what an invocation gathered short of a part for the next one, and writes the same file", async () => {
    const job = await newJob();
    const handedOff: string[] = [];
    const written: number[] = [];
    // Parts larger than the whole file: every invocation but the last ends on a carry, not a part.
    const deps = { ...tinyBudget(handedOff, written), partBytes: 1024 * 1024 };
    const carried: number[] = [];
    let outcome: RunOutcome = await runExportJob(deps, job.id);
    while (outcome === "handed-off") {
      const stored = (await exportJobRepository(shop.repos.db).get(job.id))!;
      expect(stored.parts).toEqual([]);
      carried.push(stored.carryBytes);
      expect((await viewOf(job.id)).rows).toBe(stored.carryRows);
      outcome = await runExportJob(deps, handedOff.at(-1)!);
    }
    expect(outcome).toBe("ready");
    expect(carried.length).toBeGreaterThanOrEqual(4);
    expect(carried).toEqual([...carried].sort((a, b) => a - b));
    expect(written).toEqual([1]);
    const { bytes } = await downloadedExport(await viewOf(job.id));
    expect(bytes.equals(await oldDownload(today, today))).toBe(true);
  });

  it("writes no part twice when an invocation is delivered twice, at once or after the job is done", async () => {
    const job = await newJob();
    const handedOff: string[] = [];
    const written: number[] = [];
    const deps = tinyBudget(handedOff, written);
    // Two deliveries of the same event at once: one takes the job, the other leaves it.
    const outcomes = await Promise.all([runExportJob(deps, job.id), runExportJob(deps, job.id)]);
    expect(outcomes.sort()).toEqual(["handed-off", "not-ours"]);
    let outcome: RunOutcome = "handed-off";
    while (outcome === "handed-off") {
      const id = handedOff.pop()!;
      // Each hand-off replayed too, one after the other: the second finds the job moved on or done.
      outcome = await runExportJob(deps, id);
      if (outcome === "handed-off" || outcome === "ready") expect(["handed-off", "ready", "not-ours"]).toContain(await runExportJob({ ...deps, handOff: async () => {} }, id));
    }
    const stored = await exportJobRepository(shop.repos.db).get(job.id);
    expect(stored!.state).toBe("ready");
    expect(stored!.parts.map((part) => part.n)).toEqual(stored!.parts.map((_, i) => i + 1));
    const before = written.length;
    expect(await runExportJob(deps, job.id)).toBe("not-ours");
    expect(written.length).toBe(before);
    const { bytes } = await downloadedExport(await viewOf(job.id));
    expect(bytes.equals(await oldDownload(today, today))).toBe(true);
  });

  it("says so when it fails, and another can be started", async () => {
    const job = await newJob();
    const deps = exportDeps(shop.config, shop.repos.db, () => 20_000, { start: async () => {} });
    const aborted: string[] = [];
    const files = { ...deps.files, abort: (key: string, uploadId: string) => (aborted.push(uploadId), deps.files.abort(key, uploadId)) };
    const broken: ExportRunDeps = { ...deps, files: { ...files, putPart: () => Promise.reject(new Error("bucket unreachable")) } };
    expect(await runExportJob(broken, job.id)).toBe("failed");
    // Its upload's parts are dropped, not kept (and billed) in the bucket.
    const failed = await exportJobRepository(shop.repos.db).get(job.id);
    expect(aborted).toEqual([failed!.uploadId]);
    await expect(deps.files.abort(failed!.key, failed!.uploadId!)).rejects.toThrow(/does not exist/);
    expect(await viewOf(job.id)).toMatchObject({ state: "failed", error: "The export could not be finished. Start it again; if it fails again, try a shorter range." });
    const { bytes } = await exportedOrders(shop.call, admin.headers, today, today);
    expect(bytes.equals(await oldDownload(today, today))).toBe(true);
  });

  it("is for staff with the exports permission only", async () => {
    const started = await startedExport(shop.call, admin.headers, { kind: "orders", from: today, to: today });
    const staffUser = await shop.repos.users.create({ name: "Asha Staff", email: `staff.${Date.now()}@shop.in`, passwordHash: "x", role: "staff" });
    const staff = { authorization: `Bearer ${await startSession(shop.repos, shop.config.jwtSecret, staffUser)}`, "content-type": "application/json" };
    const shopper = (await shop.shopper()).headers;
    for (const headers of [staff, shopper]) {
      expect((await shop.call("POST", "/api/admin/exports", headers, { kind: "orders", from: today, to: today })).status).toBe(403);
      expect((await shop.call("GET", "/api/admin/exports", headers)).status).toBe(403);
      expect((await shop.call("GET", `/api/admin/exports/${started.id}`, headers)).status).toBe(403);
    }
    expect((await shop.call("GET", "/api/admin/exports", {})).status).toBe(401);
    const unknown = await shop.call("GET", `/api/admin/exports/${newId()}`, admin.headers);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: "Export not found" });
    expect((await shop.call("GET", "/api/admin/exports/not-an-id", admin.headers)).status).toBe(404);
    await finishedExport(shop.call, admin.headers, started.id);
  });

  it("refuses what it cannot export, with the reason", async () => {
    const KINDS_ERROR = 'kind must be "orders", "gstr1", "gstr1-b2b", "gstr1-b2cl", "gstr1-cdnr", "gstr1-cdnur", "gstr1-hsn-b2b", "gstr1-hsn-b2c", "gstr1-docs", "products" or "fit-advice"';
    const recentIds = async () => ((await (await shop.call("GET", "/api/admin/exports", admin.headers)).json()) as { data: ExportJobView[] }).data.map((job) => job.id);
    const before = await recentIds();
    const cases: Array<[unknown, string]> = [
      [{ from: today, to: today }, KINDS_ERROR],
      [{ kind: "invoices", from: today, to: today }, KINDS_ERROR],
      [[{ kind: "orders" }], "The request must be a object"],
      [{ kind: "orders", from: today }, "to is required, as a date like 2026-04-01"],
      [{ kind: "gstr1", from: today, to: "2020-01-01" }, "to must be on or after from"],
      [{ kind: "gstr1", from: "2024-01-01", to: "2026-01-01" }, "Export at most 366 days at once"],
      [{ kind: "orders", from: today, to: today, extra: 1 }, "Unknown field: extra"],
      [{ kind: "products", from: today, to: today }, "Unknown fields: from, to"],
    ];
    for (const [body, error] of cases) {
      const response = await shop.call("POST", "/api/admin/exports", admin.headers, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ success: false, error });
    }
    // Nothing was written: no job, no file.
    expect(await recentIds()).toEqual(before);
  });
});
