import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { ServerStateProvider } from "@/components/ServerStateProvider.js";
import { AdminLayout } from "./layout/AdminLayout.js";
import { AdminLoginPage } from "./login/AdminLoginPage.js";
import { homeFor } from "./layout/admin-sections.js";
import { ADMIN_PATHS } from "./shared/admin-paths.js";
import { usePermissions } from "./shared/admin-permissions.js";
import type { Permission } from "@shared/staff-permissions.js";
// The kit's table rules first: admin and screen styles refine them.
import "@/components/ui/table/table.css";
import "./shared/admin-shared.css";

// The whole admin is one lazily loaded chunk (shoppers never download it); the screens the
// other admin developer owns are split once more so each loads on first visit.
const DashboardPage = lazy(() => import("./dashboard/DashboardPage.js"));
const ProductsPage = lazy(() => import("./products/ProductsPage.js"));
const SubcategoriesPage = lazy(() => import("./subcategories/SubcategoriesPage.js"));
const UsersPage = lazy(() => import("./users/UsersPage.js"));
const OrdersPage = lazy(() => import("./orders/OrdersPage.js"));
const PaymentsPage = lazy(() => import("./payments/PaymentsPage.js"));
const DiscountsPage = lazy(() => import("./discounts/DiscountsPage.js"));
const ExportsPage = lazy(() => import("./exports/ExportsPage.js"));
const SettingsPage = lazy(() => import("./settings/SettingsPage.js"));
const ToCallPage = lazy(() => import("./shipping/ToCallPage.js"));
const ShippingPage = lazy(() => import("./shipping/ShippingPage.js"));
const ReturnsPage = lazy(() => import("./returns/ReturnsPage.js"));
const ReviewsPage = lazy(() => import("./reviews/ReviewsPage.js"));
const FitAdvicePage = lazy(() => import("./fit-advice/FitAdvicePage.js"));
const ProductionPage = lazy(() => import("./production/ProductionPage.js"));
const StaffPage = lazy(() => import("./staff/StaffPage.js"));
const ApprovalsPage = lazy(() => import("./approvals/ApprovalsPage.js"));
const AuditLogPage = lazy(() => import("./audit/AuditLogPage.js"));
const GiftCardsPage = lazy(() => import("./gift-cards/GiftCardsPage.js"));

/**
 * Mounted by the shop's router at "/admin-login" and "/admin/*". Child paths below are
 * relative to "/admin"; the login page is chosen by the full path because it sits outside it.
 */
export default function AdminApp() {
  const { pathname } = useLocation();
  if (pathname.startsWith("/admin-login")) {
    return (
      <ServerStateProvider>
        <AdminLoginPage />
      </ServerStateProvider>
    );
  }
  return (
    <ServerStateProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<Screen needs="dashboard" page={<DashboardPage />} />} />
          <Route path="products" element={<Screen needs="products" page={<ProductsPage />} />} />
          <Route path="subcategories" element={<Screen needs="products" page={<SubcategoriesPage />} />} />
          <Route path="users" element={<Screen needs="users" page={<UsersPage />} />} />
          <Route path="orders" element={<Screen needs="orders" page={<OrdersPage />} />} />
          <Route path="payments" element={<Screen needs="payments" page={<PaymentsPage />} />} />
          <Route path="discounts" element={<Screen needs="discounts" page={<DiscountsPage />} />} />
          <Route path="exports" element={<Screen needs="exports" page={<ExportsPage />} />} />
          <Route path="to-call" element={<Screen needs="call-list" page={<ToCallPage />} />} />
          <Route path="shipping" element={<Screen needs="shipping" page={<ShippingPage />} />} />
          <Route path="returns" element={<Screen needs="returns" page={<ReturnsPage />} />} />
          <Route path="reviews" element={<Screen needs="reviews" page={<ReviewsPage />} />} />
          <Route path="fit-advice" element={<Screen needs="products" page={<FitAdvicePage />} />} />
          <Route path="production" element={<Screen needs="production" page={<ProductionPage />} />} />
          <Route path="settings" element={<Screen needs="settings" page={<SettingsPage />} />} />
          <Route path="approvals" element={<Screen needs="approvals" page={<ApprovalsPage />} />} />
          <Route path="staff" element={<Screen needs="staff" page={<StaffPage />} />} />
          <Route path="gift-cards" element={<Screen needs="gift-cards" page={<GiftCardsPage />} />} />
          <Route path="audit" element={<Screen needs="audit" page={<AuditLogPage />} />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Routes>
    </ServerStateProvider>
  );
}

/** A screen the role may use; the dashboard of a role without it opens the role's first screen instead. */
function Screen({ page, needs }: { page: ReactNode; needs: Permission }) {
  const { can } = usePermissions();
  const { pathname } = useLocation();
  if (!can(needs)) {
    const home = homeFor(can);
    if (pathname === ADMIN_PATHS.dashboard && home) return <Navigate to={home} replace />;
    return (
      <section className="admin-page">
        <h1 className="admin-page__title">Not part of your role</h1>
        <p className="muted">Your role does not include this page. Ask the shop's owner if you need it.</p>
      </section>
    );
  }
  return <Suspense fallback={<p className="admin-loading">Loading…</p>}>{page}</Suspense>;
}
