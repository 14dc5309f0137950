import { isStaffRole } from "@shared/staff-permissions.js";
import { useAuth } from "@/session/AuthProvider.js";

// The spec's Debug view is for the people who run the shop (issue 40): offered to signed-in staff
// anywhere, and to everyone on a stage that is not production (local, a developer's, staging),
// never to shoppers of the live shop. The stage comes with the build (infra/cloud/site.ts).

/** Whether the Debug toggle is offered to this person on this stage. */
export function debugOffered(stage: string | undefined, role: string | undefined): boolean {
  return stage !== "production" || isStaffRole(role);
}

export function useDebugOffered(): boolean {
  const { user } = useAuth();
  return debugOffered(import.meta.env.VITE_SHOP_STAGE, user?.role);
}
