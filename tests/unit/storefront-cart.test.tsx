// @vitest-environment jsdom
import { cleanup, render, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatRupees } from "../../shared/money.js";
import { AuthProvider } from "../../web/src/session/AuthProvider.js";
import CartModal from "../../web/src/features/checkout/cart/CartModal.js";
import { CartProvider, useCart } from "../../web/src/stores/cart/CartProvider.js";
import { CheckoutProvider } from "../../web/src/features/checkout/CheckoutProvider.js";
import WishlistModal from "../../web/src/features/checkout/wishlist/WishlistModal.js";
import { useWishlist, WishlistProvider } from "../../web/src/stores/wishlist/WishlistProvider.js";

const kurta = { _id: "p-kurta", name: "Kalamkari Kurta Dress", price: 1699, images: ["/k.svg"], material: "Cotton" };
const saree = { _id: "p-saree", name: "Tant Cotton Saree", price: 1299.5, images: [], material: "Cotton" };

function Shop({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/"]}>
      <CartProvider>
        <WishlistProvider>
          <AuthProvider>
            <CheckoutProvider>
              <Routes>
                <Route path="/" element={children} />
                <Route path="/login" element={<h1>Login page</h1>} />
              </Routes>
            </CheckoutProvider>
          </AuthProvider>
        </WishlistProvider>
      </CartProvider>
    </MemoryRouter>
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("providers", () => {
  it("useCart and useWishlist refuse to work outside their providers", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useCart())).toThrow("useCart must be used within a CartProvider");
    expect(() => renderHook(() => useWishlist())).toThrow("useWishlist must be used within a WishlistProvider");
  });

  it("read localStorage at start and write every change back", () => {
    localStorage.setItem("cart", JSON.stringify([{ product: kurta, size: "M", quantity: 2 }]));
    localStorage.setItem("wishlist", JSON.stringify([saree]));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
    );
    const { result, rerender } = renderHook(() => ({ cart: useCart(), wishlist: useWishlist() }), { wrapper });
    expect(result.current.cart.cartCount).toBe(2);
    expect(result.current.cart.cartTotal).toBe(3398);
    expect(result.current.wishlist.wishlistCount).toBe(1);

    result.current.cart.addToCart(saree, "L");
    result.current.wishlist.addToWishlist(kurta);
    rerender();
    expect(JSON.parse(localStorage.getItem("cart")!)).toMatchObject([
      { product: { _id: "p-kurta" }, size: "M", quantity: 2 },
      { product: { _id: "p-saree" }, size: "L", quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem("wishlist")!).map((p: { _id: string }) => p._id)).toEqual(["p-saree", "p-kurta"]);
  });

  it("ignore unparseable stored data with the spec's console messages", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    localStorage.setItem("cart", "not json");
    localStorage.setItem("wishlist", "{");
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CartProvider>
        <WishlistProvider>{children}</WishlistProvider>
      </CartProvider>
    );
    const { result } = renderHook(() => ({ cart: useCart(), wishlist: useWishlist() }), { wrapper });
    expect(result.current.cart.items).toEqual([]);
    expect(result.current.wishlist.items).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error loading cart from localStorage:", expect.any(SyntaxError));
    expect(error).toHaveBeenCalledWith("Error loading wishlist from localStorage:", expect.any(SyntaxError));
  });
});

