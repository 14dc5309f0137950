import { IndianRupee, Package, ShoppingBag, Undo2, Users, type LucideIcon } from "lucide-react";
import { formatRupees } from "@shared/money.js";
import type { DashboardStats } from "./dashboard-api.js";

const count = new Intl.NumberFormat("en-IN");

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards: { label: string; value: string; icon: LucideIcon; tone: string }[] = [
    { label: "Total Users", value: stats ? count.format(stats.totalUsers) : "…", icon: Users, tone: "blue" },
    { label: "Total Products", value: stats ? count.format(stats.totalProducts) : "…", icon: Package, tone: "purple" },
    { label: "Total Orders", value: stats ? count.format(stats.totalOrders) : "…", icon: ShoppingBag, tone: "yellow" },
    { label: "Total Revenue", value: stats ? formatRupees(stats.totalRevenue) : "…", icon: IndianRupee, tone: "green" },
    { label: "Open Returns", value: stats ? count.format(stats.openReturns) : "…", icon: Undo2, tone: "purple" },
    { label: "Return Rate", value: stats ? `${stats.returnRatePercent}%` : "…", icon: Undo2, tone: "yellow" },
  ];
  return (
    <ul className="stat-cards" aria-label="Shop totals" aria-busy={stats === null}>
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className="admin-panel stat-card">
          <span className={`stat-card__icon admin-badge--${tone}`}>
            <Icon size={22} aria-hidden="true" />
          </span>
          <div>
            <p className="stat-card__label">{label}</p>
            <p className="stat-card__value">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
