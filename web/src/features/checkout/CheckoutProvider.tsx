import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "@/session/AuthProvider.js";
import type { LoginRedirect } from "@/session/login-redirect.js";
import type { CheckoutSource } from "./checkout-lines.js";
import type { ShippingDraft } from "./shipping-draft.js";
import type { BusinessDraft } from "./business-invoice/business-draft.js";
import { rememberCheckout, takeRememberedCheckout } from "./resume-after-login.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import { LOGIN_TO_CHECKOUT_NOTICE } from "@/session/login-to-checkout.js";


export type { CheckoutSource } from "./checkout-lines.js";

// The form is fetched when a shopper first checks out, not with the home page.
const CheckoutForm = lazy(() => import("./CheckoutForm.js"));

export interface Checkout {
  /** Opens the checkout form for the cart's or the wishlist's items; asks a signed-out shopper to log in first. */
  startCheckout(source: CheckoutSource): void;
}

const CheckoutContext = createContext<Checkout | null>(null);


/** Must sit inside the router, the AuthProvider and the cart and wishlist providers. */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [source, setSource] = useState<CheckoutSource | null>(null);
  // What the shopper typed survives closing and reopening the form, not a change of shopper.
  const draft = useRef<ShippingDraft | null>(null);
  const businessDraft = useRef<BusinessDraft | null>(null);

  const startCheckout = useCallback(
    (from: CheckoutSource) => {
      if (!user) {
        rememberCheckout(from);
        const state: LoginRedirect = { from: `${location.pathname}${location.search}`, notice: LOGIN_TO_CHECKOUT_NOTICE };
        navigate("/login", { state });
        return;
      }
      setSource(from);
    },
    [user, navigate, location.pathname, location.search],
  );

  // Back from logging in: carry on with the checkout that sent the shopper there.
  useEffect(() => {
    if (!user) return;
    const remembered = takeRememberedCheckout();
    if (remembered && !isStaffRole(user.role)) setSource(remembered);
  }, [user]);

  // Signing out (or an expired session) closes the form and forgets the address typed.
  useEffect(() => {
    if (user) return;
    setSource(null);
    draft.current = null;
    businessDraft.current = null;
  }, [user]);

  const value = useMemo<Checkout>(() => ({ startCheckout }), [startCheckout]);
  return (
    <CheckoutContext.Provider value={value}>
      {children}
      {source && (
        <Suspense fallback={null}>
          <CheckoutForm source={source} draft={draft} businessDraft={businessDraft} onClose={() => setSource(null)} />
        </Suspense>
      )}
    </CheckoutContext.Provider>
  );
}

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error("useCheckout must be used within a CheckoutProvider");
  return checkout;
}
