import { isStaffRole } from "../../shared/staff-permissions.js";
import type { AppDeps } from "../deps.js";
import { signedInOrNobody } from "../http/auth.js";

/**
 * Whether a public catalogue read comes from an active back-office account (any role), who also sees inactive products
 * and subcategories; anyone else (a stale or forged session included) is a shopper.
 */
export async function isAdminViewer(deps: Pick<AppDeps, "config" | "repos">, authorization: string | undefined): Promise<boolean> {
  // A token that claims no admin role is not worth a read of the account.
  if (!authorization) return false;
  const user = await signedInOrNobody(deps, authorization);
  // The role as stored now, as for every admin route: a demoted or deactivated admin is a shopper.
  return isStaffRole(user?.role);
}
