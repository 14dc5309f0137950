import { onHandBySize, totalStock } from "../../shared/stock.js";
import type { ProductRecord } from "../../shared/schemas/product-record.js";
import type { ProductListOptions } from "../data/products.js";
import type { Repositories } from "../data/repositories.js";

/** Per product and size, what a lapsed hold not yet swept gives back: pieces available again, and those it counted as held. */
export type Freed = Map<string, Record<string, { available: number; held: number }>>;

export async function lapsedPieces(repos: Repositories): Promise<Freed> {
  const freed: Freed = new Map();
  const now = repos.db.now();
  for (const orderId of await repos.holds.lapsed(now, 25)) {
    const order = await repos.orders.get(orderId);
    if (!order?.hold || order.hold.status !== "held" || order.isPaid || new Date(order.hold.expiresAt) > now) continue;
    for (const line of order.orderItems) {
      const sizes = freed.get(line.product) ?? {};
      const size = sizes[line.size] ?? { available: 0, held: 0 };
      sizes[line.size] = { available: size.available + line.quantity, held: size.held + (order.hold.countedAsHeld ? line.quantity : 0) };
      freed.set(line.product, sizes);
    }
  }
  return freed;
}

export function shown(product: ProductRecord, freed: Freed): ProductRecord {
  const sizes = freed.get(product.id);
  if (!sizes) return product;
  const stockBySize = { ...product.stockBySize };
  const held = { ...(product.heldBySize ?? {}) };
  for (const [size, pieces] of Object.entries(sizes)) {
    if (!product.sizes.includes(size) || stockBySize[size] === undefined) continue;
    stockBySize[size] += pieces.available;
    held[size] = (held[size] ?? 0) - pieces.held;
  }
  return { ...product, stockBySize, heldBySize: held, stock: totalStock(stockBySize), onHandBySize: onHandBySize({ ...product, stockBySize, heldBySize: held }) };
}

/** How each view made here shows a product, for products it did not read itself (a batch of them). */
const shownBy = new WeakMap<object, (product: ProductRecord) => ProductRecord>();

/** How this view of the shop shows a product read by other means than its repository: as its `get` would. */
export const shownAs = (repos: Repositories) => shownBy.get(repos.products) ?? ((product: ProductRecord) => product);

/**
 * The shop as a shopper's catalogue read sees it: pieces of holds that lapsed but are not swept
 * yet count as available, computed here, never written (the hold sweep releases them).
 */
export async function withLapsedHoldsShown(repos: Repositories): Promise<Repositories> {
  const freed = await lapsedPieces(repos);
  if (freed.size === 0) return repos;
  const products = repos.products;
  const show = (product: ProductRecord) => shown(product, freed);
  const view = {
    ...products,
    get: async (id: string) => {
      const product = await products.get(id);
      return product && show(product);
    },
    list: async (options: ProductListOptions) => {
      const page = await products.list({ ...options, ...(options.matches && { matches: (product: ProductRecord) => options.matches!(show(product)) }) });
      return { ...page, items: page.items.map(show) };
    },
    listAll: async () => (await products.listAll()).map(show),
  };
  shownBy.set(view, show);
  return { ...repos, products: view };
}
