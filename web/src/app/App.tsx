import { BrowserRouter } from "react-router-dom";
import { NoticesProvider } from "../components/Notices.js";
import { AuthProvider } from "../session/AuthProvider.js";
import { CartProvider } from "../stores/cart/CartProvider.js";
import { CheckoutProvider } from "../features/checkout/CheckoutProvider.js";
import { WishlistProvider } from "../stores/wishlist/WishlistProvider.js";
import { AppRoutes } from "./AppRoutes.js";

/**
 * The providers, outermost first. Auth and checkout sit inside the router (they navigate) and
 * checkout inside the cart and wishlist, which it reads and clears.
 */
export function App() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
