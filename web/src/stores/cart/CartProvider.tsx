import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useCardsIncluded, useCatalogue } from "@/stores/catalogue-store.js";
import { productId } from "@/lib/product-id.js";
import type { QuotedLine } from "@shared/schemas/saved-lists.js";
import type { BlouseChoice } from "@shared/saree-blouse.js";
import { CART_SERVER_COPY } from "./cart-server-copy.js";
import { useSavedList, type StoredListForm } from "@/stores/use-saved-list.js";
import { cartCount, cartReducer, cartTotal, loadCart, saveCart, type CartAction, type CartCustom, type CartItem, type CartProduct } from "./cart-state.js";

export interface Cart {
  items: CartItem[];
  /** Sum of quantities (the header badge). */
  cartCount: number;
  /** Sum of price × quantity in rupees, added in paise. */
  cartTotal: number;
  /** `blouse`: a saree's blouse as chosen (issue 40). */
  addToCart(product: CartProduct, size: string, quantity?: number, custom?: CartCustom, blouse?: BlouseChoice): void;
  removeFromCart(productId: string, size: string): void;
  updateQuantity(productId: string, size: string, quantity: number): void;
  clearCart(): void;
  /** Fresher pieces-left figures for lines of these products (quantities stay as they are). */
  refreshStock(products: readonly CartProduct[]): void;
  /** Moves a line to another size, within its pieces left, joining a line already in that size. */
  changeSize(productId: string, size: string, newSize: string): void;
  /** The server's price and pieces left now. */
  applyQuote(lines: readonly QuotedLine[]): void;
}

const CartContext = createContext<Cart | null>(null);
const STORED_CART: StoredListForm<CartItem, CartAction> = { load: loadCart, save: saveCart, loadAction: (lines) => ({ type: "load", items: lines }) };

/** The cart, read from localStorage once at start and written back on every change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useSavedList(cartReducer, STORED_CART, CART_SERVER_COPY);

  // The catalogue read at start says how many pieces are left now, which a saved cart may not know.
  const { status, products } = useCatalogue();
  useEffect(() => {
    if (status === "ready") dispatch({ type: "restock", products });
  }, [status, products, dispatch]);
  // A large catalogue is not loaded whole: the lines' own cards are asked for.
  useCardsIncluded(items.map((line) => productId(line.product)));

  const addToCart = useCallback(
    (product: CartProduct, size: string, quantity?: number, custom?: CartCustom, blouse?: BlouseChoice) => dispatch({ type: "add", product, size, quantity, ...(custom && { custom }), ...(blouse && { blouse }) }),
    [dispatch],
  );
  const removeFromCart = useCallback((productId: string, size: string) => dispatch({ type: "remove", productId, size }), [dispatch]);
  const updateQuantity = useCallback((productId: string, size: string, quantity: number) => dispatch({ type: "update", productId, size, quantity }), [dispatch]);
  const clearCart = useCallback(() => dispatch({ type: "clear" }), [dispatch]);
  const refreshStock = useCallback((fresh: readonly CartProduct[]) => dispatch({ type: "restock", products: fresh }), [dispatch]);
  const changeSize = useCallback((productId: string, size: string, newSize: string) => dispatch({ type: "resize", productId, size, newSize }), [dispatch]);
  const applyQuote = useCallback((lines: readonly QuotedLine[]) => dispatch({ type: "reprice", lines }), [dispatch]);

  const value = useMemo<Cart>(
    () => ({ items, cartCount: cartCount(items), cartTotal: cartTotal(items), addToCart, removeFromCart, updateQuantity, clearCart, refreshStock, changeSize, applyQuote }),
    [items, addToCart, removeFromCart, updateQuantity, clearCart, refreshStock, changeSize, applyQuote],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}
