import { LogOut, ShoppingBag } from "lucide-react";
import { ADMIN_SECTIONS } from "./admin-sections.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { NavLink } from "react-router-dom";
import { BRAND_NAME } from "@shared/catalogue.js";

export function AdminSidebar({ id, open, onNavigate, onSignOut }: { id: string; open: boolean; onNavigate(): void; onSignOut(): void }) {
  const { can } = usePermissions();
  return (
    <aside id={id} className={`admin-sidebar ${open ? "is-open" : ""}`} aria-label="Admin">
      <div className="admin-sidebar__brand">
        <img src="/logo.svg" alt="" width="32" height="32" />
        <span>
          {BRAND_NAME} <small>Admin</small>
        </span>
      </div>
      <nav className="admin-sidebar__nav">
        <ul className="plain-list">
          {ADMIN_SECTIONS.filter(({ needs }) => can(needs)).map(({ label, to, icon: Icon, end }) => (
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
