import { verifyToken } from "../auth/tokens.js";
import type { AppDeps } from "../deps.js";

/**
 * Whether a public catalogue read comes from an active admin, who also sees inactive products
 * and subcategories. A missing, malformed, forged or expired token is simply a shopper: a stale
 * session must never break browsing, so this never answers 401.
 */
export async function isAdminViewer(deps: Pick<AppDeps, "config" | "repos">, authorization: string | undefined): Promise<boolean> {
  const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(authorization ?? "");
  if (!match) return false;
  const claims = await verifyToken(match[1]!, deps.config.jwtSecret, deps.repos.db.now());
  if (!claims || claims.role !== "admin") return false;
  // The role as stored now, as for every admin route: a demoted or deactivated admin is a shopper.
  const user = await deps.repos.users.get(claims.sub);
  return Boolean(user && user.isActive && user.role === "admin");
}
