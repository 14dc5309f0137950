import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { StoreCreditEntry, StoreCreditKind } from "../../shared/store-credit.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { ConditionsFailed, labelled, type LabelledAction } from "./transact.js";

// Store credit (issue 25): per shopper, a balance item and a ledger of entries in one partition,
// STORECREDIT#<userId>: BALANCE, ENTRY#<at>#<id>, and REF#<kind>#<ref>, a marker that makes each
// movement happen once per thing it belongs to (a return, an order's spend, its giving back).
// The balance changes only by increments under conditions, never below zero, so two checkouts
// spending one balance at once cannot both win; it always equals the sum of the entries, which the
// hardening audit recounts. Callers put these actions in the transaction of the change they belong
// to; one transaction may move one shopper's credit only once (DynamoDB allows one action per item).

/** What a movement belongs to and who made it. `ref` is unique per kind: a replay is refused. */
export interface CreditEntrySource {
  kind: StoreCreditKind;
  ref: string;
  by: string;
  byId?: string;
  reason?: string;
  orderId?: string;
}

/** Labels of a credit movement's actions: its once-only marker, its entry and the balance. */
export const STORE_CREDIT = "store-credit";
const CREDIT_RECORDED = `${STORE_CREDIT}:recorded`;
const CREDIT_ENTRY = `${STORE_CREDIT}:entry`;
const CREDIT_BALANCE = `${STORE_CREDIT}:balance`;

const partition = (userId: string) => `STORECREDIT#${userId}`;
export const storeCreditBalanceKey = (userId: string) => ({ pk: partition(userId), sk: "BALANCE" });
const refKey = (userId: string, kind: StoreCreditKind, ref: string) => ({ pk: partition(userId), sk: `REF#${kind}#${ref}` });

