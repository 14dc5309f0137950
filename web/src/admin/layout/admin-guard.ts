import { clearSession, readSession } from "@/session/session-store.js";
import type { User } from "@shared/schemas/user.js";
import { isStaffRole } from "@shared/staff-permissions.js";

/**
 * The admin area opens only for a stored token with a stored user in a back-office role (owner,
 * manager, staff; "admin" is an owner stored before roles)
 * (docs/product.md section 2). Anything else is cleared, so a half or foreign session cannot linger.
 * The server checks the role on every call; this only decides what to show.
 */
export function storedAdmin(): User | null {
  const session = readSession();
  if (session?.token && isStaffRole(session.user.role)) return session.user;
  if (session || localStorage.getItem("token") || localStorage.getItem("user")) clearSession();
  return null;
}
