// The cart's state rules (SPEC.md section 4), pure so they can be tested without a browser.
import { sumPaise, toRupees } from "../../../../shared/money.js";
import type { Product } from "../../../../shared/types.js";
import { productId } from "../catalogue/product-id.js";

/** What a cart line keeps of a product: enough to show and to order it. */
export type CartProduct = Pick<Product, "_id" | "name" | "price" | "images"> &
  Partial<Pick<Product, "id" | "originalPrice" | "original_price" | "material" | "sizes" | "stock">>;

export interface CartItem {
  product: CartProduct;
  size: string;
  quantity: number;
}

export type CartAction =
  | { type: "add"; product: CartProduct; size: string; quantity?: number }
  | { type: "remove"; productId: string; size: string }
  | { type: "update"; productId: string; size: string; quantity: number }
  | { type: "clear" }
  | { type: "load"; items: CartItem[] };

const sameLine = (item: CartItem, id: string, size: string) => productId(item.product) === id && item.size === size;

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case "add": {
      const id = productId(action.product);
      const quantity = action.quantity ?? 1;
      if (items.some((item) => sameLine(item, id, action.size))) {
        return items.map((item) => (sameLine(item, id, action.size) ? { ...item, quantity: item.quantity + quantity } : item));
      }
      return [...items, { product: cartProduct(action.product), size: action.size, quantity }];
    }
    case "remove":
      return items.filter((item) => !sameLine(item, action.productId, action.size));
    case "update":
      return items.map((item) => (sameLine(item, action.productId, action.size) ? { ...item, quantity: action.quantity } : item));
    case "clear":
      return [];
    case "load":
      return action.items;
  }
}

/** Keeps the fields a line needs, so localStorage does not fill up with descriptions. */
function cartProduct(product: CartProduct): CartProduct {
  const { _id, id, name, price, images, originalPrice, original_price, material, sizes, stock } = product;
  const kept: CartProduct = { _id: _id || id || "", name, price, images: [...(images ?? [])] };
  if (id !== undefined) kept.id = id;
  if (originalPrice !== undefined) kept.originalPrice = originalPrice;
  if (original_price !== undefined) kept.original_price = original_price;
  if (material !== undefined) kept.material = material;
  if (sizes !== undefined) kept.sizes = [...sizes];
  if (stock !== undefined) kept.stock = stock;
  return kept;
}

/** Cart count is the sum of quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((count, item) => count + item.quantity, 0);
}

/** Cart total is the sum of price × quantity, made in paise and given back in rupees. */
export function cartTotal(items: readonly CartItem[]): number {
  return toRupees(sumPaise(items.map((item) => ({ price: item.product.price, quantity: item.quantity }))));
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
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError("The stored cart is not a list");
    return parsed.filter(isCartItem).map((item) => ({ ...item, product: { ...item.product, images: Array.isArray(item.product.images) ? item.product.images : [] } }));
  } catch (e) {
    console.error("Error loading cart from localStorage:", e);
    return [];
  }
}

export function saveCart(storage: Pick<Storage, "setItem">, items: readonly CartItem[]): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch (e) {
    // A full or blocked storage must not break shopping; the cart lives on in memory.
    console.error("Error saving cart to localStorage:", e);
  }
}
