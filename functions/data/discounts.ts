import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { DiscountKind } from "../../shared/schemas/discount-code.js";
import type { Db } from "./db.js";
import { DISCOUNT_USE_SHARDS, useShardKey } from "./discount-keys.js";
import type { TransactItem } from "./transact.js";

// DISCOUNT#<CODE> / DISCOUNT                gsi1: DISCOUNT / <createdAt>#<CODE>
// DISCOUNT#<CODE> / DISCOUNT#USE#<0-7>      (a shard of its uses: taken, used, its slice of the limit)
// DISCOUNT#<CODE> / CUSTOMER#<userId>       (one shopper's uses, for the per-customer limit)
//
// `taken` counts uses held by checkouts plus uses by paid orders; `used` only the paid ones. A
// popular code is in every checkout with it, so its counts are spread over shards, summed on read:
// a checkout takes a use on a shard with room, refused when that shard's slice of maxUses is used
// up (or the shopper's own count its limit). The slices sum to maxUses, so a code with one use
// left is honoured once: the other shoppers are told before they pay. Confirmation adds to `used`;
// a released hold gives its use back (to any shard: only the sums mean anything).

export interface StoredDiscount {
  code: string;
  description: string;
  kind: DiscountKind;
  /** Percent off, or paise off. */
  value: number;
  minOrderPaise: number;
  startsAt: string;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  isActive: boolean;
  taken: number;
  used: number;
  createdAt: string;
  updatedAt: string;
  /** Each use shard as read: what it has taken, and its slice (null: no limit). */
  shards: UseShard[];
}

export interface UseShard {
  shard: number;
  taken: number;
  slice: number | null;
}

export type DiscountInput = Omit<StoredDiscount, "taken" | "used" | "createdAt" | "updatedAt" | "shards">;

export { DISCOUNT_USE_SHARDS, discountKey, useShardKey } from "./discount-keys.js";

const customerKey = (code: string, userId: string) => ({ pk: `DISCOUNT#${code}`, sk: `CUSTOMER#${userId}` });

/** A shard with room for one more use, picked at random so that checkouts spread over them. */
function shardWithRoom(code: StoredDiscount | undefined): number {
  const open = (code?.shards ?? []).filter((s) => s.slice === null || s.taken < s.slice).map((s) => s.shard);
  return open.length > 0 ? open[Math.floor(Math.random() * open.length)]! : 0;
}

/** Whether any of the code's shards (as read) can take one more use. */
export const codeHasRoom = (code: StoredDiscount | undefined): boolean => (code?.shards ?? []).some((s) => s.slice === null || s.taken < s.slice);

const anyShard = () => Math.floor(Math.random() * DISCOUNT_USE_SHARDS);
const slices = () => import("./discount-slices.js");
const reads = () => import("./discount-reads.js");
const writes = () => import("./discount-admin-writes.js");


/** The label of a code's use actions in a transaction: refused when its last use, or the shopper's own, is gone. */
export const DISCOUNT_CODE = "discount-code";

export function discountRepository(db: Db) {
  /** One more use by this shopper, refused at her own limit (`perCustomer`, as read now). */
  function customerTake(code: string, userId: string, perCustomer: number | null): TransactItem {
    return {
      Update: {
        TableName: db.tableName,
        Key: customerKey(code, userId),
        UpdateExpression: "ADD taken :one",
        ...(perCustomer !== null
          ? { ConditionExpression: "attribute_not_exists(taken) OR taken < :limit", ExpressionAttributeValues: { ":one": 1, ":limit": perCustomer } }
          : { ExpressionAttributeValues: { ":one": 1 } }),
      },
    };
  }

  return {
    async create(input: DiscountInput): Promise<StoredDiscount | undefined> {
      return (await (await writes()).createCode(db, input)) ? this.get(input.code) : undefined;
    },

    /** The code, its uses summed over its shards (moved onto them on this first touch if stored before). */
    async get(code: string): Promise<StoredDiscount | undefined> {
      return (await reads()).readCode(db, code, true);
    },

    async customerTaken(code: string, userId: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: customerKey(code, userId), ConsistentRead: true }));
      return Number(result.Item?.taken ?? 0);
    },

    /** Every code, newest first, each with its shards summed (a query per code: codes are tens). */
    async list(): Promise<StoredDiscount[]> {
      return (await reads()).listCodes(db);
    },

    /**
     * Replaces the admin's fields and re-slices the limit over the shards; the counts are the
     * shop's. Undefined when there is no such code; "below-taken" when the new limit is under
     * the uses paid for or held.
     */
    async update(code: string, input: DiscountInput): Promise<StoredDiscount | "below-taken" | undefined> {
      const outcome = await (await writes()).updateCode(db, code, input);
      return outcome === "done" ? this.get(code) : outcome === "missing" ? undefined : outcome;
    },

    /** Deletes a code (and its shards) no checkout is holding a use of; "missing" or "held" when refused. */
    async remove(code: string): Promise<"removed" | "missing" | "held"> {
      return (await slices()).removeCode(db, code);
    },

    /**
     * Transaction actions taking one use for a checkout, on a shard the code as read has room on:
     * refused when the code is gone or switched off, that shard's slice is used up meanwhile (the
     * caller reads the code again and tries another), or the shopper has reached their own limit.
     */
    takeUseActions(code: StoredDiscount, userId: string): TransactItem[] {
      return [
        {
          Update: {
            TableName: db.tableName,
            Key: useShardKey(code.code, shardWithRoom(code)),
            UpdateExpression: "ADD taken :one",
            ConditionExpression: "attribute_exists(pk) AND active = :yes AND (attribute_not_exists(slice) OR taken < slice)",
            ExpressionAttributeValues: { ":one": 1, ":yes": true },
          },
        },
        customerTake(code.code, userId, code.maxUsesPerCustomer),
      ];
    },

    /** Transaction actions giving a held use back (a released hold), to any shard: the sums are what count. */
    returnUseActions(code: string, userId: string): TransactItem[] {
      return [useShardKey(code, anyShard()), customerKey(code, userId)].map((Key) => ({
        Update: { TableName: db.tableName, Key, UpdateExpression: "ADD taken :minus", ExpressionAttributeValues: { ":minus": -1 } },
      }));
    },

    /**
     * Transaction actions counting a paid order's use: its held use becomes a use; a payment whose
     * hold had been released takes a use again (`code`: as read now, undefined when deleted).
     */
    useActions(name: string, userId: string, held: boolean, code?: StoredDiscount): TransactItem[] {
      if (held) return [{ Update: { TableName: db.tableName, Key: useShardKey(name, anyShard()), UpdateExpression: "ADD used :one", ExpressionAttributeValues: { ":one": 1 } } }];
      // The checkout's use was given back when its hold was released: a payment arriving after
      // that takes a use again only if one is still free, as a new checkout would (issue 23).
      return [
        {
          Update: {
            TableName: db.tableName,
            Key: useShardKey(name, shardWithRoom(code)),
            UpdateExpression: "ADD used :one, taken :one",
            ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(slice) OR taken < slice)",
            ExpressionAttributeValues: { ":one": 1 },
          },
        },
        customerTake(name, userId, code?.maxUsesPerCustomer ?? null),
      ];
    },
  };
}

export type DiscountRepository = ReturnType<typeof discountRepository>;
