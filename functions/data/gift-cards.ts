import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { GiftCard, GiftCardEntry, GiftCardEntryKind, GiftCardTotals } from "../../shared/gift-cards/gift-card.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction } from "./transact.js";

// Gift cards (issue 45): money the shop owes whoever holds a code, kept like store credit: a card
// item with its balance, a ledger of entries in the card's partition and a once-only marker per
// movement (GIFTCARD#<id>: CARD, ENTRY#<at>#<id>, REF#<kind>#<ref>), a lookup by the code's hash
// (GIFTCODE#<hash> / CODE: the code itself is never stored), and the shop's totals (GIFTCARDS /
// TOTALS: issued, redeemed, expired, voided) moved in the same transactions, so the liability the
// business report shows always equals a recount of the ledgers. A balance moves only by increments
// under conditions: two checkouts spending one card at once never take it below zero.

const partition = (cardId: string) => `GIFTCARD#${cardId}`;
const cardKey = (cardId: string) => ({ pk: partition(cardId), sk: "CARD" });
const codeKey = (codeHash: string) => ({ pk: `GIFTCODE#${codeHash}`, sk: "CODE" });
const refKey = (cardId: string, kind: GiftCardEntryKind, ref: string) => ({ pk: partition(cardId), sk: `REF#${kind}#${ref}` });
const TOTALS_KEY = { pk: "GIFTCARDS", sk: "TOTALS" };
/** The admin's list, newest first. */
const LIST = "GIFTCARD";

/** Labels of a movement's actions, for reading a refusal. */
export const GIFT_CARD = "gift-card";
const RECORDED = `${GIFT_CARD}:recorded`;
const BALANCE = `${GIFT_CARD}:balance`;
const CODE_TAKEN = `${GIFT_CARD}:code`;
const ISSUE_MARKED = `${GIFT_CARD}:issue`;

/** What a movement belongs to and who made it; `ref` is unique per kind, so a replay is refused. */
export interface GiftCardSource {
  ref: string;
  by: string;
  byId?: string;
  reason?: string;
  orderId?: string;
}

/** Which totals a movement moves. */
const TOTAL_OF: Record<GiftCardEntryKind, keyof GiftCardTotals> = {
  issued: "issuedPaise",
  spent: "redeemedPaise",
  "to-store-credit": "redeemedPaise",
  // A refund puts back what a spend took: it lowers what was redeemed.
  refunded: "redeemedPaise",
  expired: "expiredPaise",
  voided: "voidedPaise",
};

