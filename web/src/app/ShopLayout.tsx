import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Outlet, useLocation, useNavigationType } from "react-router-dom";
import { useSentBeforeStart } from "@/components/use-sent-before-start.js";
import { LoadingState } from "@/components/LoadingState.js";
import { loadCatalogue, useCatalogue } from "@/stores/catalogue-store.js";
import { loadCollections } from "@/stores/collections-store.js";
import { Footer } from "./footer/Footer.js";
import { Header } from "./header/Header.js";
import { LoadingScreen } from "./LoadingScreen.js";
import { FRAME_FORM, ShopFrameContext, type ShopFrame } from "@/components/shop-frame.js";
import "./shell.css";

const CartModal = lazy(() => import("@/features/checkout/cart/CartModal.js"));
const WishlistModal = lazy(() => import("@/features/checkout/wishlist/WishlistModal.js"));

type Panel = "cart" | "wishlist" | null;
/** What the frame's buttons send when tapped before the app arrives (FRAME_FORM). */
const SENT_BEFORE_START = ["panel", "debug"] as const;

/** The common page frame: header, the page, footer, and the cart and wishlist panels. */
export function ShopLayout() {
  const { status } = useCatalogue();
  const [panel, setPanel] = useState<Panel>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [debug, setDebug] = useState(false);
  const { pathname } = useLocation();

  useSentBeforeStart(SENT_BEFORE_START, (sent) => {
    const panel = sent.get("panel");
    // Focus on the button that sent it, as a tap would leave it: closing the panel returns there.
    document.querySelector<HTMLElement>(`[form="${FRAME_FORM}"][name="panel"][value="${panel}"]`)?.focus();
    if (panel === "cart" || panel === "wishlist") setPanel(panel);
    if (panel === "menu") setMenuOpen(true);
    if (sent.get("debug") === "1") setDebug(true);
  });

  useEffect(() => {
    void loadCatalogue();
    // Fresh from the API even on a page rendered with them: an admin's new subcategory shows at once.
    void loadCollections();
  }, []);

  const frame = useMemo<ShopFrame>(
    () => ({
      openCart: () => setPanel("cart"),
      openWishlist: () => setPanel("wishlist"),
      menuOpen,
      openMenu: () => setMenuOpen(true),
      closeMenu: () => setMenuOpen(false),
      debug,
      toggleDebug: () => setDebug((on) => !on),
    }),
    [menuOpen, debug],
  );

  if (status === "loading") return <LoadingScreen />;

  return (
    <ShopFrameContext.Provider value={frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="shell">
        <Header />
        <PageArea />
        <Footer />
      </div>
      <Suspense fallback={null}>
        {panel === "cart" ? <CartModal onClose={() => setPanel(null)} /> : null}
        {panel === "wishlist" ? <WishlistModal onClose={() => setPanel(null)} /> : null}
      </Suspense>
      <form id={FRAME_FORM} method="get" action={pathname} hidden />
    </ShopFrameContext.Provider>
  );
}

/** The routed page. A new page starts at the top with focus on it, so screen readers follow. */
function PageArea() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new page is a new pathname: a replace on the same page (taking ?panel=cart out of the
  // address once the panel is open) must not move focus from the panel to the page.
  const arrivedBy = useEffectEvent(() => navigationType);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (arrivedBy() !== "POP") window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main id="main" ref={main} tabIndex={-1} className="shell__main">
      <Suspense
        fallback={
          <div className="page">
            <LoadingState label="Loading…" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </main>
  );
}
