import { X } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";

// The outcome of an admin action ("Order deleted successfully!", "Error deleting order(s): ...")
// shown at the top of the screen instead of a blocking alert box. Successes fade after a while;
// errors stay until read and closed.

export interface Flash {
  /** "info": nothing went wrong, but nothing was done yet either (sent for the owner's approval); it stays until closed. */
  kind: "success" | "error" | "info";
  text: string;
  /** A second line, such as the server's reason under a fixed message. */
  detail?: string | null;
}

const SUCCESS_VISIBLE_MS = 6000;

export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const show = useCallback((next: Flash) => setFlash(next), []);
  const clear = useCallback(() => setFlash(null), []);
  useEffect(() => {
    if (flash?.kind !== "success") return;
    const timer = window.setTimeout(() => setFlash(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [flash]);
  return { flash, show, clear };
}

/** The message box; without onClose it stays (inside a form or dialog). */
export function FlashMessage({ flash, onClose, id }: { flash: Flash | null; onClose?: () => void; id?: string }): ReactNode {
  if (!flash) return null;
  return (
    <div id={id} className={`admin-flash admin-flash--${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      <div className="admin-flash__text">
        <p>{flash.text}</p>
        {flash.detail ? <p className="admin-flash__detail">{flash.detail}</p> : null}
      </div>
      {onClose ? (
        <button type="button" className="icon-btn admin-flash__close" aria-label="Dismiss message" onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
