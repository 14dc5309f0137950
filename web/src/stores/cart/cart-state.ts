// The cart's state rules (docs/product.md section 4), pure so they can be tested without a browser.
import { sumPaise, toRupees } from "@shared/money.js";
import type { QuotedLine } from "@shared/schemas/saved-lists.js";
import type { Product } from "@shared/schemas/product-record.js";
import { productId } from "@/lib/product-id.js";
import { sizeLeft } from "@/lib/size-stock.js";
import { readStoredList, writeStoredList } from "@/stores/stored-list.js";
import { MADE_TO_ORDER_SIZE, customChoiceKey } from "@shared/made-to-measure/custom-options.js";
import type { CustomOptionSold } from "@shared/made-to-measure/custom-line.js";
import type { CustomChoice } from "@shared/schemas/checkout.js";
import { blouseKey, type BlouseChoice } from "@shared/saree-blouse.js";

/** A piece made to her measure (issue 26): what she chose, and what the cart shows of it. */
export interface CartCustom {
  choice: CustomChoice;
  /** The options as priced when last seen (labels and rupees); the server prices them again. */
  options: CustomOptionSold[];
  /** The profile's name as chosen ("" when the cart came from another device). */
  profileName: string;
  leadTimeDays: { min: number; max: number };
}

/** What a cart line keeps of a product: enough to show and to order it, and the pieces left per size. */
export type CartProduct = Pick<Product, "_id" | "name" | "price" | "images"> &
  Partial<Pick<Product, "id" | "originalPrice" | "original_price" | "material" | "sizes" | "stock" | "stockBySize">>;

export interface CartItem {
  product: CartProduct;
  size: string;
  quantity: number;
  custom?: CartCustom;
  /** A saree's blouse (issue 40): what the shop stitches, shown on the line ("Free size · Blouse stitched, size M"). */
  blouse?: BlouseChoice;
}

/**
 * What names a line in the cart's actions: its size, and for a custom piece its choice too, so the
 * same product with other options or another profile is a line of its own.
 */
export function lineId(item: Pick<CartItem, "size" | "custom" | "blouse">): string {
  if (item.custom) return `${item.size}#${customChoiceKey(item.custom.choice)}`;
  // A saree with another blouse is another line (issue 40).
  return item.blouse ? `${item.size}#blouse=${blouseKey(item.blouse)}` : item.size;
}

/** Rupees for one piece of the line: the product's price and, for a custom piece, its options'. */
export function unitPrice(item: Pick<CartItem, "product" | "custom">): number {
  return toRupees(sumPaise([{ price: item.product.price, quantity: 1 }, ...(item.custom?.options ?? []).map((option) => ({ price: option.price, quantity: 1 }))]));
}

export type CartAction =
  | { type: "add"; product: CartProduct; size: string; quantity?: number; custom?: CartCustom; blouse?: BlouseChoice }
  | { type: "remove"; productId: string; size: string }
  | { type: "update"; productId: string; size: string; quantity: number }
  | { type: "clear" }
  | { type: "load"; items: CartItem[] }
  /** Fresher pieces-left figures (the catalogue as just read): lines keep their quantities. */
  | { type: "restock"; products: readonly CartProduct[] }
  /** Another size for a line: within that size's pieces left, joining a line already in that size. */
  | { type: "resize"; productId: string; size: string; newSize: string }
  /** The server's price and pieces left now (a quote): lines keep their quantities. */
  | { type: "reprice"; lines: readonly QuotedLine[] }
  /** Lines kept elsewhere (the shopper's cart on the server) joined in: the same line keeps the larger quantity, within stock. */
  | { type: "merge"; items: readonly CartItem[] };

const sameLine = (item: CartItem, id: string, size: string) => productId(item.product) === id && lineId(item) === size;

/**
 * The cart never holds more of a size than the product had left when last seen (issue 12);
 * a product whose stock is unknown (an old saved cart) sets no limit: the server decides.
 */
const withinStock = (product: CartProduct, size: string, quantity: number, elsewhere = 0) =>
  // Made to order takes no stock: the checkout's own limit per line is the only one.
  size === MADE_TO_ORDER_SIZE ? Math.min(quantity, 20) : Math.min(quantity, Math.max(0, (sizeLeft(product, size) ?? Number.POSITIVE_INFINITY) - elsewhere));

