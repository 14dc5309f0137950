import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { ExportKind, ExportState } from "../../shared/schemas/export-job.js";
import type { Db } from "./db.js";
import type { TransactItem } from "./transact.js";
import { withoutLayout } from "./items.js";

// Exports written in the background (issue 29):
//   EXPORT_JOB#<id> / JOB    gsi1: EXPORT_JOBS / <createdAt>#<id>   (the recent jobs, newest first)
// One item per job: its kind and range, its multipart upload, the parts written (number and ETag),
// the cursor after the last part, the sums read before writing (a kind's tally) and its progress.
// Only the invocation holding the lease writes, and each part is recorded on the condition that it
// is the next one, so a replayed invocation never adds a part twice. Kept a week (TTL), as the
// file is (the bucket's lifecycle rule).

const keyOf = (id: string) => ({ pk: `EXPORT_JOB#${id}`, sk: "JOB" });
const KEEP_SECONDS = 7 * 24 * 3600;
const RECENT = 10;

/** A part of the file, as S3's CompleteMultipartUpload wants it. */
export interface ExportPart {
  n: number;
  etag: string;
}

export interface ExportJob {
  id: string;
  kind: ExportKind;
  /** The range, for the kinds that have one. */
  from?: string;
  to?: string;
  fileName: string;
  /** The file's key in the shop's bucket. */
  key: string;
  state: ExportState;
  startedBy: string;
  createdAt: string;
  updatedAt: string;
  rows: number;
  bytes: number;
  percent: number;
  uploadId?: string;
  parts: ExportPart[];
  /** Where the next read starts (the last page's key); unset before the first part. */
  cursor?: ExportCursor;
  /** Every document has been read into the parts: only the upload's completion is left. */
  readAll: boolean;
  /**
   * Bytes read but short of a part (S3 takes no part under 5 MB but the last) when an
   * invocation ran out of time: kept as an object of their own (`carry-<carrySeq>` beside the
   * file) for the next invocation to go on from, with the cursor after them.
   */
  carrySeq: number;
  carryBytes: number;
  carryRows: number;
  /**
   * What a kind reads the whole of before its file's first byte (GSTR-1's sums, the catalogue's
   * sizes), kept after each page with the cursor after it (`tallyCursor`) and the number of pages
   * summed (`tallySteps`): a page is summed only by the write that finds the step before it, so a
   * replay never adds a page twice.
   */
  tally?: unknown;
  tallyCursor?: ExportCursor;
  tallySteps: number;
  /** The tally has read everything: the file is written from here on. */
  tallied: boolean;
  error?: string;
  leaseId?: string;
  /** Epoch milliseconds until which the lease holder may write. */
  leaseUntil?: number;
}

export type NewExportJob = Pick<ExportJob, "id" | "kind" | "from" | "to" | "fileName" | "key" | "startedBy" | "createdAt">;

/** A page's end as its reader gives it: DynamoDB's LastEvaluatedKey, or a list's cursor. */
export type ExportCursor = Record<string, string> | string;

/** A tally after one more page, written with the cursor after it. */
export interface TallyWritten {
  /** The step this page makes (the steps before it plus one). */
  step: number;
  tally: unknown;
  cursor?: ExportCursor;
  done: boolean;
  percent: number;
}

/** Bytes kept for the next invocation, written with the cursor after them. */
export interface CarryWritten {
  seq: number;
  /** How many parts were recorded when the carry was made (it follows the last). */
  parts: number;
  cursor?: ExportCursor;
  bytes: number;
  rows: number;
  percent: number;
}

/** A part's progress, written with the part. */
export interface PartWritten {
  part: ExportPart;
  cursor?: ExportCursor;
  readAll: boolean;
  rows: number;
  bytes: number;
  percent: number;
}

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === "ConditionalCheckFailedException";

