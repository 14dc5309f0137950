import { Plus, RefreshCw, type LucideIcon } from "lucide-react";

/** Reads the list again; the smaller size sits in the orders and payments headers. */
export function RefreshButton({ onClick, small = false }: { onClick(): void; small?: boolean }) {
  return (
    <button type="button" className={`btn btn--outline${small ? " btn--small" : ""}`} onClick={onClick}>
      <RefreshCw size={small ? 16 : 18} aria-hidden="true" />
      Refresh
    </button>
  );
}

/** Opens the screen's form for a new record ("Add Product"). */
export function AddButton({ label, onClick, icon: Icon = Plus }: { label: string; onClick(): void; icon?: LucideIcon }) {
  return (
    <button type="button" className="btn btn--primary" onClick={onClick}>
      <Icon size={18} aria-hidden="true" />
      {label}
    </button>
  );
}