/**
 * Pieces of this product and size in the cart's other lines: a saree's lines with different
 * blouses draw on its one count (shared/saree-blouse.ts), so together they stay within it.
 */
const inOtherLines = (items: readonly CartItem[], id: string, size: string, except: string) =>
  items.filter((item) => productId(item.product) === id && item.size === size && lineId(item) !== except).reduce((sum, item) => sum + item.quantity, 0);

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const id = productId(action.product);
      const quantity = action.quantity ?? 1;
      // The product as just shown is the freshest word on its stock.
      const product = cartProduct(action.product);
      const line = items.find((item) => sameLine(item, id, lineId(action)));
      const elsewhere = inOtherLines(items, id, action.size, lineId(action));
      if (line) {
        return items.map((item) => (item === line ? { ...item, product, quantity: Math.max(item.quantity, withinStock(product, action.size, item.quantity + quantity, elsewhere)) } : item));
      }
      const allowed = withinStock(product, action.size, quantity, elsewhere);
      return allowed > 0 ? [...items, { product, size: action.size, quantity: allowed, ...(action.custom && { custom: action.custom }), ...(action.blouse && { blouse: action.blouse }) }] : items;
    }
    case "remove":
      return items.filter((item) => !sameLine(item, action.productId, action.size));
    case "update":
      return items.map((item) => {
        if (!sameLine(item, action.productId, action.size)) return item;
        // Lowering is always allowed (even above a limit that shrank); raising stops at the pieces left.
        const quantity = action.quantity <= item.quantity ? action.quantity : Math.max(item.quantity, withinStock(item.product, item.size, action.quantity, inOtherLines(items, action.productId, item.size, action.size)));
        return { ...item, quantity };
      });
    case "clear":
      return [];
    case "load":
      return action.items;
    case "restock": {
      const fresh = new Map(action.products.map((product) => [productId(product), product]));
      let changed = false;
      const next = items.map((item) => {
        const product = fresh.get(productId(item.product));
        if (!product?.stockBySize || sameFigures(product.stockBySize, item.product.stockBySize)) return item;
        changed = true;
        return { ...item, product: { ...item.product, stock: product.stock, stockBySize: { ...product.stockBySize } } };
      });
      return changed ? next : items;
    }
    case "resize": {
      const line = items.find((item) => sameLine(item, action.productId, action.size));
      if (!line || action.newSize === action.size) return items;
      const into = items.find((item) => sameLine(item, action.productId, action.newSize));
      if (into) {
        // Joining a line of that size: together, but never fewer than that line had, nor more than is left.
        const quantity = Math.max(into.quantity, withinStock(into.product, action.newSize, into.quantity + line.quantity));
        return items.filter((item) => item !== line).map((item) => (item === into ? { ...item, quantity } : item));
      }
      const quantity = Math.max(1, withinStock(line.product, action.newSize, line.quantity));
      return items.map((item) => (item === line ? { ...item, size: action.newSize, quantity } : item));
    }
    case "reprice": {
      let changed = false;
      const next = items.map((item) => {
        // A custom line's quote is priced with its options: only ready-to-wear lines reprice the product.
        if (item.custom) return item;
        const fresh = action.lines.find((line) => line.product === productId(item.product) && line.price !== null && !line.custom);
        if (!fresh || !fresh.name || fresh.price === null) return item;
        if (fresh.price === item.product.price && fresh.name === item.product.name && sameFigures(fresh.stockBySize, item.product.stockBySize) && sameSizes(fresh.sizes, item.product.sizes)) return item;
        changed = true;
        return { ...item, product: { ...item.product, name: fresh.name, price: fresh.price, sizes: [...fresh.sizes], stockBySize: { ...fresh.stockBySize }, stock: Object.values(fresh.stockBySize).reduce((sum, left) => sum + left, 0) } };
      });
      return changed ? next : items;
    }
    case "merge":
      return mergeCartLines(items, action.items);
  }
}

const sameSizes = (a: readonly string[], b: readonly string[] | undefined) => !!b && a.length === b.length && a.every((size, i) => size === b[i]);

