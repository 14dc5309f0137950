import { Bug, Heart, Menu, ShoppingBag, type LucideIcon } from "lucide-react";
import { lazy, Suspense, type MouseEvent } from "react";
import { NavLink } from "react-router-dom";
import { useCart } from "@/stores/cart/CartProvider.js";
import { useWishlist } from "@/stores/wishlist/WishlistProvider.js";
import { FRAME_FORM, useShopFrame } from "@/components/shop-frame.js";
import { CategoryMenu } from "./CategoryMenu.js";
import { CollectionsMenu } from "./CollectionsMenu.js";
import { Logo } from "./Logo.js";
import { SearchBox } from "./SearchBox.js";
import { UserArea } from "./UserArea.js";
import { useDebugOffered } from "./debug-offered.js";

const MobileMenu = lazy(() => import("./MobileMenu.js"));

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * The header: logo, the category dropdowns, Home, Debug (for the shop's people: debug-offered.ts), search, wishlist and cart with their
 * counts, and the user area. On a phone the menu button opens the same things in a drawer, and the
 * search box gets a row of its own.
 */
export function Header() {
  const { cartCount } = useCart();
  const { wishlistCount } = useWishlist();
  const { openCart, openWishlist, menuOpen, openMenu, closeMenu, debug, toggleDebug } = useShopFrame();
  const debugShown = useDebugOffered();

  return (
    <>
      <header className="masthead">
        <div className="masthead__bar">
          <button {...sends("panel", "menu", openMenu)} className="icon-btn masthead__menu" aria-label="Open menu" aria-haspopup="dialog">
            <Menu size={24} aria-hidden="true" />
          </button>
          <Logo />
          <nav className="masthead__nav" aria-label="Main">
            <NavLink to="/" end className="nav-link">
              Home
            </NavLink>
            <CategoryMenu category="dress" />
            <CategoryMenu category="saree" />
            <CategoryMenu category="material" />
            <CollectionsMenu />
          </nav>
          <SearchBox className="masthead__search" />
          <div className="masthead__actions">
            {debugShown ? (
              <button {...sends("debug", "1", toggleDebug)} className={`btn btn--ghost btn--small masthead__debug ${debug ? "is-on" : ""}`} aria-pressed={debug}>
                <Bug size={16} aria-hidden="true" />
                <span className="masthead__debug-label">Debug</span>
              </button>
            ) : null}
            <PanelButton icon={Heart} label="Wishlist" count={wishlistCount} testId="wishlist-count" panel="wishlist" onOpen={openWishlist} />
            <PanelButton icon={ShoppingBag} label="Cart" count={cartCount} testId="cart-count" panel="cart" onOpen={openCart} />
            <div className="masthead__user">
              <UserArea />
            </div>
          </div>
        </div>
      </header>
      <div className="search-row">
        <SearchBox />
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A header button that works before the app arrives: it sends the frame's plain form with
 * `name=value` (the app opens what was asked when it takes the page over); with the app, it acts.
 */
function sends(name: string, value: string, act: () => void) {
  return {
    type: "submit" as const,
    form: FRAME_FORM,
    name,
    value,
    onClick(event: MouseEvent) {
      event.preventDefault();
      act();
    },
  };
}

/** The wishlist or cart button: opens its panel; a badge says how many are in it. */
function PanelButton({ icon: Icon, label, count, testId, panel, onOpen }: { icon: LucideIcon; label: string; count: number; testId: string; panel: string; onOpen(): void }) {
  return (
    <button {...sends("panel", panel, onOpen)} className="icon-btn" aria-label={`${label}, ${items(count)}`} aria-haspopup="dialog">
      <Icon size={22} aria-hidden="true" />
      {count > 0 ? (
        <span className="count-badge" aria-hidden="true" data-testid={testId}>
          {count}
        </span>
      ) : null}
    </button>
  );
}
