// Issue 22 items 1, 2 and 11 in the stores' rules: a line's size can change (within that size's
// pieces, joining a line already in it), the server's prices and pieces left replace what a
// device remembered, and a cart or wishlist kept on the server merges with this device's.
import { describe, expect, it } from "vitest";
import type { QuotedLine } from "../../shared/schemas/saved-lists.js";
import { cartReducer, mergeCartLines, type CartItem, type CartProduct } from "../../web/src/stores/cart/cart-state.js";
import { CART_SERVER_COPY } from "../../web/src/stores/cart/cart-server-copy.js";
import { loadWishlist, mergeWishlists, wishlistReducer, type WishlistItem } from "../../web/src/stores/wishlist/wishlist-state.js";
import { WISHLIST_SERVER_COPY } from "../../web/src/stores/wishlist/wishlist-server-copy.js";

const DRESS_ID = "65f000000000000000000001";
const SAREE_ID = "65f000000000000000000002";
const dress: CartProduct = { _id: DRESS_ID, name: "Chanderi Anarkali Dress", price: 1999, images: ["/d.svg"], sizes: ["S", "M", "L"], stock: 6, stockBySize: { S: 1, M: 3, L: 2 } };
const saree: WishlistItem = { _id: SAREE_ID, name: "Banarasi Silk Saree", price: 8999, images: [], sizes: ["Free Size"], stock: 2, stockBySize: { "Free Size": 2 } };

const quoted = (overrides: Partial<QuotedLine>): QuotedLine => ({
  product: DRESS_ID,
  size: "M",
  quantity: 1,
  name: dress.name,
  image: "/d.svg",
  price: 2999,
  sizes: ["S", "M", "L"],
  stockBySize: { S: 0, M: 4, L: 2 },
  left: 4,
  problem: null,
  message: null,
  ...overrides,
});

describe("changing a cart line's size", () => {
  it("moves the line to the new size, within its pieces left", () => {
    const items: CartItem[] = [{ product: dress, size: "M", quantity: 3 }];
    expect(cartReducer(items, { type: "resize", productId: DRESS_ID, size: "M", newSize: "L" })).toEqual([{ product: dress, size: "L", quantity: 2 }]);
  });

  it("joins a line already in that size, never above its pieces left", () => {
    const items: CartItem[] = [
      { product: dress, size: "S", quantity: 1 },
      { product: dress, size: "L", quantity: 1 },
    ];
    expect(cartReducer(items, { type: "resize", productId: DRESS_ID, size: "S", newSize: "L" })).toEqual([{ product: dress, size: "L", quantity: 2 }]);
    const full: CartItem[] = [
      { product: dress, size: "M", quantity: 3 },
      { product: dress, size: "L", quantity: 2 },
    ];
    expect(cartReducer(full, { type: "resize", productId: DRESS_ID, size: "M", newSize: "L" })).toEqual([{ product: dress, size: "L", quantity: 2 }]);
  });
});

describe("the server's prices and pieces left", () => {
  it("replace what the cart remembered, keeping quantities; a product gone is left for the panel to explain", () => {
    const items: CartItem[] = [{ product: dress, size: "M", quantity: 2 }];
    const [line] = cartReducer(items, { type: "reprice", lines: [quoted({})] });
    expect(line).toMatchObject({ size: "M", quantity: 2, product: { price: 2999, stockBySize: { S: 0, M: 4, L: 2 }, stock: 6 } });
    const gone = cartReducer(items, { type: "reprice", lines: [quoted({ name: null, price: null, problem: "gone" })] });
    expect(gone).toBe(items);
    // Nothing new: the same list, so nothing is saved again.
    const same = cartReducer([line!], { type: "reprice", lines: [quoted({})] });
    expect(same[0]).toBe(line);
  });

  it("replace what the wishlist remembered", () => {
    const [entry] = wishlistReducer([{ ...saree, size: "Free Size" }], { type: "reprice", lines: [quoted({ product: SAREE_ID, name: saree.name, price: 9999, sizes: ["Free Size"], stockBySize: { "Free Size": 1 } })] });
    expect(entry).toMatchObject({ price: 9999, size: "Free Size", stock: 1 });
  });
});

describe("the wishlist keeps the size chosen", () => {
  it("adds with the size, asks none of an old entry, and takes a size chosen on the line", () => {
    let items = wishlistReducer([], { type: "add", product: saree, size: "Free Size" });
    expect(items).toEqual([{ ...saree, size: "Free Size" }]);
    const old = loadWishlist({ getItem: () => JSON.stringify([{ _id: DRESS_ID, name: dress.name, price: 1999, images: [] }]) });
    expect(old[0]!.size).toBeUndefined();
    items = wishlistReducer(old, { type: "choose-size", productId: DRESS_ID, size: "L" });
    expect(items[0]!.size).toBe("L");
    // Added again from the product page with a size: an entry without one takes it; one with a size keeps it.
    expect(wishlistReducer(old, { type: "add", product: old[0]!, size: "M" })[0]!.size).toBe("M");
    expect(wishlistReducer(items, { type: "add", product: items[0]!, size: "M" })[0]!.size).toBe("L");
  });
});

describe("merging at sign-in", () => {
  it("keeps the larger quantity of the same product and size, within stock, and appends the rest", () => {
    const here: CartItem[] = [
      { product: dress, size: "M", quantity: 1 },
      { product: dress, size: "L", quantity: 2 },
    ];
    const there: CartItem[] = [
      { product: dress, size: "M", quantity: 5 },
      { product: dress, size: "S", quantity: 1 },
      { product: dress, size: "L", quantity: 1 },
    ];
    expect(mergeCartLines(here, there).map((item) => [item.size, item.quantity])).toEqual([
      ["M", 3],
      ["L", 2],
      ["S", 1],
    ]);
  });

  it("keeps one wishlist entry per product, with a size chosen on either device", () => {
    const merged = mergeWishlists([{ ...saree }], [{ ...saree, size: "Free Size" }, { _id: DRESS_ID, name: dress.name, price: 1999, images: [], size: "S" }]);
    expect(merged.map((entry) => [entry._id, entry.size])).toEqual([
      [SAREE_ID, "Free Size"],
      [DRESS_ID, "S"],
    ]);
  });

  it("sends the server ids, sizes and quantities only, and shows its lines with its own names and prices", () => {
    const items: CartItem[] = [{ product: dress, size: "M", quantity: 25 }, { product: { ...dress, _id: "p-old" }, size: "M", quantity: 1 }];
    expect(CART_SERVER_COPY.toSaved(items)).toEqual([{ product: DRESS_ID, size: "M", quantity: 20 }]);
    const shown = CART_SERVER_COPY.fromSaved([{ product: DRESS_ID, size: "M", quantity: 2 }, { product: SAREE_ID, size: "M", quantity: 1 }], {
      lines: [quoted({ quantity: 2 }), quoted({ product: SAREE_ID, name: null, price: null, problem: "gone" })],
      itemsPrice: 5998,
      taxPrice: 0,
      totalPrice: 5998,
    });
    expect(shown).toEqual([{ product: { _id: DRESS_ID, name: dress.name, price: 2999, images: ["/d.svg"], sizes: ["S", "M", "L"], stockBySize: { S: 0, M: 4, L: 2 }, stock: 6 }, size: "M", quantity: 2 }]);
    expect(WISHLIST_SERVER_COPY.toSaved([{ ...saree, size: "Free Size" }, { ...dress }])).toEqual([{ product: SAREE_ID, size: "Free Size" }, { product: DRESS_ID }]);
  });
});
