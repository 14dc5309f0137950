import { CreditCard, FileSpreadsheet, FolderTree, LayoutDashboard, LogOut, Package, Phone, Settings, ShoppingBag, TicketPercent, Truck, Users, type LucideIcon } from "lucide-react";
import { NavLink } from "react-router-dom";
import { BRAND_NAME } from "../../../../shared/catalogue.js";
import { ADMIN_PATHS } from "../shared/admin-paths.js";

const SECTIONS: { label: string; to: string; icon: LucideIcon; end?: boolean }[] = [
  { label: "Dashboard", to: ADMIN_PATHS.dashboard, icon: LayoutDashboard, end: true },
  { label: "Products", to: ADMIN_PATHS.products, icon: Package },
  { label: "Subcategories", to: ADMIN_PATHS.subcategories, icon: FolderTree },
  { label: "Users", to: ADMIN_PATHS.users, icon: Users },
  { label: "Orders", to: ADMIN_PATHS.orders, icon: ShoppingBag },
  { label: "To call", to: ADMIN_PATHS.toCall, icon: Phone },
  { label: "Shipping", to: ADMIN_PATHS.shipping, icon: Truck },
  { label: "Payments", to: ADMIN_PATHS.payments, icon: CreditCard },
  { label: "Discounts", to: ADMIN_PATHS.discounts, icon: TicketPercent },
  { label: "Exports", to: ADMIN_PATHS.exports, icon: FileSpreadsheet },
  { label: "Settings", to: ADMIN_PATHS.settings, icon: Settings },
];

export function AdminSidebar({ id, open, onNavigate, onSignOut }: { id: string; open: boolean; onNavigate(): void; onSignOut(): void }) {
  return (
    <aside id={id} className={`admin-sidebar ${open ? "is-open" : ""}`} aria-label="Admin">
      <div className="admin-sidebar__brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>
          {BRAND_NAME} <small>Admin</small>
        </span>
      </div>
      <nav className="admin-sidebar__nav">
        <ul>
          {SECTIONS.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={({ isActive }) => `admin-sidebar__link ${isActive ? "is-active" : ""}`} onClick={onNavigate}>
                <Icon size={20} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-sidebar__footer">
        <a className="admin-sidebar__link" href="/">
          <ShoppingBag size={20} aria-hidden="true" />
          View shop
        </a>
        <button type="button" className="admin-sidebar__link" onClick={onSignOut}>
          <LogOut size={20} aria-hidden="true" />
          Sign out
        </button>
      </div>
    </aside>
  );
}
