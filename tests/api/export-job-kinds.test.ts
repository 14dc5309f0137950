import { beforeAll, describe, expect, it } from "vitest";
import { exportJobRepository, type ExportJob, type ExportJobRepository } from "../../functions/data/export-jobs.js";
import { newId } from "../../functions/data/ids.js";
import { exportDeps } from "../../functions/exports/export-runner.js";
import { runExportJob, type ExportRunDeps, type RunOutcome } from "../../functions/exports/run-export.js";
import { b2csSummaryCsv, productsCsv } from "../support/whole-exports.js";
import { drainOutbox } from "../../functions/outbox/process-outbox.js";
import type { ExportJobView } from "../../shared/schemas/export-job.js";
import { shopDate } from "../../shared/shop-calendar.js";
import { downloadedExport, exportedFile, finishedExport, startedExport } from "../support/export-job.js";
import { localMailbox, outboxDeps } from "../support/mailbox.js";
import { ADDRESS, paymentShop } from "../support/payment-harness.js";

// GSTR-1's B2C summary and the products CSV as background jobs (issue 29), like the orders CSV:
// each file is its old one-answer download's, byte for byte, whether one invocation writes it or
// many hand it on; the summary's sums (and the catalogue's sizes) are kept on the job between
// invocations, and a replayed write of them is refused, so no page is ever counted twice; a job
// that fails drops its upload.

type Shop = Awaited<ReturnType<typeof paymentShop>>;
type Kind = "gstr1" | "products";
let shop: Shop;
let admin: Awaited<ReturnType<Shop["admin"]>>;
const today = shopDate(new Date());
const KINDS: Kind[] = ["gstr1", "products"];

async function paidOrder(lines: Array<{ price: number; quantity: number }>, address = ADDRESS) {
  const items = [];
  for (const line of lines) {
    const product = await shop.product({ price: line.price, sizes: ["M", "Free Size"], stockBySize: { M: 20, "Free Size": 3 } });
    items.push({ product: product.id, size: "M", quantity: line.quantity });
  }
  return shop.paidOrder(items, address);
}

beforeAll(async () => {
  shop = await paymentShop();
  admin = await shop.admin();
  // Two states (IGST, CGST + SGST), two rates (under and over ₹1,000 a piece), a credit note.
  const jaipur = { ...ADDRESS, city: "Jaipur", state: "Rajasthan", pincode: "302001" };
  await paidOrder([{ price: 1999, quantity: 2 }, { price: 899, quantity: 1 }], jaipur);
  const away = await paidOrder([{ price: 2100, quantity: 3 }]);
  await paidOrder([{ price: 750, quantity: 2 }]);
  await paidOrder([{ price: 3200, quantity: 1 }], jaipur);
  expect((await shop.call("POST", "/api/payments/admin/refund", admin.headers, { paymentId: away.id, amount: 500, reason: "Late delivery" })).status).toBe(200);
  await drainOutbox(outboxDeps(shop, await localMailbox()));
  // Sizes met in no usual order, a cell a spreadsheet would run, a description over two lines.
  await shop.product({ name: "Waist sized palazzo", sizes: ["34", "S", "32"], stockBySize: { 34: 2, S: 1, 32: 0 } });
  await shop.product({ name: '=HYPERLINK("http://evil.example","Sale")', sizes: ["XXL", "XS"], stockBySize: { XXL: 1, XS: 4 }, description: "Line one, with a comma\nand a \"quoted\" second line" });
  await shop.product({ name: "Inactive kurta", sizes: ["L"], stockBySize: { L: 1 }, isActive: false });
}, 90_000);

/** What the old GET answered: a byte-order mark, then the whole CSV from one read. */
async function oldDownload(kind: Kind): Promise<Buffer> {
  const csv = kind === "gstr1" ? await b2csSummaryCsv(shop.repos, today, today) : await productsCsv(await shop.repos.products.listAll());
  return Buffer.from(`\uFEFF${csv}`, "utf8");
}

