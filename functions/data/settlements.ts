import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { Db } from "./db.js";
import { labelled, type LabelledAction } from "./transact.js";

// An order's settlement account (issue 39, docs/money.md): one item, ORDER#<id> / SETTLEMENT, that
// every payout of the order passes through: a refund to the card, store credit from a cancellation
// or a return, an exchange's goods, and every piece put back on the shelf. Each payout is one
// conditional update of it, in the transaction of the payout itself (or, when Razorpay must be
// asked in between, a claim before the call and its settling after), so that two hands at once
// cannot give back more than was paid, more pieces than were bought, or restock a piece twice.

/** The label of the settlement's action: a refusal reads as `ConditionsFailed.refused(SETTLEMENT)`. */
export const SETTLEMENT = "settlement";

export type PayoutKind = "refund" | "cancellation" | "return-credit" | "exchange" | "return-receipt" | "rto";

/** Pieces of one order line (its index in the order's items). */
export interface LinePieces {
  line: number;
  quantity: number;
}

/** One thing given back for an order, or pieces put back on the shelf. Amounts in paise. */
export interface Payout {
  /** Unique per order: the refund's idempotency key, the return's id, the cancellation. */
  ref: string;
  kind: PayoutKind;
  /** To the card or UPI account, through Razorpay. */
  cashPaise: number;
  /** To the shopper's store credit. */
  creditPaise: number;
  /** The value of goods sent instead (an exchange). */
  exchangePaise: number;
  /** Pieces paid back (refunded, credited, exchanged or cancelled). */
  pieces: LinePieces[];
  /** Pieces put back in stock. */
  restocked: LinePieces[];
  by: string;
  byId?: string;
  at: string;
  /** Razorpay's refund, once it is known. */
  refundId?: string;
}

/** What the order took: the ceiling of what can be given back. */
export interface SettlementPaid {
  cashPaise: number;
  creditPaise: number;
  /** An exchange's order is paid by the goods sent back. */
  goodsPaise: number;
}

/** What the settlement needs of the order and its payment: what was paid and each line's pieces. */
export interface SettlementTerms {
  orderId: string;
  paid: SettlementPaid;
  sold: readonly number[];
}

export interface SettlementRecord {
  orderId: string;
  cashBackPaise: number;
  creditBackPaise: number;
  exchangeBackPaise: number;
  givenBackPaise: number;
  /** Per line index: pieces paid back and pieces restocked. */
  back: Record<number, number>;
  restocked: Record<number, number>;
  entries: Payout[];
  /** Claimed before a Razorpay call, not yet settled: counted, so nothing else can take them. */
  pending: Payout[];
}

const key = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: "SETTLEMENT" });
const BACK = "back#";
const RESTOCKED = "restocked#";
const PENDING = "pending#";

export const paidTotal = (paid: SettlementPaid) => paid.cashPaise + paid.creditPaise + paid.goodsPaise;
export const payoutTotal = (payout: Pick<Payout, "cashPaise" | "creditPaise" | "exchangePaise">) => payout.cashPaise + payout.creditPaise + payout.exchangePaise;

export function emptySettlement(orderId: string): SettlementRecord {
  return { orderId, cashBackPaise: 0, creditBackPaise: 0, exchangeBackPaise: 0, givenBackPaise: 0, back: {}, restocked: {}, entries: [], pending: [] };
}

export function toSettlement(orderId: string, item: Record<string, unknown> | undefined): SettlementRecord {
  const settlement = emptySettlement(orderId);
  if (!item) return settlement;
  const number = (name: string) => Number(item[name] ?? 0);
  settlement.cashBackPaise = number("cashBackPaise");
  settlement.creditBackPaise = number("creditBackPaise");
  settlement.exchangeBackPaise = number("exchangeBackPaise");
  settlement.givenBackPaise = number("givenBackPaise");
  settlement.entries = (item.entries as Payout[] | undefined) ?? [];
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(BACK)) settlement.back[Number(name.slice(BACK.length))] = Number(value);
    else if (name.startsWith(RESTOCKED)) settlement.restocked[Number(name.slice(RESTOCKED.length))] = Number(value);
    else if (name.startsWith(PENDING)) settlement.pending.push(value as Payout);
  }
  return settlement;
}

/** Sums pieces per line, so a payout naming one line twice is checked as one. */
function perLine(pieces: readonly LinePieces[]): Map<number, number> {
  const lines = new Map<number, number>();
  for (const { line, quantity } of pieces) if (quantity > 0) lines.set(line, (lines.get(line) ?? 0) + quantity);
  return lines;
}

/** Why a payout can never fit this order, whatever else happens (a caller's arithmetic slip): not a race. */
export function beyondTerms(terms: SettlementTerms, payout: Payout): string | undefined {
  if (payout.cashPaise > terms.paid.cashPaise) return "more to the card than the card paid";
  if (payoutTotal(payout) > paidTotal(terms.paid)) return "more than the order was paid";
  for (const [line, quantity] of [...perLine(payout.pieces), ...perLine(payout.restocked)]) {
    if (quantity > (terms.sold[line] ?? 0)) return `more pieces of line ${line + 1} than were bought`;
  }
  return undefined;
}

/**
 * The one update that moves the settlement by a payout, on condition that afterwards nothing is
 * over its ceiling and the payout's ref is new. `claim` keeps it pending (a Razorpay call follows);
 * otherwise it is entered at once.
 */
