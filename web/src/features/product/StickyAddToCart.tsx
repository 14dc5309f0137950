import { ShoppingBag } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
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

/** Form controls the bar must never sit on: what a shopper fills in or presses in a form. */
const CONTROLS = "main :is(input:not([type=hidden]), select, textarea), main form button";
/** A field being typed in: the phone's keyboard is up, and the bar would stand on the field. */
const TYPING = "input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=button]):not([type=submit]), select, textarea, [contenteditable=true]";
/** Room kept above the bar, so a control just above it is not half covered. */
const MARGIN_PX = 8;

/** Whether the bar, where it sits, would cover a form control, or a field is being typed in. */
function wouldCover(bar: HTMLElement): boolean {
  if (document.activeElement?.matches(TYPING) && !bar.contains(document.activeElement)) return true;
  const top = window.innerHeight - bar.offsetHeight - MARGIN_PX;
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (bar.contains(control)) continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.bottom > top && box.top < window.innerHeight) return true;
  }
  return false;
}

/**
 * On a phone, Add to Cart with the price and the chosen size, fixed at the bottom of the screen
 * once the page's own button has scrolled away (issue 22); the footer keeps room below for it.
 * Fixed and moved with a transform, so showing it never shifts the page (CLS 0).
 * It steps aside (issue 40) while a form control of the page would be under it (the review
 * form's "True to size", its Submit) or a field is being typed in. Shown, it is a real button
 * for everyone; out of the way, it is inert: no tap, no tab stop, nothing read out.
 */
export function StickyAddToCart({ watch, name, price, size, disabled, onAdd }: StickyAddToCartProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [past, setPast] = useState(false);
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const button = watch.current;
    if (!button || typeof IntersectionObserver === "undefined") return;
    // The screen counts as reaching far below itself, so the button "leaves" only over the top:
    // a fling from below the screen to above it in one frame is a change the observer reports.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [watch]);

  // Looked at again, once a frame at most, whenever the page scrolls, a field takes focus or the page changes.
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    let frame = 0;
    const look = () => {
      frame = 0;
      setCovering(wouldCover(element));
    };
    const soon = () => {
      if (!frame) frame = window.requestAnimationFrame(look);
    };
    const changes = new MutationObserver(soon);
    changes.observe(document.querySelector("main") ?? document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    document.addEventListener("focusin", soon);
    document.addEventListener("focusout", soon);
    look();
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      document.removeEventListener("focusin", soon);
      document.removeEventListener("focusout", soon);
    };
  }, []);

  const shown = past && !covering;
  return (
    <div ref={bar} className={`buy-bar${shown ? " is-shown" : ""}`} inert={!shown} data-testid="buy-bar">
      <div className="buy-bar__what">
        <span className="buy-bar__name">{name}</span>
        <span className="buy-bar__figures">
          <strong>{formatRupees(price)}</strong>
          {size ? <span> · Size {size}</span> : null}
        </span>
      </div>
      <button type="button" className="btn btn--primary buy-bar__add" onClick={onAdd} disabled={disabled}>
        <ShoppingBag size={18} aria-hidden="true" /> Add to Cart
      </button>
    </div>
  );
}
