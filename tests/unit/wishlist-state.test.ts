import { afterEach, describe, expect, it, vi } from "vitest";
import { isInWishlist, loadWishlist, saveWishlist, wishlistReducer, type WishlistItem } from "../../web/src/stores/wishlist/wishlist-state.js";

const gown: WishlistItem = { _id: "p-gown", name: "Organza Gown", price: 5499, images: ["/g.svg"], material: "Organza" };
const saree: WishlistItem = { _id: "p-saree", name: "Kadhua Saree", price: 18999, images: [], material: "Banarasi Silk" };

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

afterEach(() => vi.restoreAllMocks());

describe("wishlist rules", () => {
  it("adds a product once; adding it again is ignored", () => {
    let items = wishlistReducer([], { type: "add", product: gown });
    items = wishlistReducer(items, { type: "add", product: saree });
    const again = wishlistReducer(items, { type: "add", product: { ...gown, price: 1 } });
    expect(again).toBe(items);
    expect(again.map((item) => item.name)).toEqual(["Organza Gown", "Kadhua Saree"]);
  });

  it("keeps the product's own fields (material and the rest)", () => {
    const [item] = wishlistReducer([], { type: "add", product: gown });
    expect(item).toEqual(gown);
  });

  it("removes by product id, also when only id is set", () => {
    const legacy: WishlistItem = { ...saree, _id: "", id: "p-old" };
    let items = wishlistReducer([], { type: "add", product: gown });
    items = wishlistReducer(items, { type: "add", product: legacy });
    expect(isInWishlist(items, "p-old")).toBe(true);
    items = wishlistReducer(items, { type: "remove", productId: "p-old" });
    expect(items).toEqual([gown]);
    expect(isInWishlist(items, "p-old")).toBe(false);
  });

  it("clears and loads", () => {
    const items = wishlistReducer([], { type: "add", product: gown });
    expect(wishlistReducer(items, { type: "clear" })).toEqual([]);
    expect(wishlistReducer(items, { type: "load", items: [saree] })).toEqual([saree]);
  });
});

describe("wishlist in localStorage", () => {
  it("reads back what was saved under the key wishlist", () => {
    const storage = memoryStorage();
    saveWishlist(storage, [gown, saree]);
    expect(JSON.parse(storage.values.get("wishlist")!)).toEqual([gown, saree]);
    expect(loadWishlist(storage)).toEqual([gown, saree]);
  });

  it("ignores unparseable data and logs the spec's message", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadWishlist(memoryStorage({ wishlist: "[{" }))).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error loading wishlist from localStorage:", expect.any(SyntaxError));
  });

  it("ignores a value that is not a list and drops entries that are not products", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadWishlist(memoryStorage({ wishlist: '"gown"' }))).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error loading wishlist from localStorage:", expect.any(TypeError));
    expect(loadWishlist(memoryStorage({ wishlist: JSON.stringify([gown, { name: "no id", price: 2 }, 7]) }))).toEqual([gown]);
  });

  it("starts empty when nothing is stored", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(loadWishlist(memoryStorage())).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });
});