export function exportJobRepository(db: Db) {
  const now = () => db.now().toISOString();

  /** An update made only by the lease holder while the job runs; false when that no longer holds. */
  async function asHolder(id: string, leaseId: string, update: { set: string; values: Record<string, unknown>; names?: Record<string, string>; extraCondition?: string }): Promise<boolean> {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: keyOf(id),
          UpdateExpression: update.set,
          ConditionExpression: `#state = :running AND leaseId = :lease${update.extraCondition ? ` AND ${update.extraCondition}` : ""}`,
          ExpressionAttributeNames: { "#state": "state", ...update.names },
          ExpressionAttributeValues: { ":running": "running", ":lease": leaseId, ...update.values },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The job as it starts, and the put that stores it (a transaction's action: the route writes it with the starter's limits). */
  function creation(job: NewExportJob): { stored: ExportJob; action: TransactItem } {
    const stored: ExportJob = { ...job, state: "running", updatedAt: job.createdAt, rows: 0, bytes: 0, percent: 0, parts: [], readAll: false, carrySeq: 0, carryBytes: 0, carryRows: 0, tallySteps: 0, tallied: false };
    const Item = { ...keyOf(job.id), entity: "export-job", gsi1pk: "EXPORT_JOBS", gsi1sk: `${job.createdAt}#${job.id}`, expiresAt: Math.floor(Date.parse(job.createdAt) / 1000) + KEEP_SECONDS, ...stored };
    return { stored, action: { Put: { TableName: db.tableName, Item, ConditionExpression: "attribute_not_exists(pk)" } } };
  }

  return {
    creation,

    async create(job: NewExportJob): Promise<ExportJob> {
      const { stored, action } = creation(job);
      await db.doc.send(new PutCommand(action.Put!));
      return stored;
    },

    async get(id: string): Promise<ExportJob | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: keyOf(id), ConsistentRead: true }));
      return result.Item ? withoutLayout<ExportJob>(result.Item) : undefined;
    },

    /** The last few jobs, newest first: one query of a partition the TTL keeps small. */
    async recent(limit = RECENT): Promise<ExportJob[]> {
      const result = await db.doc.send(
        new QueryCommand({
          TableName: db.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :p",
          ExpressionAttributeValues: { ":p": "EXPORT_JOBS" },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map((item) => withoutLayout<ExportJob>(item));
    },

    /** Takes the job for one invocation: only while it runs and nobody else holds it. */
    async claim(id: string, leaseId: string, untilMs: number): Promise<ExportJob | undefined> {
      try {
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: keyOf(id),
            UpdateExpression: "SET leaseId = :lease, leaseUntil = :until",
            ConditionExpression: "#state = :running AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)",
            ExpressionAttributeNames: { "#state": "state" },
            ExpressionAttributeValues: { ":lease": leaseId, ":until": untilMs, ":now": db.now().getTime(), ":running": "running" },
            ReturnValues: "ALL_NEW",
          }),
        );
        return withoutLayout<ExportJob>(result.Attributes!);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** The file's multipart upload, once per job. */
    setUpload: (id: string, leaseId: string, uploadId: string) =>
      asHolder(id, leaseId, { set: "SET uploadId = :upload, updatedAt = :at", values: { ":upload": uploadId, ":at": now() }, extraCondition: "attribute_not_exists(uploadId)" }),

    /** Records part n, only if n follows the parts recorded (a replay finds it there and stops). */
    recordPart: (id: string, leaseId: string, written: PartWritten) =>
      asHolder(id, leaseId, {
        set: `SET #parts = list_append(#parts, :part), #rows = :rows, #bytes = :bytes, #percent = :percent, readAll = :readAll, carryBytes = :zero, carryRows = :zero, updatedAt = :at${written.cursor ? ", #cursor = :cursor" : ""}`,
        names: { "#parts": "parts", "#rows": "rows", "#bytes": "bytes", "#percent": "percent", ...(written.cursor ? { "#cursor": "cursor" } : {}) },
        values: {
          ":part": [written.part],
          ":rows": written.rows,
          ":bytes": written.bytes,
          ":percent": written.percent,
          ":readAll": written.readAll,
          ":at": now(),
          ":count": written.part.n - 1,
          ":zero": 0,
          ...(written.cursor ? { ":cursor": written.cursor } : {}),
        },
        extraCondition: "size(#parts) = :count",
      }),

    /** Records the bytes carried to the next invocation, only if no other carry or part came first. */
    recordCarry: (id: string, leaseId: string, carry: CarryWritten) =>
      asHolder(id, leaseId, {
        set: `SET carrySeq = :seq, carryBytes = :carryBytes, carryRows = :carryRows, #percent = :percent, updatedAt = :at${carry.cursor ? ", #cursor = :cursor" : ""}`,
        names: { "#parts": "parts", "#percent": "percent", ...(carry.cursor ? { "#cursor": "cursor" } : {}) },
        values: {
          ":seq": carry.seq,
          ":previous": carry.seq - 1,
          ":count": carry.parts,
          ":carryBytes": carry.bytes,
          ":carryRows": carry.rows,
          ":percent": carry.percent,
          ":at": now(),
          ...(carry.cursor ? { ":cursor": carry.cursor } : {}),
        },
        extraCondition: "carrySeq = :previous AND size(#parts) = :count",
      }),

    /** Records a page summed into the tally, only if it is the next step (a replay finds it taken and stops). */
    recordTally: (id: string, leaseId: string, written: TallyWritten) =>
      asHolder(id, leaseId, {
        set: `SET tally = :tally, tallySteps = :step, tallied = :done, #percent = :percent, updatedAt = :at${written.cursor ? ", tallyCursor = :cursor" : ""}`,
        names: { "#percent": "percent" },
        values: {
          ":tally": written.tally,
          ":step": written.step,
          ":previous": written.step - 1,
          ":done": written.done,
          ":false": false,
          ":percent": written.percent,
          ":at": now(),
          ...(written.cursor ? { ":cursor": written.cursor } : {}),
        },
        extraCondition: "tallySteps = :previous AND tallied = :false",
      }),

    /** Lets the next invocation take the job (a hand-off). */
    release: (id: string, leaseId: string) => asHolder(id, leaseId, { set: "REMOVE leaseId, leaseUntil SET updatedAt = :at", values: { ":at": now() } }),

    /** The file is complete: the job is ready, for good. */
    finish: (id: string, leaseId: string) =>
      asHolder(id, leaseId, { set: "SET #state = :ready, #percent = :full, updatedAt = :at REMOVE leaseId, leaseUntil", names: { "#percent": "percent" }, values: { ":ready": "ready", ":full": 100, ":at": now() } }),

    /** The job stops with a reason for the admin, whoever holds it (a job never goes back to running). */
    async fail(id: string, error: string): Promise<void> {
      try {
        await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: keyOf(id),
            UpdateExpression: "SET #state = :failed, #error = :error, updatedAt = :at REMOVE leaseId, leaseUntil",
            ConditionExpression: "#state = :running",
            ExpressionAttributeNames: { "#state": "state", "#error": "error" },
            ExpressionAttributeValues: { ":failed": "failed", ":error": error, ":at": now(), ":running": "running" },
          }),
        );
      } catch (caught) {
        if (!isConditionFailure(caught)) throw caught;
      }
    },
  };
}

export type ExportJobRepository = ReturnType<typeof exportJobRepository>;
