import { MADE_TO_ORDER_SIZE } from "../../shared/made-to-measure/custom-options.js";
import { isPlausibleId } from "../../shared/schemas/record-id.js";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { discountPercent } from "../../shared/discount-percent.js";
import { withShopMaterial } from "../../shared/materials.js";
import { belowHeldMessage, heldBySize, onHandBySize, stockForSizes, totalStock, type StockBySize } from "../../shared/stock.js";
import { ratingOf } from "../../shared/rating.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { conflict, notFound } from "../errors.js";
import { bumpCounter } from "./counters.js";
import { listedCountActions } from "./listed-counts.js";
import { changeKeys, changeSet } from "./product-changes.js";
import { removedMarkAction } from "./product-removed-mark.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { countedMoves, productKey, stockMovementRepository, type MovementSource } from "./stock-movements.js";
import { stockLevelRepository } from "./stock-levels.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "./transact.js";

/**
 * What an admin supplies for a product; the id and timestamps are the server's.
 * `stockBySize` and `stock` here are what the owner counts: pieces ON HAND (issue 22). Without
 * stockBySize, `stock` is spread over the sizes (shared/stock.ts); with it, `stock` is its sum.
 */
export type ProductInput = Omit<ProductRecord, "id" | "createdAt" | "updatedAt" | "stockBySize" | "heldBySize" | "onHandBySize"> & {
  stockBySize?: StockBySize;
};

const key = productKey;

/** Who changes stock when nobody says (the demo seed, tools). */
const SHOP: Omit<MovementSource, "reason"> = { by: "shop" };

function toItem(product: ProductRecord) {
  // The rating is worked out from the review sums on each read, never stored as typed.
  const { id, onHandBySize: _onHand, rating: _rating, ...fields } = withShopMaterial(product);
  void _onHand;
  void _rating;
  return { ...key(id), entity: "product", gsi1pk: "PRODUCT", gsi1sk: `${product.createdAt}#${id}`, ...changeKeys(id, product.updatedAt), ...fields, heldBySize: heldBySize(product), id };
}

/** Exactly one figure per offered size, and `stock` their sum. */
function withStockBySize<T extends ProductInput>(input: T): T & { stockBySize: StockBySize } {
  const stockBySize = stockForSizes(input.stockBySize, input.stock, input.sizes);
  return { ...input, stockBySize, stock: totalStock(stockBySize) };
}

/**
 * A product stored before stock per size reads with its total split over its sizes, and one
 * saved with a free-text material ("Banarasi Silk") with the shop's value (Silk).
 */
export function toProduct(item: Record<string, unknown>): ProductRecord {
  // A rating typed by an admin before reviews (issue 27) is dropped: only approved reviews make one.
  const { rating: _typed, ...stored } = withShopMaterial(withoutLayout<ProductRecord>(item));
  void _typed;
  const rating = ratingOf(stored.reviewCount ?? 0, stored.ratingSum ?? 0);
  const fields = { ...stored, ...(rating === undefined ? {} : { rating }) };
  // A product saved before the percent followed the prices reads with the percent they give.
  const discount = discountPercent(fields.price, fields.originalPrice);
  const product = withStockBySize({ ...fields, discount });
  const held = heldBySize(product);
  return { ...product, heldBySize: held, onHandBySize: onHandBySize({ ...product, heldBySize: held }) };
}

/**
 * The product an admin's count makes: `input.stockBySize` is on hand; what checkouts hold stays
 * held and available is the rest. A count below what is held, or dropping a size with pieces
 * held, is refused (409): the pieces are promised to shoppers paying right now.
 */
function countedStock(input: ProductInput & { stockBySize: StockBySize }, held: StockBySize): Pick<ProductRecord, "stockBySize" | "heldBySize" | "stock"> {
  for (const [size, pieces] of Object.entries(held)) {
    if (pieces > 0 && !input.sizes.includes(size)) {
      throw conflict(`Size ${size} cannot be removed: ${pieces} ${pieces === 1 ? "is" : "are"} held in open checkouts. Remove it once those checkouts close.`);
    }
  }
  const heldNow = Object.fromEntries(input.sizes.map((size) => [size, held[size] ?? 0]));
  for (const size of input.sizes) {
    if (input.stockBySize[size]! < heldNow[size]!) throw conflict(belowHeldMessage(size, input.stockBySize[size]!, heldNow[size]!));
  }
  const stockBySize = Object.fromEntries(input.sizes.map((size) => [size, input.stockBySize[size]! - heldNow[size]!]));
  return { stockBySize, heldBySize: heldNow, stock: totalStock(stockBySize) };
}

/** Pieces by size, as a hold or a sale takes them: { M: 2, L: 1 }. */
export type Pieces = Record<string, number>;

