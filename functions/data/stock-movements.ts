import { heldBySize, onHandBySize } from "../../shared/stock.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { StockMovement, StockMovementReason, StockMovementSize } from "../../shared/schemas/stock-movement.js";
import { restockMarks } from "./restock-marks.js";
import { changeSet } from "./product-changes.js";
import { stockLevelRepository } from "./stock-levels.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, type PageRequest, type PageResult } from "./query-page.js";
import { labelled, type LabelledAction, type TransactItem } from "./transact.js";

/** The label of one product's stock actions in a transaction; `refusedIn("stock")` gives the product ids. */
export const stockLabel = (productId: string) => `stock:${productId}`;

// Stock per product and size (issue 22): the product keeps `stockBySize` (available to shoppers)
// and `heldBySize` (in open checkouts); on hand, what the owner counts, is their sum. Every change
// of either is written here, with a movement item in the same transaction:
// PRODUCT#<id> / MOVEMENT#<at>#<id>, carrying what each size gained or lost on hand and held.
// Holds, releases and sales move the figures by increments under `>=` conditions, as many
// checkouts of one size may land at once; the figures before and after each movement are worked
// out when the history is read, by replaying the movements from the product's first, so the
// stock always equals a replay of its movements.

export const productKey = (id: string) => ({ pk: `PRODUCT#${id}`, sk: "PRODUCT" });

/** Why, and who or what moved the pieces: an admin ("Asha (#1a2b3c)"), "checkout", "payment", "sweep", "shop". */
export interface MovementSource {
  reason: StockMovementReason;
  by: string;
  byId?: string;
  orderId?: string;
}

/** Pieces of one size moving onto (+) or off (−) the shelf, and into (+) or out of (−) holds. */
export interface SizeMove {
  onHand: number;
  held: number;
}

/** A movement as stored: per size, what on hand and held gained (+) or lost (−). */
export interface StoredMovement extends Omit<StockMovement, "sizes"> {
  moved: Array<{ size: string } & SizeMove>;
}

/** What an admin's save or an import changes in the owner's figures: sizes whose on hand or held moved, added or dropped. */
export function countedMoves(before: ProductRecord | undefined, after: ProductRecord): Record<string, SizeMove> {
  const from = before ? onHandBySize(before) : {};
  const to = onHandBySize(after);
  const heldFrom = before ? heldBySize(before) : {};
  const heldTo = heldBySize(after);
  const moves: Record<string, SizeMove> = {};
  for (const size of new Set([...(before?.sizes ?? []), ...after.sizes])) {
    const move = { onHand: (to[size] ?? 0) - (from[size] ?? 0), held: (heldTo[size] ?? 0) - (heldFrom[size] ?? 0) };
    if (move.onHand !== 0 || move.held !== 0) moves[size] = move;
  }
  return moves;
}

/**
 * Movements oldest first, with each size's figures before and after: a replay from nothing (a
 * product's first movement is its creation). Sizes never moved count 0.
 */
export function replayed(movements: readonly StoredMovement[]): StockMovement[] {
  const onHand: Record<string, number> = {};
  const held: Record<string, number> = {};
  return movements.map(({ moved, ...movement }) => ({
    ...movement,
    sizes: moved.map(({ size, onHand: onHandChange, held: heldChange }): StockMovementSize => {
      const figures = { size, onHandFrom: onHand[size] ?? 0, onHandTo: (onHand[size] ?? 0) + onHandChange, heldFrom: held[size] ?? 0, heldTo: (held[size] ?? 0) + heldChange };
      onHand[size] = figures.onHandTo;
      held[size] = figures.heldTo;
      return figures;
    }),
  }));
}

function toStored(item: Record<string, unknown>): StoredMovement {
  // The back-in-stock bookkeeping on a restock's item is not part of the movement.
  const { returned: _returned, ...movement } = withoutLayout<StoredMovement & { returned?: unknown }>(item);
  return Object.fromEntries(Object.entries(movement).filter(([name]) => !name.startsWith("noticesSent:"))) as unknown as StoredMovement;
}