export function giftCardRepository(db: Db) {
  function entryActions(cardId: string, kind: GiftCardEntryKind, amountPaise: number, source: GiftCardSource): LabelledAction[] {
    const at = db.now().toISOString();
    const id = newId(db.now());
    const entry: GiftCardEntry = { id, kind, amountPaise, at, ...source };
    const total = TOTAL_OF[kind];
    // Entries are signed (+ issued or put back, − taken); each total counts its own kind upwards, so
    // a take adds its size to what was redeemed and a put-back takes its size off again.
    const change = kind === "issued" ? amountPaise : -amountPaise;
    return [
      ...labelled(RECORDED, {
        Put: { TableName: db.tableName, Item: { ...refKey(cardId, kind, source.ref), entity: "giftCardRef", entryId: id, at }, ConditionExpression: "attribute_not_exists(pk)" },
      }),
      ...labelled(`${GIFT_CARD}:entry`, {
        Put: { TableName: db.tableName, Item: { pk: partition(cardId), sk: `ENTRY#${at}#${id}`, entity: "giftCardEntry", cardId, ...entry }, ConditionExpression: "attribute_not_exists(pk)" },
      }),
      ...labelled(`${GIFT_CARD}:totals`, {
        Update: {
          TableName: db.tableName,
          Key: TOTALS_KEY,
          UpdateExpression: "SET #total = if_not_exists(#total, :zero) + :change, entity = :entity",
          ExpressionAttributeNames: { "#total": total },
          ExpressionAttributeValues: { ":zero": 0, ":change": change, ":entity": "giftCardTotals" },
        },
      }),
    ];
  }

  function assertPositive(amountPaise: number) {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError(`A gift card moves by a positive whole number of paise, not ${amountPaise}`);
  }

  return {
    /** A new card, with no code yet (its e-mail makes one): the card, its issue entry and the totals. */
    issueActions(card: GiftCard, source: GiftCardSource): LabelledAction[] {
      assertPositive(card.issuedPaise);
      return [
        ...labelled(`${GIFT_CARD}:card`, {
          Put: {
            TableName: db.tableName,
            Item: { ...cardKey(card.id), entity: "giftCard", gsi1pk: LIST, gsi1sk: `${card.issuedAt}#${card.id}`, ...card },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        }),
        ...entryActions(card.id, "issued", card.issuedPaise, source),
      ];
    },

    /** The once-only mark of an issue asked with an idempotency key: the same ask again finds its card. */
    issueMarkAction(key: string, cardId: string): LabelledAction[] {
      return labelled(ISSUE_MARKED, {
        Put: { TableName: db.tableName, Item: { pk: `GIFTCARD_ISSUE#${key}`, sk: "ISSUE", entity: "giftCardIssue", cardId }, ConditionExpression: "attribute_not_exists(pk)" },
      });
    },

    /** The card issued under this key, if any. */
    async issuedUnder(key: string): Promise<GiftCard | undefined> {
      const mark = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: { pk: `GIFTCARD_ISSUE#${key}`, sk: "ISSUE" }, ConsistentRead: true }));
      return typeof mark.Item?.cardId === "string" ? this.get(mark.Item.cardId) : undefined;
    },

    /**
     * Taking from a card: at checkout (`spent`) or into its holder's store credit (`to-store-credit`).
     * Refused at `gift-card:balance` when the card holds less, is voided, or has expired at `now`.
     */
    takeActions(cardId: string, kind: "spent" | "to-store-credit", amountPaise: number, source: GiftCardSource): LabelledAction[] {
      assertPositive(amountPaise);
      const at = db.now().toISOString();
      return [
        ...entryActions(cardId, kind, -amountPaise, source),
        ...labelled(BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: cardKey(cardId),
            UpdateExpression: "SET balancePaise = balancePaise - :amount, updatedAt = :at",
            ConditionExpression: "balancePaise >= :amount AND #status = :active AND validUntil > :at",
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":amount": amountPaise, ":active": "active", ":at": at },
          },
        }),
      ];
    },

    /** Putting back what a spend took (its order refunded, its checkout lapsed): never more than was issued. */
    putBackActions(cardId: string, amountPaise: number, source: GiftCardSource): LabelledAction[] {
      assertPositive(amountPaise);
      return [
        ...entryActions(cardId, "refunded", amountPaise, source),
        ...labelled(BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: cardKey(cardId),
            UpdateExpression: "SET balancePaise = balancePaise + :amount, updatedAt = :at",
            ConditionExpression: "balancePaise + :amount <= issuedPaise",
            ExpressionAttributeValues: { ":amount": amountPaise, ":at": db.now().toISOString() },
          },
        }),
      ];
    },

    /**
     * Closing a card's balance: voided by the owner, or expired by the sweep. Takes exactly the
     * balance read (`gift-card:balance` refuses when it moved meanwhile, so nothing is closed twice).
     */
    closeActions(cardId: string, kind: "voided" | "expired", balancePaise: number, source: GiftCardSource, now: Date = db.now()): LabelledAction[] {
      const at = now.toISOString();
      const condition = kind === "voided" ? "#status = :active AND balancePaise = :seen" : "#status = :active AND balancePaise = :seen AND validUntil <= :at";
      return [
        ...(balancePaise > 0 ? entryActions(cardId, kind, -balancePaise, source) : []),
        ...labelled(BALANCE, {
          Update: {
            TableName: db.tableName,
            Key: cardKey(cardId),
            UpdateExpression: `SET balancePaise = :zero, updatedAt = :at${kind === "voided" ? ", #status = :voided" : ""}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: { "#status": "status" },
            ExpressionAttributeValues: { ":zero": 0, ":seen": balancePaise, ":active": "active", ":at": at, ...(kind === "voided" && { ":voided": "voided" }) },
          },
        }),
      ];
    },

    /**
     * Gives a card its code as its e-mail is written: the new code's lookup in, a code given on an
     * earlier try (whose e-mail may never have gone) out. False once the card was delivered or voided.
     */
    async giveCode(cardId: string, codeHash: string, lastFour: string): Promise<boolean> {
      const current = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: cardKey(cardId), ConsistentRead: true }));
      if (!current.Item || current.Item.deliveredAt || current.Item.status !== "active") return false;
      const previous = typeof current.Item.codeHash === "string" ? current.Item.codeHash : undefined;
      try {
        await transactWrite(db, [
          ...(previous ? labelled(`${GIFT_CARD}:old-code`, { Delete: { TableName: db.tableName, Key: codeKey(previous) } }) : []),
          ...labelled(CODE_TAKEN, {
            Put: { TableName: db.tableName, Item: { ...codeKey(codeHash), entity: "giftCardCode", cardId }, ConditionExpression: "attribute_not_exists(pk)" },
          }),
          ...labelled(`${GIFT_CARD}:card`, {
            Update: {
              TableName: db.tableName,
              Key: cardKey(cardId),
              UpdateExpression: "SET codeHash = :hash, lastFour = :last",
              // The code it had when read: two senders racing give one code, the other tries again.
              ConditionExpression: `attribute_not_exists(deliveredAt) AND #status = :active AND ${previous ? "codeHash = :previous" : "attribute_not_exists(codeHash)"}`,
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: { ":hash": codeHash, ":last": lastFour, ":active": "active", ...(previous && { ":previous": previous }) },
            },
          }),
        ]);
        return true;
      } catch (error) {
        if (error instanceof ConditionsFailed) return false;
        throw error;
      }
    },

    /** Its e-mail went: the code it carries is the card's for good. */
    async markDelivered(cardId: string): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: cardKey(cardId),
          UpdateExpression: "SET deliveredAt = if_not_exists(deliveredAt, :at)",
          ExpressionAttributeValues: { ":at": db.now().toISOString() },
        }),
      );
    },

    async get(cardId: string): Promise<GiftCard | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: cardKey(cardId), ConsistentRead: true }));
      return result.Item ? toCard(result.Item) : undefined;
    },

    /** The card a code's hash names, if any. */
    async byCodeHash(codeHash: string): Promise<GiftCard | undefined> {
      const lookup = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: codeKey(codeHash), ConsistentRead: true }));
      return typeof lookup.Item?.cardId === "string" ? this.get(lookup.Item.cardId) : undefined;
    },

    /** Cards, newest first, a page at a time (the admin's list). */
    async list(page: PageRequest): Promise<PageResult<GiftCard>> {
      const result = await queryPage(db, { index: "gsi1", partition: LIST, newestFirst: true, ...page });
      return { items: result.items.map(toCard), nextCursor: result.nextCursor };
    },

    /**
     * Cards issued before `issuedBefore` that still hold money and ran out by `now`: the expiry
     * sweep's work. Only cards at least a year old can have run out (no term is shorter), so the
     * read covers that part of the list alone.
     */
    async ranOut(issuedBefore: string, now: string): Promise<GiftCard[]> {
      const items = await queryAll(db, {
        index: "gsi1",
        partition: LIST,
        sortBetween: ["0", `${issuedBefore}~`],
        matches: (item) => item.status === "active" && Number(item.balancePaise) > 0 && String(item.validUntil) <= now,
      });
      return items.map(toCard);
    },

    /** A card's movements, oldest first (a card has few). */
    async entries(cardId: string): Promise<GiftCardEntry[]> {
      return (await queryAll(db, { partition: partition(cardId), sortPrefix: "ENTRY#" })).map((item) => {
        const { cardId: _cardId, ...entry } = withoutLayout<GiftCardEntry & { cardId: string }>(item);
        return entry;
      });
    },

    async totals(): Promise<GiftCardTotals> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: TOTALS_KEY, ConsistentRead: true }));
      const figure = (name: keyof GiftCardTotals) => (typeof result.Item?.[name] === "number" ? (result.Item[name] as number) : 0);
      return { issuedPaise: figure("issuedPaise"), redeemedPaise: figure("redeemedPaise"), expiredPaise: figure("expiredPaise"), voidedPaise: figure("voidedPaise") };
    },
  };
}

function toCard(item: Record<string, unknown>): GiftCard {
  const { codeHash: _hash, updatedAt: _updated, ...card } = withoutLayout<GiftCard & { codeHash: string; updatedAt?: string }>(item);
  return card;
}

/** What refused a gift card transaction: a replay (a movement or an issue asked before), the balance (too little, voided, expired), or a code drawn twice. */
export function giftCardRefusedBy(error: unknown): "replay" | "balance" | "code" | null {
  if (!(error instanceof ConditionsFailed)) return null;
  if (error.refused(RECORDED) || error.refused(ISSUE_MARKED)) return "replay";
  if (error.refused(BALANCE)) return "balance";
  if (error.refused(CODE_TAKEN)) return "code";
  return null;
}

export type GiftCardRepository = ReturnType<typeof giftCardRepository>;
