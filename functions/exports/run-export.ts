import type { Db } from "../data/db.js";
import type { ExportJob, ExportJobRepository, ExportPart } from "../data/export-jobs.js";
import { newId } from "../data/ids.js";
import type { ExportKind } from "../../shared/schemas/export-job.js";
import type { ExportFileStore } from "./export-file-store.js";
import type { ExportSource, ExportSourceFor } from "./export-source.js";
import { gstr1DocsSource } from "./gstr1-docs-export-source.js";
import { gstr1ExportSource } from "./gstr1-export-source.js";
import { gstr1HsnSource } from "./gstr1-hsn-export-source.js";
import { gstr1TableSource } from "./gstr1-table-export-source.js";
import { B2B_TABLE, B2CL_TABLE, CDNR_TABLE, CDNUR_TABLE } from "../orders/gstr1-invoice-tables.js";
import { ordersExportSource } from "./orders-export-source.js";
import { productsExportSource } from "./products-export-source.js";
import { fitAdviceExportSource } from "./fit-advice-export-source.js";

// One invocation of an export job: takes the job's lease; for a kind that sums before it writes
// (export-source.ts), reads on from the tally's cursor and records the tally after every page;
// then reads the file's pages from the job's cursor, uploads a part whenever enough bytes have
// gathered and records it (with the cursor after it) on the job, and when its time runs short
// keeps what it gathered short of a part beside the file and hands the job to the next
// invocation. The older kinds' files are their old downloads', byte for byte.

const SOURCES: Record<ExportKind, ExportSourceFor> = {
  orders: ordersExportSource,
  gstr1: gstr1ExportSource,
  "gstr1-b2b": gstr1TableSource(B2B_TABLE),
  "gstr1-b2cl": gstr1TableSource(B2CL_TABLE),
  "gstr1-cdnr": gstr1TableSource(CDNR_TABLE),
  "gstr1-cdnur": gstr1TableSource(CDNUR_TABLE),
  "gstr1-hsn-b2b": gstr1HsnSource("b2b"),
  "gstr1-hsn-b2c": gstr1HsnSource("b2c"),
  "gstr1-docs": gstr1DocsSource,
  products: productsExportSource,
  "fit-advice": fitAdviceExportSource,
};

/** S3's smallest part but the last. */
export const PART_BYTES = 5 * 1024 * 1024;
export const EXPORT_FAILED = "The export could not be finished. Start it again; if it fails again, try a shorter range.";
/** The catalogue has no range to shorten. */
export const failedText = (kind: ExportKind) => (kind === "products" || kind === "fit-advice" ? "The export could not be finished. Start it again." : EXPORT_FAILED);

export interface ExportRunDeps {
  db: Db;
  jobs: ExportJobRepository;
  files: ExportFileStore;
  /** Milliseconds this invocation may still use. */
  timeLeft(): number;
  /** Starts the next invocation for the job, without waiting for it. */
  handOff(jobId: string): Promise<void>;
  /** Time kept back for a last page and its part (default 6 s). */
  marginMs?: number;
  partBytes?: number;
  pageSize?: number;
}

export type RunOutcome = "ready" | "handed-off" | "not-ours" | "failed";

export async function runExportJob(deps: ExportRunDeps, jobId: string): Promise<RunOutcome> {
  const marginMs = deps.marginMs ?? 6000;
  const leaseId = newId();
  // The lease outlasts the invocation (Lambda stops it at its timeout), so no two ever write at once.
  const job = await deps.jobs.claim(jobId, leaseId, deps.db.now().getTime() + deps.timeLeft() + 10_000);
  if (!job) return "not-ours";
  try {
    return await carryOn(deps, job, leaseId, marginMs);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", message: "export failed", jobId, error: error instanceof Error ? error.message : String(error) }));
    await deps.jobs.fail(jobId, failedText(job.kind));
    const failed = await deps.jobs.get(jobId).catch(() => undefined);
    if (failed?.uploadId) {
      await deps.files.abort(failed.key, failed.uploadId).catch((abortError: unknown) => {
        console.warn(JSON.stringify({ level: "warn", message: "export upload not aborted", jobId, error: abortError instanceof Error ? abortError.message : String(abortError) }));
      });
    }
    return "failed";
  }
}

/** Where an invocation's left-over bytes wait for the next one: beside the file, numbered. */
const carryKeyOf = (fileKey: string, seq: number) => fileKey.replace(/[^/]+$/, `carry-${seq}`);

async function carryOn(deps: ExportRunDeps, claimed: ExportJob, leaseId: string, marginMs: number): Promise<RunOutcome> {
  const source = SOURCES[claimed.kind](deps.db);
  let job = claimed;
  if (source.tallyPage && !job.tallied) {
    const tallied = await tallyOn(deps, source, job, leaseId, marginMs);
    if (typeof tallied === "string") return tallied;
    job = tallied;
  }
  return writeOn(deps, source, job, leaseId, marginMs);
}