export function stockMovementRepository(db: Db) {
  const partition = (productId: string) => `PRODUCT#${productId}`;
  const levels = stockLevelRepository(db);

  return {
    /** Transaction action: the movement item for a change of one product's stock. */
    recordAction(productId: string, source: MovementSource, moves: Readonly<Record<string, SizeMove>>): TransactItem {
      const now = db.now();
      const at = now.toISOString();
      const id = newId(now);
      const item: StoredMovement = { id, productId, ...source, at, moved: Object.entries(moves).map(([size, move]) => ({ size, ...move })) };
      // Pieces back on sale: the movement waits in the index until the shoppers waiting hear (issue 27).
      const restock = restockMarks(at, id, item.moved);
      return {
        Put: {
          TableName: db.tableName,
          Item: { pk: partition(productId), sk: `MOVEMENT#${at}#${id}`, entity: "stockMovement", ...item, ...restock },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      };
    },

    /**
     * Transaction actions moving pieces of one product (two: the product's figures and the
     * movement), labelled `stock:<productId>`. Refused if the product is gone, a size is not
     * offered, or a size would have fewer than 0 pieces available or held.
     */
    moveActions(productId: string, moves: Readonly<Record<string, SizeMove>>, source: MovementSource): LabelledAction[] {
      const names: Record<string, string> = {};
      const at = db.now().toISOString();
      const changed = changeSet(productId, at);
      const values: Record<string, unknown> = { ":at": at, ":zero": 0, ...changed.values };
      const sets: string[] = [];
      const conditions = ["attribute_exists(pk)", "attribute_exists(heldBySize)"];
      let availableChange = 0;
      const availableBySize: Record<string, number> = {};
      Object.entries(moves).forEach(([size, move], i) => {
        const available = move.onHand - move.held;
        availableChange += available;
        availableBySize[size] = available;
        names[`#s${i}`] = size;
        values[`:a${i}`] = available;
        values[`:h${i}`] = move.held;
        sets.push(`stockBySize.#s${i} = stockBySize.#s${i} + :a${i}`, `heldBySize.#s${i} = if_not_exists(heldBySize.#s${i}, :zero) + :h${i}`);
        conditions.push(`attribute_exists(stockBySize.#s${i})`);
        if (available < 0) {
          values[`:na${i}`] = -available;
          conditions.push(`stockBySize.#s${i} >= :na${i}`);
        }
        if (move.held < 0) {
          values[`:nh${i}`] = -move.held;
          conditions.push(`heldBySize.#s${i} >= :nh${i}`);
        }
      });
      values[":change"] = availableChange;
      return labelled(
        stockLabel(productId),
        {
          Update: {
            TableName: db.tableName,
            Key: productKey(productId),
            UpdateExpression: `SET ${sets.join(", ")}, stock = stock + :change, updatedAt = :at, ${changed.set}`,
            ConditionExpression: conditions.join(" AND "),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        this.recordAction(productId, source, moves),
        // The low-stock index moves with the figures (stock-levels.ts).
        ...levels.movedActions(productId, availableBySize),
      );
    },

    /** Every movement of a product, oldest first, with its figures before and after. */
    async all(productId: string): Promise<StockMovement[]> {
      return replayed((await queryAll(db, { partition: partition(productId), sortPrefix: "MOVEMENT#" })).map(toStored));
    },

    /**
     * One product's movements, newest first, a page at a time. The whole history is read to work
     * out the figures (a product's movements are hundreds, not millions); the cursor is the last
     * movement's key, as everywhere else.
     */
    async list(productId: string, page: PageRequest): Promise<PageResult<StockMovement>> {
      const newestFirst = (await this.all(productId)).reverse();
      const after = decodeCursor(page.cursor, ["pk", "sk"]);
      const found = after ? newestFirst.findIndex((m) => `MOVEMENT#${m.at}#${m.id}` === after.sk) : -1;
      const start = after ? (found < 0 ? newestFirst.length : found + 1) : 0;
      const items = newestFirst.slice(start, start + page.limit);
      const last = items.at(-1);
      const more = last !== undefined && start + page.limit < newestFirst.length;
      return { items, nextCursor: more ? encodeCursor({ pk: partition(productId), sk: `MOVEMENT#${last.at}#${last.id}` }) : null };
    },
  };
}

export type StockMovementRepository = ReturnType<typeof stockMovementRepository>;
