import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { DIALOG_OPENED_EVENT } from "./ui/dialog/dialog-events.js";
import { useAutoDismiss } from "./use-auto-dismiss.js";

// Short confirmations ("… added to cart!") shown as polite toasts instead of blocking alert boxes.
export interface Notice {
  id: number;
  text: string;
  action?: { label: string; run(): void };
}

interface Notices {
  notify(text: string, action?: Notice["action"]): void;
}

const NoticesContext = createContext<Notices | null>(null);
const SHOWN_AT_ONCE = 3;
const VISIBLE_MS = 4500;
const noChange = () => () => undefined;

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((notice) => notice.id !== id)), []);
  const notify = useCallback((text: string, action?: Notice["action"]) => {
    const id = nextId.current++;
    setNotices((list) => [...list, { id, text, action }].slice(-SHOWN_AT_ONCE));
  }, []);
  // Toasts about the page behind would cover a dialog's own title or buttons.
  useEffect(() => {
    const clear = () => setNotices([]);
    document.addEventListener(DIALOG_OPENED_EVENT, clear);
    return () => document.removeEventListener(DIALOG_OPENED_EVENT, clear);
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);
  // The page renderer has no document.body, and a taken-over page adds the live region just after.
  const inBrowser = useSyncExternalStore(noChange, () => true, () => false);
  return (
    <NoticesContext.Provider value={value}>
      {children}
      {inBrowser
        ? createPortal(
            // Outside #root and kept live while a modal makes the rest of the page inert.
            <div className="notices" role="status" aria-live="polite" data-modal-keep="">
              {notices.map((notice) => (
                <NoticeToast key={notice.id} notice={notice} onDismiss={dismiss} />
              ))}
            </div>,
            document.body,
          )
        : null}
    </NoticesContext.Provider>
  );
}

function NoticeToast({ notice, onDismiss }: { notice: Notice; onDismiss(id: number): void }) {
  useAutoDismiss(notice.id, onDismiss, VISIBLE_MS);
  return (
    <div className="notice">
      <span className="notice__text">{notice.text}</span>
      {notice.action ? (
        <button
          type="button"
          className="btn btn--small notice__action"
          onClick={() => {
            notice.action?.run();
            onDismiss(notice.id);
          }}
        >
          {notice.action.label}
        </button>
      ) : null}
      <button type="button" className="icon-btn notice__close" aria-label="Dismiss" onClick={() => onDismiss(notice.id)}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error("useNotices must be used within a NoticesProvider");
  return notices;
}