/** Sums pages into the job's tally, each recorded as the next step; the job as it stands once all are read, or why this invocation stopped. */
async function tallyOn(deps: ExportRunDeps, source: ExportSource, claimed: ExportJob, leaseId: string, marginMs: number): Promise<ExportJob | RunOutcome> {
  let job = claimed;
  while (!job.tallied) {
    const page = await source.tallyPage!({ job, cursor: job.tallyCursor, pageSize: deps.pageSize, rowsBefore: 0 });
    const written = { step: job.tallySteps + 1, tally: page.tally, cursor: page.next, done: page.next === undefined, percent: Math.max(job.percent, page.percent) };
    // Refused: another invocation summed this page first (a replay), unless the refusal is of
    // this invocation's own write sent again (its answer lost): then the step is ours, and done.
    if (!(await deps.jobs.recordTally(job.id, leaseId, written))) {
      const stored = await deps.jobs.get(job.id);
      if (stored?.leaseId !== leaseId || stored.tallySteps !== written.step) return "not-ours";
    }
    job = { ...job, tally: written.tally, tallyCursor: written.cursor, tallySteps: written.step, tallied: written.done, percent: written.percent };
    if (!job.tallied && deps.timeLeft() < marginMs) return handOff(deps, job, leaseId);
  }
  return job;
}

async function handOff(deps: ExportRunDeps, job: ExportJob, leaseId: string): Promise<RunOutcome> {
  if (!(await deps.jobs.release(job.id, leaseId))) return "not-ours";
  await deps.handOff(job.id);
  return "handed-off";
}

async function writeOn(deps: ExportRunDeps, source: ExportSource, job: ExportJob, leaseId: string, marginMs: number): Promise<RunOutcome> {
  const partBytes = deps.partBytes ?? PART_BYTES;
  let uploadId = job.uploadId;
  if (!uploadId) {
    uploadId = await deps.files.start(job.key, job.fileName);
    if (!(await deps.jobs.setUpload(job.id, leaseId, uploadId))) return "not-ours";
  }
  const parts: ExportPart[] = [...job.parts];
  let { cursor, rows, bytes, percent, readAll, carrySeq } = job;
  const encoder = new TextEncoder();
  // Go on from the last invocation's carried bytes; the very first starts the file with its head.
  const startedFile = parts.length > 0 || carrySeq > 0;
  let pending: Uint8Array[] = job.carryBytes > 0 ? [await deps.files.readCarry(carryKeyOf(job.key, carrySeq))] : startedFile ? [] : [encoder.encode(await source.head(job))];
  let pendingBytes = pending.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  let pendingRows = job.carryRows;

  while (!readAll) {
    const page = await source.filePage({ job: { ...job, percent }, cursor, pageSize: deps.pageSize, rowsBefore: rows + pendingRows });
    const chunk = encoder.encode(page.text);
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    pendingRows += page.rows;
    cursor = page.next;
    let partRecorded = false;
    readAll = page.next === undefined;
    percent = readAll ? 99 : Math.max(percent, page.percent);
    if (pendingBytes >= partBytes || readAll) {
      const part = { n: parts.length + 1, etag: await deps.files.putPart(job.key, uploadId, parts.length + 1, concat(pending, pendingBytes)) };
      rows += pendingRows;
      bytes += pendingBytes;
      // Another invocation recorded this part first (a replay): it carries the job, not this one.
      if (!(await deps.jobs.recordPart(job.id, leaseId, { part, cursor, readAll, rows, bytes, percent }))) return "not-ours";
      parts.push(part);
      partRecorded = true;
      pending = [];
      pendingBytes = 0;
      pendingRows = 0;
    }
    if (!readAll && deps.timeLeft() < marginMs) {
      // Out of time short of a part: the bytes gathered wait in the bucket for the next invocation,
      // with the cursor after them. Pages that gave no lines (a file of some documents' lines only)
      // are recorded so too, by an empty carry, or every invocation would read them again.
      if (!partRecorded) {
        carrySeq += 1;
        if (pendingBytes > 0) await deps.files.putCarry(carryKeyOf(job.key, carrySeq), concat(pending, pendingBytes));
        if (!(await deps.jobs.recordCarry(job.id, leaseId, { seq: carrySeq, parts: parts.length, cursor, bytes: pendingBytes, rows: pendingRows, percent }))) return "not-ours";
      }
      return handOff(deps, job, leaseId);
    }
  }
  await deps.files.complete(job.key, uploadId, parts, bytes);
  return (await deps.jobs.finish(job.id, leaseId)) ? "ready" : "not-ours";
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}
