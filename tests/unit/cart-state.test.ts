import { afterEach, describe, expect, it, vi } from "vitest";
import { canAddOne, cartCount, cartLineStockNote, cartReducer, cartTotal, loadCart, saveCart, type CartItem, type CartProduct } from "../../web/src/stores/cart/cart-state.js";

const kurta: CartProduct = { _id: "p-kurta", name: "Kalamkari Kurta Dress", price: 1699, images: ["/k.svg"] };
const saree: CartProduct = { _id: "p-saree", name: "Tant Cotton Saree", price: 1299.5, images: [] };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

afterEach(() => vi.restoreAllMocks());

describe("cart rules", () => {
  it("appends a new line for a product and size not yet in the cart, quantity 1 by default", () => {
    const items = cartReducer([], { type: "add", product: kurta, size: "M" });
    expect(items).toEqual([{ product: kurta, size: "M", quantity: 1 }]);
  });

  it("adds to the quantity of the line with the same product and size", () => {
    let items = cartReducer([], { type: "add", product: kurta, size: "M" });
    items = cartReducer(items, { type: "add", product: kurta, size: "M", quantity: 3 });
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(4);
  });

  it("keeps the same product in another size as its own line", () => {
    let items = cartReducer([], { type: "add", product: kurta, size: "M" });
    items = cartReducer(items, { type: "add", product: kurta, size: "L" });
    expect(items.map((item) => [item.size, item.quantity])).toEqual([["M", 1], ["L", 1]]);
  });

  it("matches a product by id when _id is missing", () => {
    const legacy = { ...kurta, _id: "", id: "p-legacy" };
    let items = cartReducer([], { type: "add", product: legacy, size: "S" });
    items = cartReducer(items, { type: "add", product: legacy, size: "S" });
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
    expect(cartReducer(items, { type: "remove", productId: "p-legacy", size: "S" })).toEqual([]);
  });

  it("removes only the line with that product and size", () => {
    let items = cartReducer([], { type: "add", product: kurta, size: "M" });
    items = cartReducer(items, { type: "add", product: kurta, size: "L" });
    items = cartReducer(items, { type: "remove", productId: "p-kurta", size: "M" });
    expect(items.map((item) => item.size)).toEqual(["L"]);
  });

  it("sets the quantity of the matching line and leaves the others", () => {
    let items = cartReducer([], { type: "add", product: kurta, size: "M" });
    items = cartReducer(items, { type: "add", product: saree, size: "Free" });
    items = cartReducer(items, { type: "update", productId: "p-kurta", size: "M", quantity: 5 });
    expect(items.map((item) => item.quantity)).toEqual([5, 1]);
  });

  it("keeps no upper bound and no positivity check in the stored state", () => {
    let items = cartReducer([], { type: "add", product: kurta, size: "M" });
    items = cartReducer(items, { type: "update", productId: "p-kurta", size: "M", quantity: 500 });
    expect(items[0]!.quantity).toBe(500);
    items = cartReducer(items, { type: "update", productId: "p-kurta", size: "M", quantity: 0 });
    expect(items[0]!.quantity).toBe(0);
  });

  it("clears and loads", () => {
    const items = cartReducer([], { type: "add", product: kurta, size: "M" });
    expect(cartReducer(items, { type: "clear" })).toEqual([]);
    const stored: CartItem[] = [{ product: saree, size: "S", quantity: 2 }];
    expect(cartReducer(items, { type: "load", items: stored })).toBe(stored);
  });

  it("does not store the whole product on a line", () => {
    const full = { ...kurta, description: "A long description", tags: ["cotton"] } as CartProduct;
    const [line] = cartReducer([], { type: "add", product: full, size: "M" });
    expect(line!.product).not.toHaveProperty("description");
    expect(line!.product).toMatchObject({ _id: "p-kurta", name: "Kalamkari Kurta Dress", price: 1699, images: ["/k.svg"] });
  });

  it("counts quantities and totals price × quantity without float drift", () => {
    const items: CartItem[] = [
      { product: { ...kurta, price: 0.1 }, size: "M", quantity: 3 },
      { product: saree, size: "S", quantity: 2 },
    ];
    expect(cartCount(items)).toBe(5);
    expect(cartTotal(items)).toBe(2599.3);
    expect(cartTotal([])).toBe(0);
  });
});

