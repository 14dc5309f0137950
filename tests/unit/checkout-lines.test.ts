// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { cartLines, checkoutTotal, pieceCount, wishlistLines } from "../../web/src/features/checkout/checkout-lines.js";
import { rememberCheckout, takeRememberedCheckout } from "../../web/src/features/checkout/resume-after-login.js";

describe("checkout lines", () => {
  it("takes the cart's sizes and quantities and adds the total in paise", () => {
    const lines = cartLines([
      { product: { _id: "p1", name: "Chanderi Kurta", price: 0.1, images: ["/a.svg"] }, size: "M", quantity: 3 },
      { product: { _id: "", id: "p2", name: "Organza Saree", price: 0.2, images: [] }, size: "Free Size", quantity: 1 },
    ]);
    expect(lines).toEqual([
      { productId: "p1", name: "Chanderi Kurta", image: "/a.svg", size: "M", quantity: 3, price: 0.1 },
      { productId: "p2", name: "Organza Saree", image: undefined, size: "Free Size", quantity: 1, price: 0.2 },
    ]);
    expect(checkoutTotal(lines)).toBe(0.5);
    expect(pieceCount(lines)).toBe(4);
  });

  it("orders one piece of a wishlist product in the size chosen, and no guessed size for one kept without", () => {
    const lines = wishlistLines([
      { _id: "p1", name: "Rayon Dress", price: 1499, images: [], sizes: ["S", "M"], size: "M" },
      { _id: "p2", name: "Silk Dupatta", price: 899, images: [], sizes: ["XS", "S"] },
    ]);
    expect(lines.map((line) => [line.size, line.quantity])).toEqual([
      ["M", 1],
      ["", 1],
    ]);
    expect(checkoutTotal(lines)).toBe(2398);
  });
});

describe("checkout after login", () => {
  beforeEach(() => sessionStorage.clear());

  it("is remembered once, for half an hour", () => {
    rememberCheckout("wishlist", 1_000);
    expect(takeRememberedCheckout(1_000 + 60_000)).toBe("wishlist");
    expect(takeRememberedCheckout(1_000 + 60_000)).toBeNull();
    rememberCheckout("cart", 1_000);
    expect(takeRememberedCheckout(1_000 + 31 * 60_000)).toBeNull();
  });

  it("ignores anything else in its place", () => {
    sessionStorage.setItem("checkout-after-login", '{"source":"admin","at":1}');
    expect(takeRememberedCheckout(2)).toBeNull();
    sessionStorage.setItem("checkout-after-login", "not json");
    expect(takeRememberedCheckout(2)).toBeNull();
  });
});
