// Who in the shop's back office may do what: the ONE table the server's route guards, the admin's
// menus and the authorisation matrix test all read. To add a permission: name it here, give it a
// row, guard its routes with requirePermission(deps, "<name>"), and the matrix test covers it.

/** The back-office roles, most trusted first. Shoppers are "user". */
export const STAFF_ROLES = ["owner", "manager", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role an account can hold. "admin" is how accounts from before roles were stored: read as owner. */
export type AccountRole = "user" | "admin" | StaffRole;

export const PERMISSIONS = [
  "dashboard",
  "products",
  "stock",
  "orders",
  "remove-orders",
  "returns",
  "reviews",
  "shipping",
  "production",
  "call-list",
  "refunds",
  "store-credit",
  "payments",
  "discounts",
  "users",
  "exports",
  "settings",
  "money-settings",
  "staff",
  "audit",
  "approvals",
  "mark-delivered",
  "gift-cards",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;
const OWNER_ONLY: readonly Permission[] = ["settings", "money-settings", "staff", "audit", "approvals", "mark-delivered", "gift-cards"];

/** The table: what each back-office role may use. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: EVERYTHING,
  // All but the shop's settings, its money settings, who works here, the audit log of them all, and
  // the owner's checks on the others (approving payouts over a limit, delivery marked by hand), and
  // gift cards issued by hand (money out of nothing: issue 45).
  manager: EVERYTHING.filter((p) => !OWNER_ONLY.includes(p)),
  // The day's work on orders and the payments behind them; refunds within the day's limit; no
  // exports, no accounts, no catalogue, no dashboard of the shop's takings. Production is the workshop's day.
  staff: ["orders", "returns", "shipping", "production", "call-list", "payments", "refunds"],
};

/** The back-office role an account holds, or undefined for a shopper. */
export function staffRoleOf(role: string | undefined): StaffRole | undefined {
  if (role === "admin") return "owner";
  return (STAFF_ROLES as readonly string[]).includes(role ?? "") ? (role as StaffRole) : undefined;
}

export const isStaffRole = (role: string | undefined): boolean => staffRoleOf(role) !== undefined;

export function permissionsOf(role: string | undefined): Permission[] {
  const staffRole = staffRoleOf(role);
  return staffRole ? [...ROLE_PERMISSIONS[staffRole]] : [];
}

export function may(role: string | undefined, permission: Permission): boolean {
  const staffRole = staffRoleOf(role);
  return staffRole !== undefined && ROLE_PERMISSIONS[staffRole].includes(permission);
}

/** Why a back-office role is refused a route: names what the role lacks. */
export const notPermitted = (permission: Permission) => `Access denied. Your role does not include ${permission}.`;

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", staff: "Staff" };
