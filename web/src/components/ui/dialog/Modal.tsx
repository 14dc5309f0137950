import { X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { DIALOG_OPENED_EVENT } from "./dialog-events.js";
import "./modal.css";

export type ModalPlacement = "center" | "right" | "left";

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** A line under the title, such as an item count. */
  subtitle?: ReactNode;
  placement?: ModalPlacement;
  /** Stays in view at the bottom (totals, actions) while the body scrolls. */
  footer?: ReactNode;
  /** What gets focus on open; otherwise the dialog itself (no keyboard pops up on a phone). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements that are shown (not inside a closed <details>, not display:none). */
function focusables(root: HTMLElement): HTMLElement[] {
  const all = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  // Without a layout engine (jsdom) nothing has boxes; then every candidate counts.
  if (root.getClientRects().length === 0) return all;
  return all.filter((el) => el.getClientRects().length > 0);
}

let openModals = 0;
/** Close functions of the open dialogs, topmost last. */
const openStack: Array<() => void> = [];

// Escape with focus lost to <body> (nothing inside any dialog) still closes the topmost one.
if (typeof document !== "undefined") {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || openStack.length === 0) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    openStack[openStack.length - 1]!();
  });
}

/**
 * A labelled modal dialog: focus moves in and is trapped, Escape and the backdrop close it, the page
 * behind is inert and does not scroll, and focus returns to whatever opened it.
 */
export function Modal(props: ModalProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({ onClose, title, subtitle, placement = "center", footer, initialFocus, className, children }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [host] = useState(() => document.createElement("div"));
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    // Everything else on the page leaves the focus order and the accessibility tree while open.
    const background = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute("inert") && !el.hasAttribute("data-modal-keep"),
    );
    background.forEach((el) => el.setAttribute("inert", ""));
    openModals += 1;
    document.body.classList.add("is-scroll-locked");
    document.dispatchEvent(new Event(DIALOG_OPENED_EVENT));

    const panel = panelRef.current;
    (initialFocus?.current ?? panel)?.focus();

    // A focused button that becomes disabled (busy) or is removed drops focus to <body>, where
    // Escape and the focus trap no longer reach: bring it back to the dialog.
    const keepFocus = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      requestAnimationFrame(() => {
        if ((document.activeElement === document.body || document.activeElement === null) && panel?.isConnected) panel.focus();
      });
    };
    panel?.addEventListener("focusout", keepFocus);
    const closeFromPage = () => closeRef.current();
    openStack.push(closeFromPage);

    return () => {
      panel?.removeEventListener("focusout", keepFocus);
      openStack.splice(openStack.indexOf(closeFromPage), 1);
      background.forEach((el) => el.removeAttribute("inert"));
      host.remove();
      openModals -= 1;
      if (openModals === 0) document.body.classList.remove("is-scroll-locked");
      if (opener?.isConnected) opener.focus();
    };
    // The dialog sets itself up once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, by design (above)
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active !== panelRef.current && panelRef.current.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className={`modal modal--${placement}`}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div ref={panelRef} className={`modal__panel ${className ?? ""}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="modal__header">
          <div>
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {subtitle ? <p className="modal__subtitle">{subtitle}</p> : null}
          </div>
          <button type="button" className="icon-btn modal__close" aria-label="Close" onClick={() => closeRef.current()}>
            <X size={22} aria-hidden="true" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>,
    host,
  );
}
