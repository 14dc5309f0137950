import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { ServerStateProvider } from "../components/ServerStateProvider.js";
import { AdminLayout } from "./layout/AdminLayout.js";
import { AdminLoginPage } from "./login/AdminLoginPage.js";
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
          <Route index element={<Screen page={<DashboardPage />} />} />
          <Route path="products" element={<Screen page={<ProductsPage />} />} />
          <Route path="subcategories" element={<Screen page={<SubcategoriesPage />} />} />
          <Route path="users" element={<Screen page={<UsersPage />} />} />
          <Route path="orders" element={<Screen page={<OrdersPage />} />} />
          <Route path="payments" element={<Screen page={<PaymentsPage />} />} />
          <Route path="discounts" element={<Screen page={<DiscountsPage />} />} />
          <Route path="exports" element={<Screen page={<ExportsPage />} />} />
          <Route path="settings" element={<Screen page={<SettingsPage />} />} />
          <Route path="to-call" element={<Screen page={<ToCallPage />} />} />
          <Route path="shipping" element={<Screen page={<ShippingPage />} />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Route>
      </Routes>
    </ServerStateProvider>
  );
}

function Screen({ page }: { page: ReactNode }) {
  return <Suspense fallback={<p className="admin-loading">Loading…</p>}>{page}</Suspense>;
}
