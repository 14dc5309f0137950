import { heldBySize, onHandBySize } from "../../shared/stock.js";
import type { Product, StockMovement, StockMovementReason, StockMovementSize } from "../../shared/types.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import type { TransactItem } from "./transact.js";

// Stock per product and size (issue 22): the product keeps `stockBySize` (available to shoppers)
// and `heldBySize` (in open checkouts); on hand, what the owner counts, is their sum. Every change
// of either is written here, with a movement item in the same transaction:
// PRODUCT#<id> / MOVEMENT#<at>#<id>, one per change, carrying each size's figures before and after.
// The product's update is conditioned on the figures it was computed from, so the figures a
// movement records are the ones it found, and a replay of the movements gives the product's stock.

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

/** A move that would leave a size with fewer than 0 available or held pieces: refused before writing. */
export class StockShort extends Error {
  constructor(
    readonly productId: string,
    readonly size: string,
    readonly left: number,
  ) {
    super(`Only ${left} left in size ${size} of product ${productId}`);
    this.name = "StockShort";
  }
}

/** Each moved size's figures, from the product as read to after the move. */
export function movedFigures(product: Product, moves: Readonly<Record<string, SizeMove>>): StockMovementSize[] {
  const onHand = onHandBySize(product);
  const held = heldBySize(product);
  return Object.entries(moves).map(([size, move]) => {
    const figures = { size, onHandFrom: onHand[size] ?? 0, onHandTo: (onHand[size] ?? 0) + move.onHand, heldFrom: held[size] ?? 0, heldTo: (held[size] ?? 0) + move.held };
    if (!product.sizes.includes(size) || figures.heldTo < 0 || figures.onHandTo - figures.heldTo < 0) {
      throw new StockShort(product.id, size, product.sizes.includes(size) ? figures.onHandFrom - figures.heldFrom : 0);
    }
    return figures;
  });
}

/** What an admin's save or an import changes in the owner's figures: sizes whose on hand moved, added or dropped. */
export function countedFigures(before: Product | undefined, after: Product): StockMovementSize[] {
  const from = before ? onHandBySize(before) : {};
  const to = onHandBySize(after);
  const heldFrom = before ? heldBySize(before) : {};
  const heldTo = heldBySize(after);
  const sizes = [...new Set([...(before?.sizes ?? []), ...after.sizes])];
  return sizes
    .map((size) => ({ size, onHandFrom: from[size] ?? 0, onHandTo: to[size] ?? 0, heldFrom: heldFrom[size] ?? 0, heldTo: heldTo[size] ?? 0 }))
    .filter((figures) => figures.onHandFrom !== figures.onHandTo || figures.heldFrom !== figures.heldTo);
}

function toMovement(item: Record<string, unknown>): StockMovement {
  return withoutLayout<StockMovement>(item);
}

export function stockMovementRepository(db: Db) {
  return {
    /** Transaction action: the movement item for a change whose figures the caller knows. */
    recordAction(productId: string, source: MovementSource, sizes: StockMovementSize[]): TransactItem {
      const now = db.now();
      const at = now.toISOString();
      const id = newId(now);
      const item: StockMovement = { id, productId, ...source, at, sizes };
      return {
        Put: {
          TableName: db.tableName,
          Item: { pk: `PRODUCT#${productId}`, sk: `MOVEMENT#${at}#${id}`, entity: "stockMovement", ...item },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      };
    },

    /**
     * Transaction actions moving pieces of one product: its figures per size, refused if any of
     * them is no longer as `product` was read (the caller reads again and retries), and the
     * movement. Throws StockShort, writing nothing, if a size would go below zero. Two actions.
     */
    moveActions(product: Product, moves: Readonly<Record<string, SizeMove>>, source: MovementSource): TransactItem[] {
      const sizes = movedFigures(product, moves);
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ":at": db.now().toISOString() };
      const sets: string[] = [];
      const conditions = ["attribute_exists(pk)", "attribute_exists(heldBySize)"];
      let availableChange = 0;
      sizes.forEach((figures, i) => {
        const availableFrom = figures.onHandFrom - figures.heldFrom;
        const availableTo = figures.onHandTo - figures.heldTo;
        availableChange += availableTo - availableFrom;
        names[`#s${i}`] = figures.size;
        Object.assign(values, { [`:a${i}`]: availableFrom, [`:h${i}`]: figures.heldFrom, [`:na${i}`]: availableTo, [`:nh${i}`]: figures.heldTo });
        sets.push(`stockBySize.#s${i} = :na${i}`, `heldBySize.#s${i} = :nh${i}`);
        conditions.push(`stockBySize.#s${i} = :a${i}`);
        // A size added since the product's last full save has no held figure yet: it holds none.
        conditions.push(figures.heldFrom === 0 ? `(heldBySize.#s${i} = :h${i} OR attribute_not_exists(heldBySize.#s${i}))` : `heldBySize.#s${i} = :h${i}`);
      });
      values[":change"] = availableChange;
      return [
        {
          Update: {
            TableName: db.tableName,
            Key: productKey(product.id),
            UpdateExpression: `SET ${sets.join(", ")}, stock = stock + :change, updatedAt = :at`,
            ConditionExpression: conditions.join(" AND "),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          },
        },
        this.recordAction(product.id, source, sizes),
      ];
    },

    /** One product's movements, newest first, a page at a time. */
    async list(productId: string, page: PageRequest): Promise<PageResult<StockMovement>> {
      const result = await queryPage(db, { partition: `PRODUCT#${productId}`, sortPrefix: "MOVEMENT#", newestFirst: true, limit: page.limit, cursor: page.cursor });
      return { items: result.items.map(toMovement), nextCursor: result.nextCursor };
    },

    /** Every movement of a product, oldest first (replays, audits). */
    async all(productId: string): Promise<StockMovement[]> {
      return (await queryAll(db, { partition: `PRODUCT#${productId}`, sortPrefix: "MOVEMENT#" })).map(toMovement);
    },
  };
}

export type StockMovementRepository = ReturnType<typeof stockMovementRepository>;
