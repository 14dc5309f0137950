import { isStaffRole, staffRoleOf, type StaffRole } from "../../shared/staff-permissions.js";
import type { UserFields } from "../../shared/schemas/user.js";
import type { Repositories } from "../data/repositories.js";
import { toUser, type UserRecord } from "../data/users.js";
import { badRequest, notFound } from "../errors.js";
import { isInvitationPending } from "./staff-invitations.js";
import { changeUser } from "./user-admin.js";

// The owner's staff list: who works in the back office, in which role; a role changed or taken
// away ends that person's sessions at once (the account's sessionVersion is raised). The last
// active owner cannot be demoted or removed (the activeAdmins counter, kept with every change).

export const STAFF_NOT_FOUND = "Staff member not found";
export const CANNOT_CHANGE_OWN_ROLE = "You cannot change your own role.";

export interface StaffMember extends UserFields {
  /** Invited, and has not chosen a password yet. */
  invitationPending: boolean;
}

/** Every back-office account, owners first, then by name. */
export async function listStaff(repos: Repositories): Promise<StaffMember[]> {
  const found: StaffMember[] = (await repos.users.listBackOffice()).map((record) => ({ ...toUser(record), role: staffRoleOf(record.role)!, invitationPending: isInvitationPending(record) }));
  const rank = (role: string) => ["owner", "manager", "staff"].indexOf(role);
  return found.sort((a, b) => rank(a.role) - rank(b.role) || a.name.localeCompare(b.name));
}

async function staffMember(repos: Repositories, id: string): Promise<UserRecord> {
  const user = /^[0-9a-f]{24}$/.test(id) ? await repos.users.get(id) : undefined;
  if (!user || !isStaffRole(user.role)) throw notFound(STAFF_NOT_FOUND);
  return user;
}

export async function changeStaffRole(repos: Repositories, owner: UserRecord, id: string, role: StaffRole): Promise<UserFields> {
  if (id === owner.id) throw badRequest(CANNOT_CHANGE_OWN_ROLE);
  await staffMember(repos, id);
  return changeUser(repos, owner, id, { role });
}

/** Takes the back-office role away: the account stays, as a shopper's. */
export async function removeStaff(repos: Repositories, owner: UserRecord, id: string): Promise<UserFields> {
  if (id === owner.id) throw badRequest(CANNOT_CHANGE_OWN_ROLE);
  await staffMember(repos, id);
  return changeUser(repos, owner, id, { role: "user" });
}