const asked = (kind: Kind) => (kind === "gstr1" ? { kind, from: today, to: today } : { kind });

/** A job made as the route makes one, run below by hand. */
async function newJob(kind: Kind): Promise<ExportJob> {
  const id = newId();
  const fileName = kind === "gstr1" ? `gstr1-b2cs-${today}-to-${today}.csv` : `products-${today}.csv`;
  const range = kind === "gstr1" ? { from: today, to: today } : {};
  return exportJobRepository(shop.repos.db).create({ id, kind, ...range, fileName, key: `exports/${id}/${fileName}`, startedBy: admin.user.id, createdAt: new Date().toISOString() });
}

/** Invocations with no time to spare: each reads one page (a document, a product), then hands on. */
function tinyBudget(handedOff: string[], partBytes: number): ExportRunDeps {
  return { ...exportDeps(shop.config, shop.repos.db, () => 0, { start: async (id) => void handedOff.push(id) }), partBytes, pageSize: 1, marginMs: 1000 };
}

async function viewOf(id: string): Promise<ExportJobView> {
  return ((await (await shop.call("GET", `/api/admin/exports/${id}`, admin.headers)).json()) as { data: ExportJobView }).data;
}

/** Runs the job's invocations one after another, as Lambda would, noting its progress between them. */
async function runToTheEnd(deps: ExportRunDeps, handedOff: string[], id: string) {
  const progress: number[] = [];
  let invocations = 1;
  let outcome: RunOutcome = await runExportJob(deps, id);
  while (outcome === "handed-off") {
    progress.push((await viewOf(id)).percent);
    invocations += 1;
    outcome = await runExportJob(deps, handedOff.at(-1)!);
  }
  return { outcome, progress, invocations };
}

