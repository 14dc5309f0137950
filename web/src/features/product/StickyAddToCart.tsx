import { ShoppingBag } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";
import { formatRupees } from "@shared/money.js";

interface StickyAddToCartProps {
  /** The page's own Add to Cart: the bar shows once it has scrolled away above the screen. */
  watch: RefObject<HTMLElement | null>;
  name: string;
  price: number;
  size: string;
  disabled: boolean;
  onAdd(): void;
}

/**
 * On a phone, Add to Cart with the price and the chosen size, fixed at the bottom of the screen
 * once the page's own button has scrolled away (issue 22); the footer keeps room below for it. Fixed and moved with a transform, so
 * showing it never shifts the page (CLS 0). It repeats the page's button for thumbs only: screen
 * readers and keyboards have that one, so the bar stays out of their way (aria-hidden, no tab stop).
 */
export function StickyAddToCart({ watch, name, price, size, disabled, onAdd }: StickyAddToCartProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = watch.current;
    if (!button || typeof IntersectionObserver === "undefined") return;
    // The screen counts as reaching far below itself, so the button "leaves" only over the top:
    // a fling from below the screen to above it in one frame is a change the observer reports.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [watch]);

  return (
    <div className={`buy-bar${shown ? " is-shown" : ""}`} aria-hidden="true">
      <div className="buy-bar__what">
        <span className="buy-bar__name">{name}</span>
        <span className="buy-bar__figures">
          <strong>{formatRupees(price)}</strong>
          {size ? <span> · Size {size}</span> : null}
        </span>
      </div>
      <button type="button" className="btn btn--primary buy-bar__add" onClick={onAdd} disabled={disabled} tabIndex={-1}>
        <ShoppingBag size={18} aria-hidden="true" /> Add to Cart
      </button>
    </div>
  );
}
