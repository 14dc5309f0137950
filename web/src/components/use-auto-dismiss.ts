import { useEffect } from "react";

/** Closes a toast by its id after it has been shown for `visibleMs` (sooner if closed by hand). */
export function useAutoDismiss<Id>(id: Id, dismiss: (id: Id) => void, visibleMs: number): void {
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(id), visibleMs);
    return () => window.clearTimeout(timer);
  }, [id, dismiss, visibleMs]);
}
