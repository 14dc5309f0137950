import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { withShopMaterial } from "../../shared/materials.js";
import { stockForSizes, totalStock, type StockBySize } from "../../shared/stock.js";
import type { Product } from "../../shared/types.js";
import { conflict, notFound } from "../errors.js";
import { bumpCounter } from "./counters.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { ConditionsFailed, isConditionFailure, transactWrite, type TransactItem } from "./transact.js";

/**
 * What an admin supplies for a product; ids, timestamps and the alias fields are the server's.
 * Without stockBySize, `stock` is spread over the sizes (shared/stock.ts); with it, `stock` is its sum.
 */
export type ProductInput = Omit<Product, "_id" | "id" | "createdAt" | "updatedAt" | "original_price" | "stockBySize"> & { stockBySize?: StockBySize };

const key = (id: string) => ({ pk: `PRODUCT#${id}`, sk: "PRODUCT" });

function toItem(product: Product) {
  const { _id, id, original_price, ...fields } = withShopMaterial(product);
  void _id;
  void original_price;
  return { ...key(id), entity: "product", gsi1pk: "PRODUCT", gsi1sk: `${product.createdAt}#${id}`, ...fields, id };
}

/** Exactly one figure per offered size, and `stock` their sum. */
function withStockBySize<T extends ProductInput>(input: T): T & { stockBySize: StockBySize } {
  const stockBySize = stockForSizes(input.stockBySize, input.stock, input.sizes);
  return { ...input, stockBySize, stock: totalStock(stockBySize) };
}

/**
 * Products carry both id spellings and both original-price spellings, as the spec's views read
 * them. A product stored before stock per size reads with its total split over its sizes, and one
 * saved with a free-text material ("Banarasi Silk") with the shop's value (Silk).
 */
export function toProduct(item: Record<string, unknown>): Product {
  const fields = withShopMaterial(withoutLayout<Omit<Product, "_id" | "original_price">>(item));
  return withStockBySize({ ...fields, _id: fields.id, original_price: fields.originalPrice });
}

/** Pieces by size, as a hold or a sale takes them: { M: 2, L: 1 }. */
export type Pieces = Record<string, number>;

/** Pieces per product, by size, of an order's lines. */
export function piecesByProduct(lines: ReadonlyArray<{ product: string; size: string; quantity: number }>): Map<string, Pieces> {
  const all = new Map<string, Pieces>();
  for (const line of lines) {
    const pieces = all.get(line.product) ?? {};
    pieces[line.size] = (pieces[line.size] ?? 0) + line.quantity;
    all.set(line.product, pieces);
  }
  return all;
}

/**
 * A refused transaction whose failing conditions include the caller's own `alongside` actions
 * (from index `start`) is reported with those indexes only, counted from 0, for the caller to
 * explain; any other error is returned as it is.
 */
export function alongsideFailure(error: unknown, start: number): unknown {
  if (!(error instanceof ConditionsFailed)) return error;
  const theirs = error.failed.filter((index) => index >= start).map((index) => index - start);
  return theirs.length > 0 ? new ConditionsFailed(theirs) : error;
}

export interface ProductListOptions extends PageRequest {
  includeInactive?: boolean;
  matches?: (product: Product) => boolean;
}

