import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { DiscountKind } from "../../shared/schemas/discount-code.js";
import type { Db } from "./db.js";
import { queryAll } from "./query-page.js";
import { isConditionFailure, type TransactItem } from "./transact.js";

// DISCOUNT#<CODE> / DISCOUNT                gsi1: DISCOUNT / <createdAt>#<CODE>
// DISCOUNT#<CODE> / CUSTOMER#<userId>       (one shopper's uses, for the per-customer limit)
//
// `taken` counts uses held by checkouts plus uses by paid orders; `used` only the paid ones. A
// checkout takes a use in the transaction that holds its pieces, refused when `taken` has reached
// maxUses (or the shopper's own count its limit), so a code with one use left is honoured once:
// the other shoppers are told before they pay. Confirmation adds to `used`; a released hold gives
// its use back.

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
}

export type DiscountInput = Omit<StoredDiscount, "taken" | "used" | "createdAt" | "updatedAt">;

const key = (code: string) => ({ pk: `DISCOUNT#${code}`, sk: "DISCOUNT" });
const customerKey = (code: string, userId: string) => ({ pk: `DISCOUNT#${code}`, sk: `CUSTOMER#${userId}` });

function fromItem(item: Record<string, unknown>): StoredDiscount {
  return {
    code: String(item.code),
    description: String(item.description ?? ""),
    kind: item.kind === "amount" ? "amount" : "percent",
    value: Number(item.value),
    minOrderPaise: Number(item.minOrderPaise ?? 0),
    startsAt: String(item.startsAt),
    endsAt: typeof item.endsAt === "string" ? item.endsAt : null,
    maxUses: typeof item.maxUses === "number" ? item.maxUses : null,
    maxUsesPerCustomer: typeof item.maxUsesPerCustomer === "number" ? item.maxUsesPerCustomer : null,
    isActive: item.isActive === true,
    taken: Number(item.taken ?? 0),
    used: Number(item.used ?? 0),
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
  };
}

/** Limits left out of the item mean "unlimited": DynamoDB's conditions test their absence. */
function limits(input: DiscountInput) {
  const { maxUses, maxUsesPerCustomer, endsAt, ...rest } = input;
  return { ...rest, ...(maxUses !== null && { maxUses }), ...(maxUsesPerCustomer !== null && { maxUsesPerCustomer }), ...(endsAt !== null && { endsAt }) };
}

/** The label of a code's use actions in a transaction: refused when its last use, or the shopper's own, is gone. */
export const DISCOUNT_CODE = "discount-code";

export function discountRepository(db: Db) {
  return {
    async create(input: DiscountInput): Promise<StoredDiscount | undefined> {
      const at = db.now().toISOString();
      const item = { ...key(input.code), entity: "discount", gsi1pk: "DISCOUNT", gsi1sk: `${at}#${input.code}`, ...limits(input), taken: 0, used: 0, createdAt: at, updatedAt: at };
      try {
        await db.doc.send(new PutCommand({ TableName: db.tableName, Item: item, ConditionExpression: "attribute_not_exists(pk)" }));
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
      return fromItem(item);
    },

    async get(code: string): Promise<StoredDiscount | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(code), ConsistentRead: true }));
      return result.Item ? fromItem(result.Item) : undefined;
    },

    async customerTaken(code: string, userId: string): Promise<number> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: customerKey(code, userId), ConsistentRead: true }));
      return Number(result.Item?.taken ?? 0);
    },

    async list(): Promise<StoredDiscount[]> {
      return (await queryAll(db, { index: "gsi1", partition: "DISCOUNT", newestFirst: true })).map(fromItem);
    },

    /** Replaces the admin's fields; the counts are the shop's. Undefined when there is no such code. */
    async update(code: string, input: DiscountInput): Promise<StoredDiscount | undefined> {
      const fields = limits(input) as Record<string, unknown>;
      delete fields.code;
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ":at": db.now().toISOString() };
      const sets = Object.entries(fields).map(([name, value], i) => {
        names[`#f${i}`] = name;
        values[`:v${i}`] = value;
        return `#f${i} = :v${i}`;
      });
      const removed = (["maxUses", "maxUsesPerCustomer", "endsAt"] as const).filter((name) => input[name] === null);
      try {
        const result = await db.doc.send(
          new UpdateCommand({
            TableName: db.tableName,
            Key: key(code),
            UpdateExpression: `SET ${[...sets, "updatedAt = :at"].join(", ")}${removed.length ? ` REMOVE ${removed.join(", ")}` : ""}`,
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
            ReturnValues: "ALL_NEW",
          }),
        );
        return result.Attributes ? fromItem(result.Attributes) : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /** Deletes a code no checkout is holding a use of; "missing" or "held" when refused. */
    async remove(code: string): Promise<"removed" | "missing" | "held"> {
      try {
        await db.doc.send(new DeleteCommand({ TableName: db.tableName, Key: key(code), ConditionExpression: "attribute_exists(pk) AND taken = used" }));
        return "removed";
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.get(code)) ? "held" : "missing";
      }
    },

    /**
     * Transaction actions taking one use for a checkout: refused when the code is gone, switched
     * off, used up, or the shopper has reached their own limit (`perCustomer`, as read now).
     */
    takeUseActions(code: string, userId: string, perCustomer: number | null): TransactItem[] {
      return [
        {
          Update: {
            TableName: db.tableName,
            Key: key(code),
            UpdateExpression: "ADD taken :one",
            ConditionExpression: "attribute_exists(pk) AND isActive = :yes AND (attribute_not_exists(maxUses) OR taken < maxUses)",
            ExpressionAttributeValues: { ":one": 1, ":yes": true },
          },
        },
        {
          Update: {
            TableName: db.tableName,
            Key: customerKey(code, userId),
            UpdateExpression: "ADD taken :one",
            ...(perCustomer !== null
              ? { ConditionExpression: "attribute_not_exists(taken) OR taken < :limit", ExpressionAttributeValues: { ":one": 1, ":limit": perCustomer } }
              : { ExpressionAttributeValues: { ":one": 1 } }),
          },
        },
      ];
    },

    /** Transaction actions giving a held use back (a released hold). */
    returnUseActions(code: string, userId: string): TransactItem[] {
      return [key(code), customerKey(code, userId)].map((Key) => ({
        Update: { TableName: db.tableName, Key, UpdateExpression: "ADD taken :minus", ExpressionAttributeValues: { ":minus": -1 } },
      }));
    },

    /**
     * Transaction actions counting a paid order's use: its held use becomes a use; a payment whose
     * hold had been released takes a use again without a limit (the shopper has already paid the
     * discounted price, so it is honoured).
     */
    useActions(code: string, userId: string, held: boolean, perCustomer: number | null = null): TransactItem[] {
      if (held) return [{ Update: { TableName: db.tableName, Key: key(code), UpdateExpression: "ADD used :one", ExpressionAttributeValues: { ":one": 1 } } }];
      // The checkout's use was given back when its hold was released: a payment arriving after
      // that takes a use again only if one is still free, as a new checkout would (issue 23).
      const [take, customer] = this.takeUseActions(code, userId, perCustomer);
      const main = take!.Update!;
      return [{ Update: { ...main, UpdateExpression: "ADD used :one, taken :one", ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(maxUses) OR taken < maxUses)", ExpressionAttributeValues: { ":one": 1 } } }, customer!];
    },
  };
}

export type DiscountRepository = ReturnType<typeof discountRepository>;
