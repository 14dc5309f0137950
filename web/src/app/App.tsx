import { BrowserRouter } from "react-router-dom";
import { NoticesProvider } from "@/components/Notices.js";
import { AuthProvider } from "@/session/AuthProvider.js";
import { CartProvider } from "@/stores/cart/CartProvider.js";
import { CheckoutProvider } from "@/features/checkout/CheckoutProvider.js";
import { WishlistProvider } from "@/stores/wishlist/WishlistProvider.js";
import { AppRoutes } from "./AppRoutes.js";

/** The shop in the browser: the address bar is the router's. */
export function App() {
  return (
    <BrowserRouter>
      <ShopApp />
    </BrowserRouter>
  );
}

/**
 * The providers and routes inside whichever router holds them (the browser's, or the page
 * renderer's static one, so a pre-rendered page is the same tree the browser takes over).
 * Outermost first: auth and checkout navigate, checkout reads and clears the cart and wishlist.
 */
export function ShopApp() {
  return (
    <>
      <NoticesProvider>
        <CartProvider>
          <WishlistProvider>
            <AuthProvider>
              <CheckoutProvider>
                <AppRoutes />
              </CheckoutProvider>
            </AuthProvider>
          </WishlistProvider>
        </CartProvider>
      </NoticesProvider>
    </>
  );
}
