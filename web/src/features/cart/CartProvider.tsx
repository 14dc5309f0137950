import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { cartCount, cartReducer, cartTotal, loadCart, saveCart, type CartItem, type CartProduct } from "./cart-state.js";

export interface Cart {
  items: CartItem[];
  /** Sum of quantities (the header badge). */
  cartCount: number;
  /** Sum of price × quantity in rupees, added in paise. */
  cartTotal: number;
  addToCart(product: CartProduct, size: string, quantity?: number): void;
  removeFromCart(productId: string, size: string): void;
  updateQuantity(productId: string, size: string, quantity: number): void;
  clearCart(): void;
}

const CartContext = createContext<Cart | null>(null);

/** The cart, read from localStorage once at start and written back on every change. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, undefined, () => loadCart(window.localStorage));

  useEffect(() => {
    saveCart(window.localStorage, items);
  }, [items]);

  const addToCart = useCallback((product: CartProduct, size: string, quantity?: number) => dispatch({ type: "add", product, size, quantity }), []);
  const removeFromCart = useCallback((productId: string, size: string) => dispatch({ type: "remove", productId, size }), []);
  const updateQuantity = useCallback((productId: string, size: string, quantity: number) => dispatch({ type: "update", productId, size, quantity }), []);
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);

  const value = useMemo<Cart>(
    () => ({ items, cartCount: cartCount(items), cartTotal: cartTotal(items), addToCart, removeFromCart, updateQuantity, clearCart }),
    [items, addToCart, removeFromCart, updateQuantity, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart must be used within a CartProvider");
  return cart;
}