export function storeCreditRepository(db: Db) {
  /** The entry and its once-only marker. */
  function entryActions(userId: string, amountPaise: number, source: CreditEntrySource): LabelledAction[] {
    const now = db.now();
    const at = now.toISOString();
    const id = newId(now);
    const entry: StoreCreditEntry = { id, amountPaise, at, ...source };
    return [
      ...labelled(CREDIT_RECORDED, {
        Put: {
          TableName: db.tableName,
          Item: { ...refKey(userId, source.kind, source.ref), entity: "storeCreditRef", userId, entryId: id, at },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      }),
      ...labelled(CREDIT_ENTRY, {
        Put: {
          TableName: db.tableName,
          Item: { pk: partition(userId), sk: `ENTRY#${at}#${id}`, entity: "storeCreditEntry", userId, ...entry },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      }),
    ];
  }

  function assertPositive(amountPaise: number) {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError(`Store credit moves by a positive whole number of paise, not ${amountPaise}`);
  }

  return {
    /**
     * Transaction actions giving a shopper credit (three: the ref marker, the entry, the balance).
     * Refused at `store-credit:recorded` when this kind and ref were recorded before.
     */
    creditActions(userId: string, amountPaise: number, source: CreditEntrySource): LabelledAction[] {
      assertPositive(amountPaise);
      return [
        ...entryActions(userId, amountPaise, source),
        ...labelled(CREDIT_BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: storeCreditBalanceKey(userId),
            UpdateExpression: "SET balancePaise = if_not_exists(balancePaise, :zero) + :amount, userId = :user, entity = :entity, updatedAt = :at",
            ExpressionAttributeValues: { ":zero": 0, ":amount": amountPaise, ":user": userId, ":entity": "storeCreditBalance", ":at": db.now().toISOString() },
          },
        }),
      ];
    },

    /**
     * Transaction actions spending a shopper's credit (three, as creditActions). Refused at
     * `store-credit:recorded` when already recorded, at `store-credit:balance` when the balance is below the amount.
     */
    spendActions(userId: string, amountPaise: number, source: CreditEntrySource): LabelledAction[] {
      assertPositive(amountPaise);
      return [
        ...entryActions(userId, -amountPaise, source),
        ...labelled(CREDIT_BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: storeCreditBalanceKey(userId),
            UpdateExpression: "SET balancePaise = balancePaise - :amount, updatedAt = :at",
            ConditionExpression: "balancePaise >= :amount",
            ExpressionAttributeValues: { ":amount": amountPaise, ":at": db.now().toISOString() },
          },
        }),
      ];
    },

    /**
     * Transaction actions expiring credit whose term ran out (three, as spendActions). Refused at
     * `store-credit:recorded` when this ref was recorded, at `store-credit:balance` when the balance is
     * below the amount or another expiry was written since `expiredBeforePaise` was read: the
     * balance item counts what has expired, so two sweeps reading one ledger expire once.
     */
    expireActions(userId: string, amountPaise: number, expiredBeforePaise: number, source: CreditEntrySource): LabelledAction[] {
      assertPositive(amountPaise);
      return [
        ...entryActions(userId, -amountPaise, source),
        ...labelled(CREDIT_BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: storeCreditBalanceKey(userId),
            UpdateExpression: "SET balancePaise = balancePaise - :amount, expiredPaise = :expired, updatedAt = :at",
            ConditionExpression: "balancePaise >= :amount AND ((attribute_not_exists(expiredPaise) AND :before = :zero) OR expiredPaise = :before)",
            ExpressionAttributeValues: { ":amount": amountPaise, ":expired": expiredBeforePaise + amountPaise, ":before": expiredBeforePaise, ":zero": 0, ":at": db.now().toISOString() },
          },
        }),
      ];
    },

    /**
     * Transaction actions writing off everything a shopper holds as she closes her account: the
     * entry and its marker and a balance of exactly `amountPaise` taken to zero (three actions), or,
     * with nothing to forfeit, a check that there is still nothing. Either way a credit landing after
     * the balance was read refuses the closure at `store-credit:balance`, so she is never told one
     * amount and made to give up another, and no credit is left behind on a closed account.
     */
    forfeitActions(userId: string, amountPaise: number, source: CreditEntrySource): LabelledAction[] {
      if (amountPaise === 0) {
        return labelled(CREDIT_BALANCE, {
          ConditionCheck: {
            TableName: db.tableName,
            Key: storeCreditBalanceKey(userId),
            ConditionExpression: "attribute_not_exists(balancePaise) OR balancePaise = :zero",
            ExpressionAttributeValues: { ":zero": 0 },
          },
        });
      }
      assertPositive(amountPaise);
      return [
        ...entryActions(userId, -amountPaise, source),
        ...labelled(CREDIT_BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: storeCreditBalanceKey(userId),
            UpdateExpression: "SET balancePaise = :zero, updatedAt = :at",
            ConditionExpression: "balancePaise = :amount",
            ExpressionAttributeValues: { ":amount": amountPaise, ":zero": 0, ":at": db.now().toISOString() },
          },
        }),
      ];
    },

    /**
     * Shoppers holding credit, a page at a time (the expiry sweep). A scan filtered to balance
     * items: it reads the whole table, so its cost grows with the shop (fine at this size once a
     * day or minute on a small table; a sparse index on balancePaise is the way on when it is not).
     */
    async holders(cursor?: Record<string, unknown>): Promise<{ userIds: string[]; cursor?: Record<string, unknown> }> {
      const result = await db.doc.send(
        new ScanCommand({
          TableName: db.tableName,
          FilterExpression: "sk = :balance AND entity = :entity AND balancePaise > :zero",
          ExpressionAttributeValues: { ":balance": "BALANCE", ":entity": "storeCreditBalance", ":zero": 0 },
          ProjectionExpression: "userId",
          ...(cursor && { ExclusiveStartKey: cursor }),
        }),
      );
      return { userIds: (result.Items ?? []).map((item) => String(item.userId)), ...(result.LastEvaluatedKey && { cursor: result.LastEvaluatedKey }) };
    },

    /** Paise the shopper holds (0 before her first credit). */
    async balance(userId: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: storeCreditBalanceKey(userId), ConsistentRead: true }));
      return typeof result.Item?.balancePaise === "number" ? result.Item.balancePaise : 0;
    },

    /** Whether a movement of this kind for this ref was recorded (a replay after ConditionsFailed). */
    async recorded(userId: string, kind: StoreCreditKind, ref: string): Promise<boolean> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: refKey(userId, kind, ref), ConsistentRead: true }));
      return result.Item !== undefined;
    },

    /** The shopper's entries, newest first, a page at a time. */
    async list(userId: string, page: PageRequest): Promise<PageResult<StoreCreditEntry>> {
      const result = await queryPage(db, { partition: partition(userId), sortPrefix: "ENTRY#", newestFirst: true, ...page });
      return { items: result.items.map(toEntry), nextCursor: result.nextCursor };
    },

    /** Every entry, oldest first (the audit's recount; one shopper's entries are few). */
    async all(userId: string): Promise<StoreCreditEntry[]> {
      return (await queryAll(db, { partition: partition(userId), sortPrefix: "ENTRY#" })).map(toEntry);
    },
  };
}

function toEntry(item: Record<string, unknown>): StoreCreditEntry {
  const { userId: _userId, ...entry } = withoutLayout<StoreCreditEntry & { userId: string }>(item);
  return entry;
}

/** Which of a transaction's failed conditions were the balance (too little credit) rather than a replay. */
export function creditRefusedBy(error: unknown): "replay" | "balance" | null {
  if (!(error instanceof ConditionsFailed)) return null;
  if (error.refused(CREDIT_RECORDED)) return "replay";
  if (error.refused(CREDIT_BALANCE)) return "balance";
  return null;
}

export type StoreCreditRepository = ReturnType<typeof storeCreditRepository>;