function moveAction(db: Db, terms: SettlementTerms, payout: Payout, mode: "claim" | "enter"): LabelledAction[] {
  const names: Record<string, string> = { "#refs": "refs", "#entity": "entity", "#orderId": "orderId" };
  const values: Record<string, unknown> = { ":zero": 0, ":ref": payout.ref, ":refs": new Set([payout.ref]), ":entity": "settlement", ":orderId": terms.orderId };
  const sets = ["#entity = :entity", "#orderId = :orderId"];
  const conditions = ["NOT contains(#refs, :ref)"];
  let n = 0;
  const add = (attribute: string, amount: number, ceiling: number) => {
    if (amount <= 0) return;
    const name = `#a${n}`;
    names[name] = attribute;
    values[`:v${n}`] = amount;
    values[`:room${n}`] = ceiling - amount;
    sets.push(`${name} = if_not_exists(${name}, :zero) + :v${n}`);
    conditions.push(`(attribute_not_exists(${name}) OR ${name} <= :room${n})`);
    n++;
  };
  const total = paidTotal(terms.paid);
  add("cashBackPaise", payout.cashPaise, terms.paid.cashPaise);
  add("creditBackPaise", payout.creditPaise, total);
  add("exchangeBackPaise", payout.exchangePaise, total);
  add("givenBackPaise", payoutTotal(payout), total);
  for (const [line, quantity] of perLine(payout.pieces)) add(`${BACK}${line}`, quantity, terms.sold[line] ?? 0);
  for (const [line, quantity] of perLine(payout.restocked)) add(`${RESTOCKED}${line}`, quantity, terms.sold[line] ?? 0);
  for (const [attribute, amount] of [["paidCashPaise", terms.paid.cashPaise], ["paidCreditPaise", terms.paid.creditPaise], ["paidGoodsPaise", terms.paid.goodsPaise]] as const) {
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = amount;
    sets.push(`#${attribute} = if_not_exists(#${attribute}, :${attribute})`);
  }
  if (mode === "claim") {
    names["#pending"] = `${PENDING}${payout.ref}`;
    values[":payout"] = payout;
    sets.push("#pending = :payout");
  } else {
    names["#entries"] = "entries";
    values[":entries"] = [payout];
    values[":none"] = [];
    sets.push("#entries = list_append(if_not_exists(#entries, :none), :entries)");
  }
  return labelled(SETTLEMENT, {
    Update: {
      TableName: db.tableName,
      Key: key(terms.orderId),
      UpdateExpression: `SET ${sets.join(", ")} ADD #refs :refs`,
      ConditionExpression: conditions.join(" AND "),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  });
}

export function settlementRepository(db: Db) {
  return {
    async get(orderId: string): Promise<SettlementRecord> {
      const { Item } = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(orderId), ConsistentRead: true }));
      return toSettlement(orderId, Item);
    },

    /** A payout made in this transaction alone (store credit, an exchange, a restock): entered at once. */
    enterAction: (terms: SettlementTerms, payout: Payout) => moveAction(db, terms, payout, "enter"),

    /** A payout that waits on Razorpay: counted now, settled or released after the call. */
    claimAction: (terms: SettlementTerms, payout: Payout) => moveAction(db, terms, payout, "claim"),

    /** The claim's Razorpay refund happened: the pending payout becomes an entry, once. */
    settleAction(orderId: string, payout: Payout): LabelledAction[] {
      return labelled(SETTLEMENT, {
        Update: {
          TableName: db.tableName,
          Key: key(orderId),
          UpdateExpression: "SET #entries = list_append(if_not_exists(#entries, :none), :entries) REMOVE #pending",
          ConditionExpression: "attribute_exists(#pending)",
          ExpressionAttributeNames: { "#entries": "entries", "#pending": `${PENDING}${payout.ref}` },
          ExpressionAttributeValues: { ":entries": [payout], ":none": [] },
        },
      });
    },

    /** Razorpay refused the claim's refund: what it counted is free again. */
    releaseAction(orderId: string, payout: Payout): LabelledAction[] {
      const names: Record<string, string> = { "#pending": `${PENDING}${payout.ref}`, "#refs": "refs" };
      const values: Record<string, unknown> = { ":refs": new Set([payout.ref]) };
      const sets: string[] = [];
      let n = 0;
      const less = (attribute: string, amount: number) => {
        if (amount <= 0) return;
        names[`#a${n}`] = attribute;
        values[`:v${n}`] = amount;
        sets.push(`#a${n} = #a${n} - :v${n}`);
        n++;
      };
      less("cashBackPaise", payout.cashPaise);
      less("creditBackPaise", payout.creditPaise);
      less("exchangeBackPaise", payout.exchangePaise);
      less("givenBackPaise", payoutTotal(payout));
      for (const [line, quantity] of perLine(payout.pieces)) less(`${BACK}${line}`, quantity);
      for (const [line, quantity] of perLine(payout.restocked)) less(`${RESTOCKED}${line}`, quantity);
      return labelled(SETTLEMENT, {
        Update: {
          TableName: db.tableName,
          Key: key(orderId),
          UpdateExpression: `${sets.length > 0 ? `SET ${sets.join(", ")} ` : ""}REMOVE #pending DELETE #refs :refs`,
          ConditionExpression: "attribute_exists(#pending)",
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      });
    },
  };
}

export type SettlementRepository = ReturnType<typeof settlementRepository>;