describe("cart and the pieces left per size (issue 12)", () => {
  const anarkali: CartProduct = { _id: "p-anarkali", name: "Zari Anarkali", price: 7999, images: [], sizes: ["S", "M", "L"], stock: 3, stockBySize: { S: 0, M: 2, L: 1 } };

  it("never adds more of a size than is left, and keeps the product's figures on the line", () => {
    let items = cartReducer([], { type: "add", product: anarkali, size: "M", quantity: 5 });
    expect(items).toEqual([{ product: anarkali, size: "M", quantity: 2 }]);
    items = cartReducer(items, { type: "add", product: anarkali, size: "M" });
    expect(items[0]!.quantity).toBe(2);
    expect(cartReducer([], { type: "add", product: anarkali, size: "S" })).toEqual([]);
  });

  it("stops the quantity at what is left, and always lets it go down", () => {
    let items = cartReducer([], { type: "add", product: anarkali, size: "M" });
    items = cartReducer(items, { type: "update", productId: "p-anarkali", size: "M", quantity: 9 });
    expect(items[0]!.quantity).toBe(2);
    items = cartReducer(items, { type: "update", productId: "p-anarkali", size: "M", quantity: 1 });
    expect(items[0]!.quantity).toBe(1);
  });

  it("takes fresher figures from the catalogue without touching quantities, and says why a line cannot grow", () => {
    let items = cartReducer([], { type: "add", product: anarkali, size: "M", quantity: 2 });
    expect(canAddOne(items[0]!)).toBe(false);
    expect(cartLineStockNote(items[0]!)).toEqual({ text: "Only 2 left in size M", blocking: false });

    // Someone else bought one meanwhile.
    const after = { ...anarkali, stock: 2, stockBySize: { S: 0, M: 1, L: 1 } };
    items = cartReducer(items, { type: "restock", products: [after, kurta] });
    expect(items[0]).toMatchObject({ quantity: 2, product: { stockBySize: { S: 0, M: 1, L: 1 } } });
    expect(cartLineStockNote(items[0]!)).toEqual({ text: "Only 1 left in size M. Lower the quantity to check out.", blocking: true });
    // The same figures again change nothing (no new state, no re-render).
    expect(cartReducer(items, { type: "restock", products: [after] })).toBe(items);

    items = cartReducer(items, { type: "restock", products: [{ ...anarkali, stock: 1, stockBySize: { S: 0, M: 0, L: 1 } }] });
    expect(cartLineStockNote(items[0]!)).toEqual({ text: "Sold out in size M. Remove it to check out.", blocking: true });
    items = cartReducer(items, { type: "update", productId: "p-anarkali", size: "M", quantity: 1 });
    expect(items[0]!.quantity).toBe(1);
  });

  it("sets no limit for a line whose product has no figures per size (a cart saved before them)", () => {
    const line: CartItem = { product: { ...kurta, stock: 4, sizes: ["M"] }, size: "M", quantity: 7 };
    expect(canAddOne(line)).toBe(true);
    expect(cartLineStockNote(line)).toBeNull();
    expect(cartLineStockNote({ product: anarkali, size: "M", quantity: 1 })).toBeNull();
  });
});

describe("cart in localStorage", () => {
  it("reads back what was saved under the key cart", () => {
    const storage = memoryStorage();
    const items: CartItem[] = [{ product: kurta, size: "M", quantity: 2 }];
    saveCart(storage, items);
    expect(JSON.parse(storage.values.get("cart")!)).toEqual(items);
    expect(loadCart(storage)).toEqual(items);
  });

  it("starts empty when nothing is stored, without an error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadCart(memoryStorage())).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });

  it("ignores unparseable data and logs the spec's message", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadCart(memoryStorage({ cart: "{not json" }))).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error loading cart from localStorage:", expect.any(SyntaxError));
  });

  it("ignores a stored value that is not a list", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadCart(memoryStorage({ cart: '{"product":1}' }))).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error loading cart from localStorage:", expect.any(TypeError));
  });

  it("drops lines that are not cart lines and keeps the good ones", () => {
    const good = { product: kurta, size: "M", quantity: 1 };
    const stored = JSON.stringify([good, { product: { name: "no id", price: 1 }, size: "M", quantity: 1 }, null, { size: "M" }]);
    expect(loadCart(memoryStorage({ cart: stored }))).toEqual([good]);
  });

  it("survives a storage that refuses to write", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const full = {
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    };
    expect(() => saveCart(full, [])).not.toThrow();
    expect(error).toHaveBeenCalled();
  });
});
