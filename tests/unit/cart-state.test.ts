import { afterEach, describe, expect, it, vi } from "vitest";
import { cartCount, cartReducer, cartTotal, loadCart, saveCart, type CartItem, type CartProduct } from "../../web/src/features/cart/cart-state.js";

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
