import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { CustomOptionSold } from "../../shared/made-to-measure/custom-line.js";
import type { ProductionStage } from "../../shared/made-to-measure/production.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryAll } from "./query-page.js";
import type { TransactItem } from "./transact.js";

// One production job per custom order line, kept beside its order (ORDER#<id> / PRODUCTION#<line>),
// made in the payment's own transaction. While the order stands, the job sits in gsi1 under
// PRODUCTION sorted by its promised date: the admin's board is one query. A cancelled order's jobs
// leave the index (the board) but stay with the order as its history. Not among createRepositories:
// only code loaded on first use reads jobs, so the API's cold start carries none of this.

export const PRODUCTION_BOARD = "PRODUCTION";

export interface StageChange {
  from: ProductionStage | null;
  to: ProductionStage;
  at: string;
  /** The admin's name and short id, or "payment" for the job's making. */
  by: string;
  byId?: string;
  note?: string;
}

/** How a job left the board other than by the cancellation flow, kept so its history says why. */
export interface LeftBoard {
  because: "refunded" | "status-cancelled" | "status-refunded";
  /** The stage the piece had reached: a refund may end a piece already cut. */
  atStage: ProductionStage;
  by: string;
  note?: string;
}

export interface ProductionJobRecord {
  orderId: string;
  line: number;
  userId: string;
  product: string;
  name: string;
  size: string;
  quantity: number;
  /** Copied from the order line so the board reads no orders. */
  options: CustomOptionSold[];
  profileName: string;
  stage: ProductionStage;
  paidAt: string;
  /** "YYYY-MM-DD" in the shop's calendar. */
  promisedDate: string;
  history: StageChange[];
  /** Stages the shopper has been e-mailed about, so moving back and forth never mails twice. */
  told: ProductionStage[];
  /** Set when the order was cancelled: the job is off the board. */
  cancelledAt?: string;
  /** Why the job left the board when not by the cancellation flow: a full refund or the admin's status. */
  leftBoard?: LeftBoard;
  createdAt: string;
  updatedAt: string;
}

const lineKey = (line: number) => `PRODUCTION#${String(line).padStart(3, "0")}`;
export const productionJobKey = (orderId: string, line: number) => ({ pk: `ORDER#${orderId}`, sk: lineKey(line) });
const key = productionJobKey;

function layout(job: ProductionJobRecord) {
  return {
    ...key(job.orderId, job.line),
    entity: "production-job",
    ...(job.cancelledAt ? {} : { gsi1pk: PRODUCTION_BOARD, gsi1sk: `${job.promisedDate}#${job.orderId}#${lineKey(job.line)}` }),
    ...job,
  };
}

const toRecord = (item: Record<string, unknown>) => withoutLayout<ProductionJobRecord>(item);

/** `stage IN (:s0, :s1, ...)` for a condition. */
function stageIn(stages: readonly ProductionStage[]) {
  const values: Record<string, string> = {};
  stages.forEach((stage, i) => (values[`:s${i}`] = stage));
  return { expression: `#stage IN (${Object.keys(values).join(", ")})`, values };
}

export function productionJobRepository(db: Db) {
  /** The job leaves the board (off the index, cancelledAt set, and why when told), only from a stage in `stages` and only once. */
  function leaveBoard(job: Pick<ProductionJobRecord, "orderId" | "line">, at: string, stages: readonly ProductionStage[], why?: LeftBoard): TransactItem {
    const allowed = stageIn(stages);
    return {
      Update: {
        TableName: db.tableName,
        Key: key(job.orderId, job.line),
        UpdateExpression: `SET cancelledAt = :at, updatedAt = :at${why ? ", leftBoard = :why" : ""} REMOVE gsi1pk, gsi1sk`,
        ConditionExpression: `${allowed.expression} AND attribute_not_exists(cancelledAt)`,
        ExpressionAttributeNames: { "#stage": "stage" },
        ExpressionAttributeValues: { ...allowed.values, ":at": at, ...(why ? { ":why": why } : {}) },
      },
    };
  }

  return {
    async get(orderId: string, line: number): Promise<ProductionJobRecord | undefined> {
      if (!isPlausibleId(orderId)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(orderId, line), ConsistentRead: true }));
      return result.Item ? toRecord(result.Item) : undefined;
    },

    /** An order's jobs, by line. */
    async forOrder(orderId: string): Promise<ProductionJobRecord[]> {
      const items = await queryAll(db, { partition: `ORDER#${orderId}`, sortPrefix: "PRODUCTION#" });
      return items.map(toRecord);
    },

    /** Every job of an order that stands, soonest promised first. */
    async board(): Promise<ProductionJobRecord[]> {
      return (await queryAll(db, { index: "gsi1", partition: PRODUCTION_BOARD })).map(toRecord);
    },

    /** Transaction action: the job's making, once (a replayed payment finds it made). */
    createAction(job: ProductionJobRecord): TransactItem {
      return { Put: { TableName: db.tableName, Item: layout(job), ConditionExpression: "attribute_not_exists(pk)" } };
    },

    /** Transaction action: the job at its next stage, only from the stage the admin saw and while its order stands. */
    moveAction(next: ProductionJobRecord, from: ProductionStage): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: layout(next),
          ConditionExpression: "#stage = :from AND attribute_not_exists(cancelledAt)",
          ExpressionAttributeNames: { "#stage": "stage" },
          ExpressionAttributeValues: { ":from": from },
        },
      };
    },

    /** Transaction action: a change to a piece's order that holds only while the piece is at `stage` (a shopper's correction). */
    atStageCheck(orderId: string, line: number, stage: ProductionStage): TransactItem {
      return {
        ConditionCheck: {
          TableName: db.tableName,
          Key: key(orderId, line),
          ConditionExpression: "#stage = :stage AND attribute_not_exists(cancelledAt)",
          ExpressionAttributeNames: { "#stage": "stage" },
          ExpressionAttributeValues: { ":stage": stage },
        },
      };
    },

    /** Transaction action: the order is cancelled, so the job leaves the board; refused once the piece is past `uncut`. */
    cancelAction(job: Pick<ProductionJobRecord, "orderId" | "line">, at: string, uncut: readonly ProductionStage[]): TransactItem {
      return leaveBoard(job, at, uncut);
    },

    /**
     * Transaction action: the order stopped standing by a refund or the admin's status, so the job
     * leaves the board marked why; only from a stage in `stages` (the one seen, or the uncut ones)
     * and while still on the board, so a move or a cancellation meanwhile fails the whole change.
     */
    leaveBoardAction(job: Pick<ProductionJobRecord, "orderId" | "line">, at: string, why: LeftBoard, stages: readonly ProductionStage[]): TransactItem {
      return leaveBoard(job, at, stages, why);
    },
  };
}

export type ProductionJobRepository = ReturnType<typeof productionJobRepository>;

/** The jobs over the shop's table. */
export const productionJobs = (repos: { db: Db }) => productionJobRepository(repos.db);