/** Pieces per product, by size, of an order's lines. */
export function piecesByProduct(lines: ReadonlyArray<{ product: string; size: string; quantity: number }>): Map<string, Pieces> {
  const all = new Map<string, Pieces>();
  for (const line of lines) {
    // A custom piece made to order takes no stock (issue 26): nothing to hold, sell or put back.
    if (line.size === MADE_TO_ORDER_SIZE) continue;
    const pieces = all.get(line.product) ?? {};
    pieces[line.size] = (pieces[line.size] ?? 0) + line.quantity;
    all.set(line.product, pieces);
  }
  return all;
}

/** A condition that a listed name is still as read (absent when it was absent), and its value. */
function sameName(field: "category" | "subcategory", value: string | undefined): { condition: string; values: Record<string, string> } {
  return value === undefined ? { condition: `attribute_not_exists(${field})`, values: {} } : { condition: `${field} = :${field}`, values: { [`:${field}`]: value } };
}

/** The label of a product repository's own actions; a refusal of anything else is the caller's `alongside` to explain. */
export const PRODUCT = "product";

/** Whether only the repository's own actions were refused (not the caller's `alongside`). */
export function refusedOnly(error: unknown, label: string): error is ConditionsFailed {
  return error instanceof ConditionsFailed && error.failedLabels.every((failed) => failed === label);
}

export interface ProductListOptions extends PageRequest {
  includeInactive?: boolean;
  matches?: (product: ProductRecord) => boolean;
}