export function productRepository(db: Db) {
  /**
   * Moves pieces of several sizes of one product in one update: each size's figure and the total
   * change together. Taking needs every size to have enough; returning needs every size offered
   * (in the map). Sizes are names such as "XXL" or "Free Size", so they go in as attribute names.
   */
  function stockChange(id: string, pieces: Pieces, sign: 1 | -1): TransactItem {
    const sizes = Object.entries(pieces);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ":at": db.now().toISOString(), ":total": sizes.reduce((sum, [, q]) => sum + q, 0) };
    const sets: string[] = [];
    const conditions = ["attribute_exists(pk)"];
    sizes.forEach(([size, quantity], i) => {
      names[`#s${i}`] = size;
      values[`:q${i}`] = quantity;
      const path = `stockBySize.#s${i}`;
      sets.push(`${path} = ${path} ${sign > 0 ? "+" : "-"} :q${i}`);
      conditions.push(sign > 0 ? `attribute_exists(${path})` : `${path} >= :q${i}`);
    });
    return {
      Update: {
        TableName: db.tableName,
        Key: key(id),
        UpdateExpression: `SET ${sets.join(", ")}, stock = stock ${sign > 0 ? "+" : "-"} :total, updatedAt = :at`,
        ConditionExpression: conditions.join(" AND "),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  }

  /**
   * Writes the split of an old single total (see toProduct), only if the item still has no
   * stockBySize and the same total: a sale or an admin's save in between wins, nothing is lost.
   * Returns whether this call wrote it.
   */
  async function upgradeStock(product: Product, storedTotal: number): Promise<boolean> {
    try {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(product.id),
          UpdateExpression: "SET stockBySize = :m, stock = :s",
          ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(stockBySize) AND stock = :old",
          ExpressionAttributeValues: { ":m": product.stockBySize, ":s": product.stock, ":old": storedTotal },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    /** `alongside`: actions that must hold in the same transaction (the subcategory still exists). */
    async create(input: ProductInput, id = newId(db.now()), alongside: TransactItem[] = []): Promise<Product> {
      const at = db.now().toISOString();
      const product: Product = { ...withStockBySize(input), _id: id, id, original_price: input.originalPrice, createdAt: at, updatedAt: at };
      const actions: TransactItem[] = [
        { Put: { TableName: db.tableName, Item: toItem(product), ConditionExpression: "attribute_not_exists(pk)" } },
        bumpCounter(db, "products", 1),
      ];
      if (product.isActive) actions.push(bumpCounter(db, "activeProducts", 1));
      const start = actions.length;
      try {
        await transactWrite(db, [...actions, ...alongside]);
      } catch (error) {
        throw alongsideFailure(error, start);
      }
      return product;
    },

    /** A product stored before stock per size is upgraded here, once, with its total split over its sizes. */
    /** The products of some lines (each read once, missing ones left out), by id. */
    async byId(lines: ReadonlyArray<{ product: string }>): Promise<Map<string, Product>> {
      const ids = [...new Set(lines.map((line) => line.product))];
      const found = await Promise.all(ids.map((id) => this.get(id)));
      return new Map(found.flatMap((product) => (product ? [[product.id, product] as const] : [])));
    },

    async get(id: string): Promise<Product | undefined> {
      const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
      if (!result.Item) return undefined;
      const product = toProduct(result.Item);
      if (result.Item.stockBySize === undefined) await upgradeStock(product, Number(result.Item.stock ?? 0));
      return product;
    },

    /**
     * Replaces the admin-editable fields; stock is the admin's to set too. `seen` is the product as
     * the caller read it (the write is refused if it changed since); `alongside` as in create.
     */
    /** The product as an update would store it: the admin's fields over the stored identity. */
    revised(existing: Product, input: ProductInput): Product {
      return { ...withStockBySize(input), _id: existing.id, id: existing.id, original_price: input.originalPrice, createdAt: existing.createdAt, updatedAt: db.now().toISOString() };
    },

    /**
     * Transaction action replacing a product, refused if it changed since `seen` was read: stock
     * moves with holds and sales, so an admin's save must not overwrite one made meanwhile.
     */
    replaceAction(product: Product, seen: Product): TransactItem {
      return {
        Put: {
          TableName: db.tableName,
          Item: toItem(product),
          ConditionExpression: "attribute_exists(pk) AND updatedAt = :seen",
          ExpressionAttributeValues: { ":seen": seen.updatedAt },
        },
      };
    },

    /**
     * Replaces the admin-editable fields; stock is the admin's to set too. `seen` is the product as
     * the caller read it (the write is refused if it changed since); `alongside` as in create.
     */
    async update(id: string, input: ProductInput, options: { seen?: Product; alongside?: TransactItem[] } = {}): Promise<Product> {
      const existing = options.seen ?? (await this.get(id));
      if (!existing) throw notFound("Product not found");
      const product = this.revised(existing, input);
      const actions: TransactItem[] = [this.replaceAction(product, existing)];
      if (existing.isActive !== product.isActive) actions.push(bumpCounter(db, "activeProducts", product.isActive ? 1 : -1));
      const start = actions.length;
      try {
        await transactWrite(db, [...actions, ...(options.alongside ?? [])]);
      } catch (error) {
        const failure = alongsideFailure(error, start);
        if (failure !== error) throw failure;
        if (error instanceof ConditionsFailed) throw conflict("This product was changed at the same time. Reload and try again.");
        throw error;
      }
      return product;
    },

    async remove(id: string): Promise<void> {
      const existing = await this.get(id);
      if (!existing) throw notFound("Product not found");
      const actions: TransactItem[] = [
        {
          Delete: {
            TableName: db.tableName,
            Key: key(id),
            ConditionExpression: "attribute_exists(pk) AND isActive = :active",
            ExpressionAttributeValues: { ":active": existing.isActive },
          },
        },
        bumpCounter(db, "products", -1),
      ];
      if (existing.isActive) actions.push(bumpCounter(db, "activeProducts", -1));
      try {
        await transactWrite(db, actions);
      } catch (error) {
        if (error instanceof ConditionsFailed) throw notFound("Product not found");
        throw error;
      }
    },

    /** Newest first; the public catalogue leaves inactive products out. */
    async list(options: ProductListOptions): Promise<PageResult<Product>> {
      const page = await queryPage(db, {
        index: "gsi1",
        partition: "PRODUCT",
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        matches: (item) => {
          if (!options.includeInactive && item.isActive !== true) return false;
          return options.matches ? options.matches(toProduct(item)) : true;
        },
      });
      return { items: page.items.map(toProduct), nextCursor: page.nextCursor };
    },

    async listAll(): Promise<Product[]> {
      return (await queryAll(db, { index: "gsi1", partition: "PRODUCT", newestFirst: true })).map(toProduct);
    },

    /**
     * Transaction action: take pieces of one product, by size (a hold at checkout, or a sale whose
     * hold was released), refused if any size has fewer or the product is gone. One action per
     * product: a transaction may touch an item only once.
     */
    takeStock(id: string, pieces: Pieces): TransactItem {
      return stockChange(id, pieces, -1);
    },

    /** Transaction action: put pieces back by size (a released hold, a refund); every size must still be offered. */
    returnStock(id: string, pieces: Pieces): TransactItem {
      return stockChange(id, pieces, 1);
    },

    /** Transaction action: move one product to a renamed subcategory, if it still has the old name. */
    renameSubcategoryAction(id: string, from: string, to: string): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: "SET subcategory = :to, updatedAt = :at",
          ConditionExpression: "attribute_exists(pk) AND subcategory = :from",
          ExpressionAttributeValues: { ":to": to, ":from": from, ":at": db.now().toISOString() },
        },
      };
    },

    /** Test and tool helper: set one size's figure outright (the total follows). */
    async setStock(id: string, stockBySize: StockBySize): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: "SET stockBySize = :m, stock = :s",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":m": stockBySize, ":s": totalStock(stockBySize) },
        }),
      );
    },

    upgradeStock,
  };
}

export type ProductRepository = ReturnType<typeof productRepository>;
