import { CreditCard, FileSpreadsheet, FolderTree, Gift, LayoutDashboard, Package, Phone, Ruler, Scissors, ScrollText, Settings, ShieldCheck, ShoppingBag, Star, TicketPercent, Truck, Undo2, UserCog, Users, type LucideIcon } from "lucide-react";
import type { Permission } from "@shared/staff-permissions.js";
import { ADMIN_PATHS } from "@/admin/shared/admin-paths.js";

/** Each screen and the permission it needs (shared/staff-permissions.ts); the menu shows only those the role has. */
export const ADMIN_SECTIONS: { label: string; to: string; icon: LucideIcon; needs: Permission; end?: boolean }[] = [
  { label: "Dashboard", to: ADMIN_PATHS.dashboard, icon: LayoutDashboard, needs: "dashboard", end: true },
  { label: "Products", to: ADMIN_PATHS.products, icon: Package, needs: "products" },
  { label: "Subcategories", to: ADMIN_PATHS.subcategories, icon: FolderTree, needs: "products" },
  { label: "Users", to: ADMIN_PATHS.users, icon: Users, needs: "users" },
  { label: "Orders", to: ADMIN_PATHS.orders, icon: ShoppingBag, needs: "orders" },
  { label: "To call", to: ADMIN_PATHS.toCall, icon: Phone, needs: "call-list" },
  { label: "Production", to: ADMIN_PATHS.production, icon: Scissors, needs: "production" },
  { label: "Shipping", to: ADMIN_PATHS.shipping, icon: Truck, needs: "shipping" },
  { label: "Returns", to: ADMIN_PATHS.returns, icon: Undo2, needs: "returns" },
  { label: "Reviews", to: ADMIN_PATHS.reviews, icon: Star, needs: "reviews" },
  { label: "Fit and returns", to: ADMIN_PATHS.fitAdvice, icon: Ruler, needs: "products" },
  { label: "Payments", to: ADMIN_PATHS.payments, icon: CreditCard, needs: "payments" },
  { label: "Approvals", to: ADMIN_PATHS.approvals, icon: ShieldCheck, needs: "approvals" },
  { label: "Discounts", to: ADMIN_PATHS.discounts, icon: TicketPercent, needs: "discounts" },
  { label: "Exports", to: ADMIN_PATHS.exports, icon: FileSpreadsheet, needs: "exports" },
  { label: "Settings", to: ADMIN_PATHS.settings, icon: Settings, needs: "settings" },
  { label: "Staff", to: ADMIN_PATHS.staff, icon: UserCog, needs: "staff" },
  { label: "Gift cards", to: ADMIN_PATHS.giftCards, icon: Gift, needs: "gift-cards" },
  { label: "Audit log", to: ADMIN_PATHS.audit, icon: ScrollText, needs: "audit" },
];

/** Where a role lands: the dashboard if it may see it, else its first screen (staff: orders). */
export function homeFor(can: (permission: Permission) => boolean): string | undefined {
  return ADMIN_SECTIONS.find((section) => can(section.needs))?.to;
}