describe("GSTR-1's summary and the products CSV in the background", () => {
  it.each(KINDS)("%s: answers 202 at once, and its file is the old download's, byte for byte, under the same name", async (kind) => {
    const started = await startedExport(shop.call, admin.headers, asked(kind));
    expect(started).toMatchObject({ kind, state: "running", percent: 0, rows: 0 });
    expect(started.fileName).toBe(kind === "gstr1" ? `gstr1-b2cs-${today}-to-${today}.csv` : `products-${today}.csv`);
    if (kind === "products") expect(started.from).toBeUndefined();
    // One export at a time per person (issue 41): the second starts once the first is made.
    await finishedExport(shop.call, admin.headers, started.id);
    const { response, bytes } = await exportedFile(shop.call, admin.headers, asked(kind));
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${started.fileName}"`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(bytes.equals(await oldDownload(kind))).toBe(true);
    // Not a trivial file: three places and rates (the credit note netted), or every product.
    expect(bytes.toString("utf8").trim().split("\r\n").length).toBeGreaterThanOrEqual(kind === "gstr1" ? 4 : 9);
  });

  for (const [budget, partBytes] of [["a part a page", 1], ["short of a part each time (carried)", 1024 * 1024]] as const) {
    it.each(KINDS)(`%s: hands itself on page by page, ${budget}, its progress rising, and writes the same file`, async (kind) => {
      const job = await newJob(kind);
      const handedOff: string[] = [];
      const { outcome, progress, invocations } = await runToTheEnd(tinyBudget(handedOff, partBytes), handedOff, job.id);
      expect(outcome).toBe("ready");
      // At least a page per document (or product) read for the tally, and the products again for the rows.
      expect(invocations).toBeGreaterThanOrEqual(kind === "gstr1" ? 5 : 14);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.every((percent) => percent < 100)).toBe(true);
      const done = await viewOf(job.id);
      expect(done).toMatchObject({ state: "ready", percent: 100 });
      const { bytes } = await downloadedExport(done);
      expect(bytes.equals(await oldDownload(kind))).toBe(true);
      // Every line counted: the header is not one.
      expect(done.rows).toBe(bytes.toString("utf8").replace(/\r\n$/, "").split("\r\n").length - 1);
    });
  }

  it.each(KINDS)("%s: counts each page once when every write of the sums is delivered twice, and when the job's event is", async (kind) => {
    const job = await newJob(kind);
    const handedOff: string[] = [];
    const deps = tinyBudget(handedOff, 1);
    const replays: boolean[] = [];
    // Each write of the tally sent again with the same step, as a retried request would be.
    const jobs: ExportJobRepository = {
      ...deps.jobs,
      recordTally: async (id, leaseId, written) => {
        const first = await deps.jobs.recordTally(id, leaseId, written);
        replays.push(await deps.jobs.recordTally(id, leaseId, written));
        return first;
      },
    };
    const replayed = { ...deps, jobs };
    // Two deliveries of the first event at once: one takes the job, the other leaves it.
    expect((await Promise.all([runExportJob(replayed, job.id), runExportJob(replayed, job.id)])).sort()).toEqual(["handed-off", "not-ours"]);
    const { outcome } = await runToTheEnd(replayed, handedOff, handedOff.at(-1)!);
    expect(outcome).toBe("ready");
    expect(replays.length).toBeGreaterThanOrEqual(kind === "gstr1" ? 5 : 7);
    expect(replays.every((accepted) => !accepted)).toBe(true);
    const stored = (await exportJobRepository(shop.repos.db).get(job.id))!;
    expect(stored.tallySteps).toBe(replays.length);
    // A late delivery after the end writes nothing.
    expect(await runExportJob(replayed, job.id)).toBe("not-ours");
    const { bytes } = await downloadedExport(await viewOf(job.id));
    expect(bytes.equals(await oldDownload(kind))).toBe(true);
  });

  it.each(KINDS)("%s: goes on when a write of the sums was made but its answer lost, and counts it once", async (kind) => {
    const job = await newJob(kind);
    const handedOff: string[] = [];
    const deps = tinyBudget(handedOff, 1);
    let lost = 0;
    // Every write of the tally is made, then reported refused, as the retry of a request whose answer timed out would be.
    const jobs: ExportJobRepository = { ...deps.jobs, recordTally: async (id, leaseId, written) => (await deps.jobs.recordTally(id, leaseId, written), lost++, false) };
    const { outcome } = await runToTheEnd({ ...deps, jobs }, handedOff, job.id);
    expect(outcome).toBe("ready");
    expect(lost).toBe((await exportJobRepository(shop.repos.db).get(job.id))!.tallySteps);
    const { bytes } = await downloadedExport(await viewOf(job.id));
    expect(bytes.equals(await oldDownload(kind))).toBe(true);
  });

  it.each(KINDS)("%s: says so when it fails, and drops its upload's parts", async (kind) => {
    const job = await newJob(kind);
    const deps = exportDeps(shop.config, shop.repos.db, () => 20_000, { start: async () => {} });
    const aborted: string[] = [];
    const broken: ExportRunDeps = {
      ...deps,
      files: { ...deps.files, abort: (key, uploadId) => (aborted.push(uploadId), deps.files.abort(key, uploadId)), putPart: () => Promise.reject(new Error("bucket unreachable")) },
    };
    expect(await runExportJob(broken, job.id)).toBe("failed");
    const failed = (await exportJobRepository(shop.repos.db).get(job.id))!;
    expect(failed.tallied).toBe(true);
    expect(aborted).toEqual([failed.uploadId]);
    await expect(deps.files.abort(failed.key, failed.uploadId!)).rejects.toThrow(/does not exist/);
    // The catalogue has no range to shorten.
    const error = kind === "gstr1" ? "The export could not be finished. Start it again; if it fails again, try a shorter range." : "The export could not be finished. Start it again.";
    expect(await viewOf(job.id)).toMatchObject({ state: "failed", error });
  });
});
