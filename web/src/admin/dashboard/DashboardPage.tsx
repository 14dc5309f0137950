import { useAfterPaymentSuccessful } from "@/admin/events/payment-successful.js";
import { useShopEvents } from "@/admin/events/AdminEvents.js";
import { errorText } from "@/api/error-text.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { LowStockPanel } from "./LowStockPanel.js";
import { QuickActions } from "./QuickActions.js";
import { RecentOrders } from "./RecentOrders.js";
import { SalesPanel } from "./sales/SalesPanel.js";
import { StatCards } from "./StatCards.js";
import { SystemStatus } from "./SystemStatus.js";
import { useDashboard } from "./use-dashboard.js";
import "./dashboard.css";

/** /admin: the shop's totals, the latest orders, shortcuts and whether the parts are up. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  // docs/product.md section 2's triggers: every 30 s (the queries' own interval), 1 s after a payment here,
  // and on the live feed's payments, refunds, registrations and logins (which 30 s would lag).
  useAfterPaymentSuccessful(dashboard.refresh);
  useShopEvents(["payment.confirmed", "payment.refunded", "order.cancelled", "user.registered", "user.logged_in"], dashboard.refresh);

  return (
    <div className="admin-page">
      <PageHeader title="Dashboard" />
      {dashboard.error && !dashboard.stats ? (
        <div className="admin-flash admin-flash--error" role="alert">
          <div className="admin-flash__text">
            <p>{errorText(dashboard.error, "Could not load the dashboard. Check the connection and try again.")}</p>
          </div>
          <button type="button" className="btn btn--outline btn--small" onClick={dashboard.refresh}>
            Try again
          </button>
        </div>
      ) : null}
      <StatCards stats={dashboard.stats} />
      <SalesPanel />
      <div className="dashboard-grid">
        <div className="dashboard-main">
          <RecentOrders orders={dashboard.stats?.recentOrders ?? (dashboard.loading ? null : [])} />
          <LowStockPanel entries={dashboard.stats?.lowStock ?? (dashboard.loading ? null : [])} />
        </div>
        <div className="dashboard-side">
          <QuickActions onRefresh={dashboard.refresh} refreshing={dashboard.refreshing} />
          <SystemStatus health={dashboard.health} checkedAt={dashboard.refreshedAt} />
        </div>
      </div>
    </div>
  );
}
