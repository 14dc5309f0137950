import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { clearSession, onSessionChange } from "@/session/session-store.js";
import { AdminEventsProvider } from "@/admin/events/AdminEvents.js";
import { ADMIN_LOGIN_PATH } from "@/admin/shared/admin-paths.js";
import { usePermissions } from "@/admin/shared/admin-permissions.js";
import { storedAdmin } from "./admin-guard.js";
import { AdminSidebar } from "./AdminSidebar.js";
import "./admin-layout.css";

const SIDEBAR_ID = "admin-sidebar";

/** Sidebar, header and the current screen, for a signed-in admin only. */
export function AdminLayout() {
  const [admin, setAdmin] = useState(storedAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { can } = usePermissions();

  // Signing out elsewhere, or a 401 clearing the session, closes the admin at once.
  useEffect(() => onSessionChange(() => setAdmin(storedAdmin())), []);
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  if (!admin) return <Navigate to={ADMIN_LOGIN_PATH} replace />;

  const signOut = () => {
    clearSession();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    // The live feed is the dashboard's (the server guards it so): staff without it do not poll it
    // into a 403 every few seconds.
    <AdminEventsProvider feed={{ enabled: can("dashboard") }}>
      <div className="admin-shell">
        <a className="skip-link" href="#admin-main">
          Skip to content
        </a>
        <AdminSidebar id={SIDEBAR_ID} open={menuOpen} onNavigate={() => setMenuOpen(false)} onSignOut={signOut} />
        {menuOpen ? <div className="admin-shell__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} /> : null}
        <div className="admin-shell__main">
          <header className="admin-header">
            <button
              type="button"
              className="icon-btn admin-header__menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              aria-expanded={menuOpen}
              aria-controls={SIDEBAR_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
            </button>
            <p className="admin-header__welcome">
              Welcome, <strong>{admin.name}</strong>
            </p>
            {/* Named here too: on a phone the text is hidden and only the icon shows. */}
            <button type="button" className="btn btn--ghost btn--small admin-header__signout" aria-label="Sign out" onClick={signOut}>
              <LogOut size={18} aria-hidden="true" />
              <span>Sign out</span>
            </button>
          </header>
          <main id="admin-main" className="admin-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
    </AdminEventsProvider>
  );
}
