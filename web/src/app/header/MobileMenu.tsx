import { useDebugOffered } from "./debug-offered.js";
import { Bug, ChevronDown, Heart, Home, ShoppingBag, type LucideIcon } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router-dom";
import { BROWSE_CATEGORIES, type BrowseCategory } from "@shared/catalogue.js";
import { collectionGroups } from "@shared/collections.js";
import { useCollections } from "@/stores/collections-store.js";
import { Modal } from "@/components/ui/dialog/Modal.js";
import { useCart } from "@/stores/cart/CartProvider.js";
import { browsePath, capitalise } from "@/features/catalogue/browse-route.js";
import { useWishlist } from "@/stores/wishlist/WishlistProvider.js";
import { useShopFrame } from "@/components/shop-frame.js";
import { UserArea } from "./UserArea.js";

const CATEGORIES: BrowseCategory[] = ["dress", "saree", "material"];

/** The phone's menu: the header's links, categories, wishlist, cart, Debug and the user area. */
export default function MobileMenu({ onClose }: { onClose(): void }) {
  const { cartCount } = useCart();
  const { wishlistCount } = useWishlist();
  const { openCart, openWishlist, debug, toggleDebug } = useShopFrame();
  const debugShown = useDebugOffered();
  const groups = collectionGroups(useCollections().collections);

  return (
    <Modal open onClose={onClose} placement="left" title="Menu" className="mobile-menu">
      <div className="mobile-menu__user">
        <UserArea onNavigate={onClose} />
      </div>
      <nav aria-label="Main">
        <ul className="mobile-menu__list">
          <li>
            <Link to="/" className="mobile-menu__link" onClick={onClose}>
              <Home size={20} aria-hidden="true" /> Home
            </Link>
          </li>
          {CATEGORIES.map((category) => (
            <li key={category}>
              <details className="mobile-menu__group">
                <summary className="mobile-menu__link">
                  {BROWSE_CATEGORIES[category].label}
                  <ChevronDown size={18} aria-hidden="true" className="mobile-menu__chevron" />
                </summary>
                <ul className="mobile-menu__sublist">
                  <li>
                    <Link to={browsePath(category)} onClick={onClose}>
                      {category === "material" ? "All materials" : `All ${BROWSE_CATEGORIES[category].label.toLowerCase()}`}
                    </Link>
                  </li>
                  {BROWSE_CATEGORIES[category].types.map((type) => (
                    <li key={type}>
                      <Link to={browsePath(category, type)} onClick={onClose}>
                        {capitalise(type)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {groups.length > 0 ? (
            <li>
              <details className="mobile-menu__group">
                <summary className="mobile-menu__link">
                  Collections
                  <ChevronDown size={18} aria-hidden="true" className="mobile-menu__chevron" />
                </summary>
                <ul className="mobile-menu__sublist mobile-menu__sublist--plain">
                  {groups.map((group) => (
                    <Fragment key={group.category}>
                      {groups.length > 1 ? (
                        <li className="mobile-menu__subhead" aria-hidden="true">
                          {capitalise(group.category)}
                        </li>
                      ) : null}
                      {group.collections.map((collection) => (
                        <li key={collection.path}>
                          <Link to={collection.path} onClick={onClose}>
                            {collection.name}
                          </Link>
                        </li>
                      ))}
                    </Fragment>
                  ))}
                </ul>
              </details>
            </li>
          ) : null}
          <PanelItem icon={Heart} label="Wishlist" count={wishlistCount} onOpen={openWishlist} onClose={onClose} />
          <PanelItem icon={ShoppingBag} label="Cart" count={cartCount} onOpen={openCart} onClose={onClose} />
          {debugShown ? (
            <li>
              <button type="button" className="mobile-menu__link" aria-pressed={debug} onClick={toggleDebug}>
                <Bug size={20} aria-hidden="true" /> Debug <span className="mobile-menu__count">{debug ? "On" : "Off"}</span>
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </Modal>
  );
}

/** A menu line that closes the menu and opens the wishlist or cart panel, with how many are in it. */
function PanelItem({ icon: Icon, label, count, onOpen, onClose }: { icon: LucideIcon; label: string; count: number; onOpen(): void; onClose(): void }) {
  return (
    <li>
      <button
        type="button"
        className="mobile-menu__link"
        onClick={() => {
          onClose();
          onOpen();
        }}
      >
        <Icon size={20} aria-hidden="true" /> {label} <span className="mobile-menu__count">{count}</span>
      </button>
    </li>
  );
}
