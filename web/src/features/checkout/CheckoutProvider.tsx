import { createContext, useContext, type ReactNode } from "react";

// Placeholder: the checkout form modal opens from here once it exists.
export type CheckoutSource = "cart" | "wishlist";

export interface Checkout {
  startCheckout(source: CheckoutSource): void;
}

const CheckoutContext = createContext<Checkout>({ startCheckout: () => undefined });

export function CheckoutProvider({ children }: { children: ReactNode }) {
  return <CheckoutContext.Provider value={{ startCheckout: () => undefined }}>{children}</CheckoutContext.Provider>;
}

export function useCheckout(): Checkout {
  return useContext(CheckoutContext);
}