/**
 * This device's lines and those kept elsewhere, in one cart: lines of the same product and size
 * keep the larger quantity (never added up: they are the same wish seen twice), within the pieces
 * left; a line known only elsewhere is appended.
 */
export function mergeCartLines(local: readonly CartItem[], other: readonly CartItem[]): CartItem[] {
  const merged = local.map((item) => ({ ...item }));
  for (const incoming of other) {
    const id = productId(incoming.product);
    const line = merged.find((item) => sameLine(item, id, lineId(incoming)));
    if (!line) {
      merged.push({ ...incoming, quantity: Math.max(1, withinStock(incoming.product, incoming.size, incoming.quantity)) });
      continue;
    }
    const larger = Math.max(line.quantity, incoming.quantity);
    line.quantity = Math.max(1, withinStock(line.product, line.size, larger));
  }
  return merged;
}

function sameFigures(a: Record<string, number>, b: Record<string, number> | undefined): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * What a cart line says about its size's stock: at the limit why the plus button stops, above it
 * (the stock fell since it was added) what to do. Null when there is nothing to say.
 */
export function cartLineStockNote(item: CartItem): { text: string; blocking: boolean } | null {
  if (item.size === MADE_TO_ORDER_SIZE) return null;
  const left = sizeLeft(item.product, item.size);
  if (left === undefined || item.quantity < left) return null;
  if (left === 0) return { text: `Sold out in size ${item.size}. Remove it to check out.`, blocking: true };
  if (item.quantity > left) return { text: `Only ${left} left in size ${item.size}. Lower the quantity to check out.`, blocking: true };
  return { text: `Only ${left} left in size ${item.size}`, blocking: false };
}

/** Whether the plus button may add one more piece of this line. */
export function canAddOne(item: CartItem): boolean {
  if (item.size === MADE_TO_ORDER_SIZE) return item.quantity < 20;
  const left = sizeLeft(item.product, item.size);
  return left === undefined || item.quantity < left;
}

/** Keeps the fields a line needs, so localStorage does not fill up with descriptions. */
function cartProduct(product: CartProduct): CartProduct {
  const { _id, id, name, price, images, originalPrice, original_price, material, sizes, stock, stockBySize } = product;
  const kept: CartProduct = { _id: _id || id || "", name, price, images: [...(images ?? [])] };
  if (id !== undefined) kept.id = id;
  if (originalPrice !== undefined) kept.originalPrice = originalPrice;
  if (original_price !== undefined) kept.original_price = original_price;
  if (material !== undefined) kept.material = material;
  if (sizes !== undefined) kept.sizes = [...sizes];
  if (stock !== undefined) kept.stock = stock;
  if (stockBySize !== undefined) kept.stockBySize = { ...stockBySize };
  return kept;
}

/** Cart count is the sum of quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/** Cart total is the sum of price × quantity, made in paise and given back in rupees. */
export function cartTotal(items: readonly CartItem[]): number {
  return toRupees(sumPaise(items.map((item) => ({ price: unitPrice(item), quantity: item.quantity }))));
}

export const CART_STORAGE_KEY = "cart";

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Partial<CartItem>;
  const product = item.product as Partial<CartProduct> | undefined;
  return (
    !!product &&
    typeof product === "object" &&
    typeof (product._id || product.id) === "string" &&
    (product._id || product.id) !== "" &&
    typeof product.name === "string" &&
    typeof product.price === "number" &&
    typeof item.size === "string" &&
    typeof item.quantity === "number" &&
    Number.isFinite(item.quantity)
  );
}

/**
 * The stored cart, or an empty one. Unparseable data is ignored with the spec's console message;
 * lines that are not cart lines (edited by hand, an old format) are dropped rather than crash the shop.
 */
export function loadCart(storage: Pick<Storage, "getItem">): CartItem[] {
  return readStoredList(storage, CART_STORAGE_KEY, "cart", isCartItem).map((item) => ({
    ...item,
    product: { ...item.product, images: Array.isArray(item.product.images) ? item.product.images : [] },
  }));
}

export function saveCart(storage: Pick<Storage, "setItem">, items: readonly CartItem[]): void {
  writeStoredList(storage, CART_STORAGE_KEY, "cart", items);
}