describe("cart panel", () => {
  it("lists lines with size, price and quantity; minus stops at 1; total follows; remove and Clear Cart", async () => {
    localStorage.setItem("cart", JSON.stringify([{ product: kurta, size: "M", quantity: 1 }, { product: saree, size: "S", quantity: 2 }]));
    const user = userEvent.setup();
    render(
      <Shop>
        <CartModal onClose={() => undefined} />
      </Shop>,
    );
    const dialog = screen.getByRole("dialog", { name: "Your Cart" });
    const lines = within(dialog).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText(formatRupees(1699))).toBeTruthy();
    expect((within(lines[0]!).getByRole("combobox", { name: "Size of Kalamkari Kurta Dress" }) as HTMLSelectElement).value).toBe("M");
    expect(screen.getByTestId("cart-total").textContent).toBe(formatRupees(4298));

    const minus = within(lines[0]!).getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    await user.click(within(lines[0]!).getByRole("button", { name: "Increase quantity" }));
    expect(within(lines[0]!).getByText("2")).toBeTruthy();
    expect(minus.disabled).toBe(false);
    await user.click(minus);
    expect(minus.disabled).toBe(true);
    await user.click(within(lines[1]!).getByRole("button", { name: "Decrease quantity" }));
    expect(screen.getByTestId("cart-total").textContent).toBe(formatRupees(2998.5));

    await user.click(within(dialog).getByRole("button", { name: "Remove Kalamkari Kurta Dress, size M" }));
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Clear Cart" }));
    expect(within(dialog).getByText("Your cart is empty")).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("cart")!)).toEqual([]);
  });

  it("the plus button stops at the pieces left in that size and says why", async () => {
    const lastTwo = { ...kurta, sizes: ["S", "M"], stock: 3, stockBySize: { S: 1, M: 2 } };
    localStorage.setItem("cart", JSON.stringify([{ product: lastTwo, size: "M", quantity: 1 }, { product: { ...lastTwo, stockBySize: { S: 0, M: 2 } }, size: "S", quantity: 1 }]));
    const user = userEvent.setup();
    render(
      <Shop>
        <CartModal onClose={() => undefined} />
      </Shop>,
    );
    const [m, s] = within(screen.getByRole("dialog", { name: "Your Cart" })).getAllByRole("listitem");
    const plus = within(m!).getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    expect(within(m!).queryByText(/left in size/)).toBeNull();
    await user.click(plus);
    expect(within(m!).getByText("2")).toBeTruthy();
    expect(plus.disabled).toBe(true);
    const reason = within(m!).getByText("Only 2 left in size M");
    expect(plus.getAttribute("aria-describedby")).toBe(reason.id);
    // A line whose size sold out since it was added says so.
    expect(within(s!).getByText("Sold out in size S. Remove it to check out.")).toBeTruthy();
    expect((within(s!).getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("Checkout closes the panel and starts the checkout (a signed-out shopper is sent to log in)", async () => {
    localStorage.setItem("cart", JSON.stringify([{ product: kurta, size: "M", quantity: 1 }]));
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Shop>
        <CartModal onClose={onClose} />
      </Shop>,
    );
    await user.click(screen.getByRole("button", { name: "Checkout" }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Login page" })).toBeTruthy();
  });
});

describe("wishlist panel", () => {
  it("shows the count, removes, clears, and says when it is empty", async () => {
    localStorage.setItem("wishlist", JSON.stringify([kurta, saree]));
    const user = userEvent.setup();
    render(
      <Shop>
        <WishlistModal onClose={() => undefined} />
      </Shop>,
    );
    const dialog = screen.getByRole("dialog", { name: "Your Wishlist" });
    expect(within(dialog).getByText("2 items")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Checkout All Items" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove Tant Cotton Saree" }));
    expect(within(dialog).getByText("1 item")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Clear Wishlist" }));
    expect(within(dialog).getByText("Your wishlist is empty")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Checkout All Items" })).toBeNull();
  });

  it("marks an entry sold out in every size", () => {
    localStorage.setItem("wishlist", JSON.stringify([{ ...kurta, sizes: ["S", "M"], stock: 0, stockBySize: { S: 0, M: 0 } }, { ...saree, sizes: ["Free Size"], stock: 2, stockBySize: { "Free Size": 2 } }]));
    render(
      <Shop>
        <WishlistModal onClose={() => undefined} />
      </Shop>,
    );
    const [soldOut, inStock] = within(screen.getByRole("dialog", { name: "Your Wishlist" })).getAllByRole("listitem");
    expect(within(soldOut!).getByText("Sold out")).toBeTruthy();
    expect(within(inStock!).queryByText("Sold out")).toBeNull();
  });
});
