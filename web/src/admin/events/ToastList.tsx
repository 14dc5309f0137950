import { BadgeIndianRupee, X } from "lucide-react";
import { Link } from "react-router-dom";
import { useAutoDismiss } from "@/components/use-auto-dismiss.js";
import { TOAST_VISIBLE_MS, type Toast } from "./toast-queue.js";
import "./toasts.css";

/** New paid orders in the corner: each goes after 10 seconds or when closed. */
export function ToastList({ toasts, onClose }: { toasts: readonly Toast[]; onClose(id: string): void }) {
  return (
    <section className="admin-toasts" aria-label="New orders" aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </section>
  );
}

function ToastCard({ toast, onClose }: { toast: Toast; onClose(id: string): void }) {
  useAutoDismiss(toast.id, onClose, TOAST_VISIBLE_MS);
  return (
    <div className="admin-toast" role="status">
      <BadgeIndianRupee className="admin-toast__icon" size={22} aria-hidden="true" />
      <div className="admin-toast__body">
        <p className="admin-toast__title">{toast.title}</p>
        {toast.href ? (
          <Link className="admin-toast__text" to={toast.href} onClick={() => onClose(toast.id)}>
            {toast.text}
          </Link>
        ) : (
          <p className="admin-toast__text">{toast.text}</p>
        )}
      </div>
      <button type="button" className="icon-btn admin-toast__close" aria-label={`Close: ${toast.text}`} onClick={() => onClose(toast.id)}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
