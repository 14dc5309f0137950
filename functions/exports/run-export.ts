import type { Db } from "../data/db.js";
import type { ExportJob, ExportJobRepository, ExportPart } from "../data/export-jobs.js";
import { newId } from "../data/ids.js";
import { csvRows, documentRows, ORDER_LINE_COLUMNS, rangeBounds } from "../orders/accounts-export.js";
import type { ExportFileStore } from "./export-file-store.js";
import { taxDocumentRepository } from "../data/tax-documents.js";

// One invocation of an export job: takes the job's lease, reads the documents from the job's
// cursor a page at a time, uploads a part whenever enough bytes have gathered and records it
// (with the cursor after it) on the job, and when its time runs short keeps what it gathered
// short of a part beside the file and hands the job to the next invocation. The file is the old download's, byte for byte: a byte-order mark, the header, the rows.

/** S3's smallest part but the last. */
export const PART_BYTES = 5 * 1024 * 1024;
const BYTE_ORDER_MARK = "\uFEFF";
export const EXPORT_FAILED = "The export could not be finished. Start it again; if it fails again, try a shorter range.";

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

/** How far through the range the documents read so far reach, 0-99 (100 is for a finished file). */
function percentThrough(job: ExportJob, lastIssuedAt: string | undefined): number {
  if (!lastIssuedAt) return job.percent;
  const { fromIso, toIso } = rangeBounds(job.from, job.to);
  const start = Date.parse(fromIso);
  // A range reaching into the future is covered once the job's own start is.
  const end = Math.min(Date.parse(toIso), Date.parse(job.createdAt));
  if (end <= start) return job.percent;
  return Math.max(job.percent, Math.min(99, Math.floor(((Date.parse(lastIssuedAt) - start) / (end - start)) * 100)));
}

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
    await deps.jobs.fail(jobId, EXPORT_FAILED);
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

async function carryOn(deps: ExportRunDeps, job: ExportJob, leaseId: string, marginMs: number): Promise<RunOutcome> {
  const partBytes = deps.partBytes ?? PART_BYTES;
  let uploadId = job.uploadId;
  if (!uploadId) {
    uploadId = await deps.files.start(job.key, job.fileName);
    if (!(await deps.jobs.setUpload(job.id, leaseId, uploadId))) return "not-ours";
  }
  const { fromIso, toIso } = rangeBounds(job.from, job.to);
  const parts: ExportPart[] = [...job.parts];
  let { cursor, rows, bytes, percent, readAll, carrySeq } = job;
  const encoder = new TextEncoder();
  // Go on from the last invocation's carried bytes; the very first starts the file with its header.
  const startedFile = parts.length > 0 || carrySeq > 0;
  let pending: Uint8Array[] =
    job.carryBytes > 0 ? [await deps.files.readCarry(carryKeyOf(job.key, carrySeq))] : startedFile ? [] : [encoder.encode(`${BYTE_ORDER_MARK}${await csvRows([[...ORDER_LINE_COLUMNS]])}`)];
  let pendingBytes = pending.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  let pendingRows = job.carryRows;

  while (!readAll) {
    const page = await taxDocumentRepository(deps.db).issuedPage(fromIso, toIso, cursor, deps.pageSize ?? 100);
    const lines = page.documents.flatMap(documentRows);
    const chunk = encoder.encode(await csvRows(lines));
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    pendingRows += lines.length;
    cursor = page.next;
    readAll = page.next === undefined;
    percent = readAll ? 99 : percentThrough({ ...job, percent }, page.documents.at(-1)?.issuedAt);
    if (pendingBytes >= partBytes || readAll) {
      const part = { n: parts.length + 1, etag: await deps.files.putPart(job.key, uploadId, parts.length + 1, concat(pending, pendingBytes)) };
      rows += pendingRows;
      bytes += pendingBytes;
      // Another invocation recorded this part first (a replay): it carries the job, not this one.
      if (!(await deps.jobs.recordPart(job.id, leaseId, { part, cursor, readAll, rows, bytes, percent }))) return "not-ours";
      parts.push(part);
      pending = [];
      pendingBytes = 0;
      pendingRows = 0;
    }
    if (!readAll && deps.timeLeft() < marginMs) {
      // Out of time short of a part: the bytes gathered wait in the bucket for the next invocation.
      if (pendingBytes > 0) {
        carrySeq += 1;
        await deps.files.putCarry(carryKeyOf(job.key, carrySeq), concat(pending, pendingBytes));
        if (!(await deps.jobs.recordCarry(job.id, leaseId, { seq: carrySeq, parts: parts.length, cursor, bytes: pendingBytes, rows: pendingRows, percent }))) return "not-ours";
      }
      if (!(await deps.jobs.release(job.id, leaseId))) return "not-ours";
      await deps.handOff(job.id);
      return "handed-off";
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
