import { FolderTree, ListOrdered, Package, PackagePlus, RefreshCw, Truck, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { ADD_PRODUCT_PATH, ADMIN_PATHS } from "@/admin/shared/admin-paths.js";
import { AdminPanel } from "@/admin/shared/AdminPanel.js";

// "Process orders" opens the paid orders waiting to be packed: payment moves an order to processing.
const ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: "Add Product", to: ADD_PRODUCT_PATH, icon: PackagePlus },
  { label: "All Products", to: ADMIN_PATHS.products, icon: Package },
  { label: "Users", to: ADMIN_PATHS.users, icon: Users },
  { label: "Process Orders", to: `${ADMIN_PATHS.orders}?status=processing`, icon: Truck },
  { label: "All Orders", to: ADMIN_PATHS.orders, icon: ListOrdered },
  { label: "Manage Subcategories", to: ADMIN_PATHS.subcategories, icon: FolderTree },
];

export function QuickActions({ onRefresh, refreshing }: { onRefresh(): void; refreshing: boolean }) {
  return (
    <AdminPanel titleId="quick-actions-title" title="Quick Actions">
      <div className="admin-panel__body quick-actions">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <Link key={label} to={to} className="quick-action">
            <Icon size={20} aria-hidden="true" />
            {label}
          </Link>
        ))}
        <button type="button" className="quick-action" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw size={20} aria-hidden="true" className={refreshing ? "is-spinning" : undefined} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      </div>
    </AdminPanel>
  );
}