export function productRepository(db: Db) {
  const movements = stockMovementRepository(db);
  const levels = stockLevelRepository(db);

  /** The movement recording an admin's count (or an import's, or a new product's stock), if any size's figures changed. */
  function countAction(before: ProductRecord | undefined, after: ProductRecord, source: MovementSource): TransactItem[] {
    const moves = countedMoves(before, after);
    return Object.keys(moves).length > 0 ? [movements.recordAction(after.id, source, moves)] : [];
  }

  return {
    /**
     * `alongside`: actions that must hold in the same transaction (the subcategory still exists).
     * `by`: who added it, for the stock movement ("shop" when not said).
     */
    async create(input: ProductInput, id = newId(db.now()), alongside: LabelledAction[] = [], by: Omit<MovementSource, "reason"> = SHOP): Promise<ProductRecord> {
      const at = db.now().toISOString();
      const stocked = withStockBySize(input);
      const product = toProduct(toItem({ ...stocked, heldBySize: {}, id, createdAt: at, updatedAt: at }));
      const actions: TransactItem[] = [
        { Put: { TableName: db.tableName, Item: toItem(product), ConditionExpression: "attribute_not_exists(pk)" } },
        bumpCounter(db, "products", 1),
        ...countAction(undefined, product, { ...by, reason: "create" }),
        ...levels.savedActions(undefined, product),
      ];
      if (product.isActive) actions.push(bumpCounter(db, "activeProducts", 1));
      actions.push(...listedCountActions(db, [[undefined, product]]));
      await transactWrite(db, [...labelled(PRODUCT, ...actions), ...alongside]);
      return product;
    },

    /** The products of some lines (each read once, missing ones left out), by id. */
    async byId(lines: ReadonlyArray<{ product: string }>): Promise<Map<string, ProductRecord>> {
      const ids = [...new Set(lines.map((line) => line.product))];
      const found = await Promise.all(ids.map((id) => this.get(id)));
      return new Map(found.flatMap((product) => (product ? [[product.id, product] as const] : [])));
    },

    async get(id: string): Promise<ProductRecord | undefined> {
      // An id from a path no product could have (a 3,000-character one) names nothing: never sent
      // to DynamoDB, whose key size limit would answer it as a 500.
      if (!isPlausibleId(id)) return undefined;
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      if (!result.Item) return undefined;
      // A product stored before stock per size reads with its total split (toProduct); a read never
      // writes: scripts/upgrade-stock-by-size.ts stores the split.
      return toProduct(result.Item);
    },

    /**
     * The product as an update would store it: the admin's fields over the stored identity, with
     * `input.stockBySize` read as pieces on hand (countedStock: 409 below what is held).
     */
    revised(existing: ProductRecord, input: ProductInput): ProductRecord {
      const stocked = withStockBySize(input);
      const stock = countedStock(stocked, existing.heldBySize ?? {});
      const at = db.now().toISOString();
      // The review sums are the moderation's to move (conditioned on updatedAt, as the save is): carried as read.
      const reviews = { ...(existing.reviewCount !== undefined ? { reviewCount: existing.reviewCount } : {}), ...(existing.ratingSum !== undefined ? { ratingSum: existing.ratingSum } : {}) };
      return toProduct(toItem({ ...stocked, ...stock, ...reviews, id: existing.id, createdAt: existing.createdAt, updatedAt: at }));
    },

    /**
     * Transaction actions replacing a product, refused if it changed since `seen` was read (stock
     * moves with holds and sales, and every move sets updatedAt; held is checked size by size too,
     * as available was computed from it), and the movement of the owner's count, if it changed any.
     */
    replaceActions(product: ProductRecord, seen: ProductRecord, source: MovementSource): TransactItem[] {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ":seen": seen.updatedAt };
      const conditions = ["attribute_exists(pk)", "updatedAt = :seen"];
      Object.entries(seen.heldBySize ?? {}).forEach(([size, held], i) => {
        if (held === 0) return;
        names[`#s${i}`] = size;
        values[`:h${i}`] = held;
        conditions.push(`heldBySize.#s${i} = :h${i}`);
      });
      return [
        {
          Put: {
            TableName: db.tableName,
            Item: toItem(product),
            ConditionExpression: conditions.join(" AND "),
            ...(Object.keys(names).length > 0 && { ExpressionAttributeNames: names }),
            ExpressionAttributeValues: values,
          },
        },
        ...countAction(seen, product, source),
        ...levels.savedActions(seen, product),
      ];
    },

    /**
     * Replaces the admin-editable fields; stock is the admin's to count too (pieces on hand).
     * `seen` is the product as the caller read it (the write is refused if it changed since);
     * `alongside` as in create; `by` who saved, for the stock movement.
     */
    async update(id: string, input: ProductInput, options: { seen?: ProductRecord; alongside?: LabelledAction[]; by?: Omit<MovementSource, "reason"> } = {}): Promise<ProductRecord> {
      const existing = options.seen ?? (await this.get(id));
      if (!existing) throw notFound("Product not found");
      const product = this.revised(existing, input);
      const actions: TransactItem[] = this.replaceActions(product, existing, { ...(options.by ?? SHOP), reason: "count" });
      if (existing.isActive !== product.isActive) actions.push(bumpCounter(db, "activeProducts", product.isActive ? 1 : -1));
      // Refused if the product changed since `existing` was read, so the listings' totals move by what changed.
      actions.push(...listedCountActions(db, [[existing, product]]));
      try {
        await transactWrite(db, [...labelled(PRODUCT, ...actions), ...(options.alongside ?? [])]);
      } catch (error) {
        if (refusedOnly(error, PRODUCT)) throw conflict("This product was changed at the same time. Reload and try again.");
        throw error;
      }
      return product;
    },

    /** `alongside(existing)`: actions written with the deletion (its audit entry). */
    async remove(id: string, alongside: (existing: ProductRecord) => LabelledAction[] = () => []): Promise<void> {
      const existing = await this.get(id);
      if (!existing) throw notFound("Product not found");
      const [category, subcategory] = [sameName("category", existing.category), sameName("subcategory", existing.subcategory)];
      const actions: TransactItem[] = [
        {
          Delete: {
            TableName: db.tableName,
            Key: key(id),
            // The names it is counted under must be the ones read, or a save moving it between
            // listings at the same time would leave the counts off by one.
            ConditionExpression: ["attribute_exists(pk) AND isActive = :active", category.condition, subcategory.condition].join(" AND "),
            ExpressionAttributeValues: { ":active": existing.isActive, ...category.values, ...subcategory.values },
          },
        },
        bumpCounter(db, "products", -1),
        removedMarkAction(db, id),
        ...levels.savedActions(existing, undefined),
      ];
      if (existing.isActive) actions.push(bumpCounter(db, "activeProducts", -1));
      actions.push(...listedCountActions(db, [[existing, undefined]]));
      try {
        await transactWrite(db, [...labelled(PRODUCT, ...actions), ...alongside(existing)]);
      } catch (error) {
        if (error instanceof ConditionsFailed) {
          if (await this.get(id)) throw conflict("This product was changed at the same time. Reload and try again.");
          throw notFound("Product not found");
        }
        throw error;
      }
    },

    /** Newest first; the public catalogue leaves inactive products out. */
    async list(options: ProductListOptions): Promise<PageResult<ProductRecord>> {
      const page = await queryPage(db, {
        index: "gsi1",
        partition: "PRODUCT",
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        // No filter when every product is wanted: the query then reads exactly the page (a filter reads ahead).
        matches:
          options.includeInactive && !options.matches
            ? undefined
            : (item) => {
                if (!options.includeInactive && item.isActive !== true) return false;
                return options.matches ? options.matches(toProduct(item)) : true;
              },
      });
      return { items: page.items.map(toProduct), nextCursor: page.nextCursor };
    },

    async listAll(): Promise<ProductRecord[]> {
      return (await queryAll(db, { index: "gsi1", partition: "PRODUCT", newestFirst: true })).map(toProduct);
    },

    /** Transaction action: move one product to a renamed subcategory, if it still has the old name. */
    renameSubcategoryAction(id: string, from: string, to: string): TransactItem {
      const at = db.now().toISOString();
      const changed = changeSet(id, at);
      return {
        Update: {
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: `SET subcategory = :to, updatedAt = :at, ${changed.set}`,
          ConditionExpression: "attribute_exists(pk) AND subcategory = :from",
          ExpressionAttributeValues: { ":to": to, ":from": from, ":at": at, ...changed.values },
        },
      };
    },
  };
}

export type ProductRepository = ReturnType<typeof productRepository>;
