import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { RefundPiece } from "../../shared/refund-plan.js";
import type { ReceiveReturnBody } from "../../shared/schemas/return-request.js";
import type { ApprovalStatus, PayoutKind } from "../../shared/staff-limits.js";
import type { AuditActor } from "./audit-log.js";
import type { Db } from "./db.js";
import { withoutLayout } from "./items.js";
import { queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { isConditionFailure, labelled, type LabelledAction } from "./transact.js";

// The owner's approval queue (issue 39): a payout a member of staff asked for over her day's
// limit, kept whole so that approving carries out the very call she made. APPROVAL#<id> / APPROVAL,
// gsi1 APPROVALS#<pending|decided> / <requestedAt>#<id> for the two lists. While one is open,
// APPROVAL_OPEN#<fingerprint> / OPEN names it, so the same call asked twice (a double click) is
// one request, never two payouts for the owner to approve by mistake.

/** The call to carry out on approval: the route's own request, amounts in paise. */
export type ApprovalCall =
  | { kind: "refund"; paymentId: string; items?: RefundPiece[]; amountPaise?: number; restock?: boolean; reason: string }
  | { kind: "cancel"; orderId: string; reason: string }
  | { kind: "store-credit"; shopperId: string; amountPaise: number; reason: string; idempotencyKey?: string }
  | { kind: "return"; returnId: string; items: ReceiveReturnBody["items"] };

export interface ApprovalRecord {
  id: string;
  kind: PayoutKind;
  call: ApprovalCall;
  /** What the refused call would have paid out. */
  amountPaise: number;
  /** Why, in the staff member's words (the refund's or adjustment's reason). */
  reason: string;
  /** What, in words: "Refund ₹2,500.00 of order #3F9A2C". */
  summary: string;
  refs: { orderId?: string; paymentId?: string; shopperId?: string; returnId?: string };
  requestedBy: AuditActor;
  requestedAt: string;
  /** Her day's count and limit when she asked. */
  usedPaise: number;
  limitPaise: number;
  status: ApprovalStatus;
  /** The approval being carried out: who took it and when (a second Approve finds it taken). */
  claimToken?: string;
  claimedAt?: string;
  decidedBy?: AuditActor;
  decidedAt?: string;
  declineReason?: string;
  /** Why the last attempt to carry it out failed (the order was refunded meanwhile…). */
  lastError?: string;
  fingerprint: string;
}

/** Labels of the queue's actions in a transaction. */
export const APPROVAL = "approval";
export const APPROVAL_OPEN = "approval-open";

const key = (id: string) => ({ pk: `APPROVAL#${id}`, sk: "APPROVAL" });
const openKey = (fingerprint: string) => ({ pk: `APPROVAL_OPEN#${fingerprint}`, sk: "OPEN" });
const shelf = (status: ApprovalStatus) => `APPROVALS#${status === "approved" || status === "declined" ? "decided" : "pending"}`;

function toItem(record: ApprovalRecord) {
  return { ...key(record.id), entity: "approval", gsi1pk: shelf(record.status), gsi1sk: `${record.requestedAt}#${record.id}`, ...record };
}

const fromItem = (item: Record<string, unknown>) => withoutLayout<ApprovalRecord>(item);

export function approvalRepository(db: Db) {
  async function get(id: string): Promise<ApprovalRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  }

  /** Sets fields on condition; false when the condition failed. */
  async function update(id: string, expression: string, condition: string, values: Record<string, unknown>, names?: Record<string, string>): Promise<boolean> {
    try {
      await db.doc.send(
        new UpdateCommand({ TableName: db.tableName, Key: key(id), UpdateExpression: expression, ConditionExpression: condition, ExpressionAttributeValues: values, ...(names && { ExpressionAttributeNames: names }) }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    get,

    /** The open request of this call, if one is waiting. */
    async openFor(fingerprint: string): Promise<string | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: openKey(fingerprint), ConsistentRead: true }));
      return typeof result.Item?.approvalId === "string" ? result.Item.approvalId : undefined;
    },

    /** Transaction actions filing a new request; refused at `approval-open` when the same call waits already. */
    fileActions(record: ApprovalRecord): LabelledAction[] {
      return [
        ...labelled(APPROVAL, { Put: { TableName: db.tableName, Item: toItem(record), ConditionExpression: "attribute_not_exists(pk)" } }),
        ...labelled(APPROVAL_OPEN, {
          Put: { TableName: db.tableName, Item: { ...openKey(record.fingerprint), entity: "approvalOpen", approvalId: record.id }, ConditionExpression: "attribute_not_exists(pk)" },
        }),
      ];
    },

    /** Waiting requests (pending and being approved), or decided ones, newest first. */
    async list(which: "pending" | "decided", page: PageRequest): Promise<PageResult<ApprovalRecord>> {
      const result = await queryPage(db, { index: "gsi1", partition: `APPROVALS#${which}`, newestFirst: true, ...page });
      return { items: result.items.map(fromItem), nextCursor: result.nextCursor };
    },

    /**
     * Takes a waiting request to carry it out: pending, or left "approving" by a run that stopped
     * before `staleBefore`. False when another Approve has it.
     */
    claim(id: string, token: string, at: string, staleBefore: string): Promise<boolean> {
      return update(
        id,
        "SET #status = :approving, claimToken = :token, claimedAt = :at",
        "#status = :pending OR (#status = :approving AND claimedAt < :stale)",
        { ":approving": "approving", ":pending": "pending", ":token": token, ":at": at, ":stale": staleBefore },
        { "#status": "status" },
      );
    },

    /** Transaction action: approved, by this claim only (written with the payout it approves). */
    approvedActions(id: string, token: string, decidedBy: AuditActor, at: string): LabelledAction[] {
      return labelled(APPROVAL, {
        Update: {
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: "SET #status = :approved, gsi1pk = :decided, decidedBy = :by, decidedAt = :at REMOVE lastError",
          ConditionExpression: "#status = :approving AND claimToken = :token",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":approved": "approved", ":decided": "APPROVALS#decided", ":by": decidedBy, ":at": at, ":approving": "approving", ":token": token },
        },
      });
    },

    /** Transaction action undoing approvedActions, when the payout written with it did not happen after all. */
    unapprovedActions(id: string, token: string): LabelledAction[] {
      return labelled(APPROVAL, {
        Update: {
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: "SET #status = :approving, gsi1pk = :pending REMOVE decidedBy, decidedAt",
          ConditionExpression: "#status = :approved AND claimToken = :token",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":approving": "approving", ":pending": "APPROVALS#pending", ":approved": "approved", ":token": token },
        },
      });
    },

    /** The claim given up: waiting again, with why the attempt failed. */
    release(id: string, token: string, lastError: string): Promise<boolean> {
      return update(
        id,
        "SET #status = :pending, lastError = :error REMOVE claimToken, claimedAt",
        "#status = :approving AND claimToken = :token",
        { ":pending": "pending", ":approving": "approving", ":token": token, ":error": lastError },
        { "#status": "status" },
      );
    },

    /** Transaction actions declining a waiting request, with the owner's reason. */
    declineActions(record: ApprovalRecord, decidedBy: AuditActor, reason: string, at: string): LabelledAction[] {
      return [
        ...labelled(APPROVAL, {
          Update: {
            TableName: db.tableName,
            Key: key(record.id),
            UpdateExpression: "SET #status = :declined, gsi1pk = :decided, decidedBy = :by, decidedAt = :at, declineReason = :reason",
            ConditionExpression: "#status = :pending",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":declined": "declined", ":decided": "APPROVALS#decided", ":by": decidedBy, ":at": at, ":reason": reason, ":pending": "pending" },
          },
        }),
        ...this.closeOpenActions(record),
      ];
    },

    /** Transaction action: the call may be asked again (the request is decided). */
    closeOpenActions(record: Pick<ApprovalRecord, "id" | "fingerprint">): LabelledAction[] {
      return labelled(APPROVAL_OPEN, {
        Delete: { TableName: db.tableName, Key: openKey(record.fingerprint), ConditionExpression: "attribute_not_exists(pk) OR approvalId = :id", ExpressionAttributeValues: { ":id": record.id } },
      });
    },
  };
}

export type ApprovalRepository = ReturnType<typeof approvalRepository>;
