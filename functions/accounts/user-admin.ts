import type { UserAdminChanges, UserListQuery } from "../../shared/schemas/user-admin.js";
import { USER_PAGE_DEFAULT } from "../../shared/schemas/user-admin.js";
import type { Page } from "../../shared/schemas/api-answer.js";
import type { Role, UserFields } from "../../shared/schemas/user.js";
import { readCounters } from "../data/counters.js";
import { decodeCursor, encodeCursor } from "../data/cursor.js";
import { isId } from "../data/ids.js";
import { withoutLayout } from "../data/items.js";
import type { Repositories } from "../data/repositories.js";
import { toUser, type UserRecord } from "../data/users.js";
import { badRequest, forbidden, notFound } from "../errors.js";
import { auditActor, changedFields } from "../data/audit-log.js";
import { isStaffRole, may, notPermitted, staffRoleOf } from "../../shared/staff-permissions.js";
import { labelled } from "../data/transact.js";

export const CANNOT_DELETE_SELF = "You cannot delete your own account.";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own admin role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const USER_NOT_FOUND = "User not found";

type UserFilter = (user: UserFields) => boolean;

function filterFor(query: UserListQuery): UserFilter | undefined {
  const { search, role, isActive } = query;
  if (!search && !role && isActive === undefined) return undefined;
  return (user) =>
    (!search || user.name.toLowerCase().includes(search) || user.email.includes(search)) &&
    // "admin" finds every back-office account; a role name finds that role ("admin" accounts are owners).
    (!role || (role === "admin" ? isStaffRole(user.role) : role === "user" ? user.role === "user" : staffRoleOf(user.role) === role)) &&
    (isActive === undefined || user.isActive === isActive);
}

/** How many users a filter keeps: read through the user index, as the list itself does. */
async function countMatching(repos: Repositories, matches: UserFilter): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const page = await repos.users.list({ limit: 500, cursor, matches });
    total += page.items.length;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return total;
}

/**
 * A page of users, newest first. The unfiltered total is the users counter, a filter by role or
 * activity reads its groups' index and counters; a search by name or e-mail has to read the user
 * index to count its matches (no index searches names without case).
 */
export async function listUsers(repos: Repositories, query: UserListQuery): Promise<Page<UserFields>> {
  const limit = query.limit ?? USER_PAGE_DEFAULT;
  // By role or activity alone: the groups' index and counters, one page whatever the accounts.
  if (!query.search && (query.role !== undefined || query.isActive !== undefined)) {
    const below = decodeCursor(query.cursor, ["gsi3sk"])?.gsi3sk;
    const { items, after, total } = await (await import("../data/user-group-list.js")).listUserGroups(repos.db, query, limit, below);
    return { success: true, data: items.map((item) => toUser(withoutLayout(item))), pagination: { total, limit, nextCursor: encodeCursor(after === null ? undefined : { gsi3sk: after }) } };
  }
  const matches = filterFor(query);
  const [page, total] = await Promise.all([
    repos.users.list({ limit, cursor: query.cursor, matches }),
    matches ? countMatching(repos, matches) : readCounters(repos.db).then((counters) => counters.users),
  ]);
  return { success: true, data: page.items, pagination: { total, limit, nextCursor: page.nextCursor } };
}

async function existing(repos: Repositories, id: string): Promise<UserRecord> {
  const user = isId(id) ? await repos.users.get(id) : undefined;
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/** A back-office account, or a change that would make one, is the staff permission's (the owner's), not the users one's. */
function touchesStaff(target: UserRecord, role: string | undefined): boolean {
  return isStaffRole(target.role) || (role !== undefined && isStaffRole(role));
}

/** The fields of an account the audit log compares. */
const auditedFields = (u: UserRecord) => ({ name: u.name, email: u.email, role: u.role, isActive: u.isActive });

/** An admin's edit. Admins cannot lock themselves out; the repository keeps the last active owner. */
export async function changeUser(repos: Repositories, admin: UserRecord, id: string, changes: Omit<UserAdminChanges, "role"> & { role?: Role }): Promise<UserFields> {
  const target = await existing(repos, id);
  if (id === admin.id) {
    if (changes.role !== undefined && staffRoleOf(changes.role) !== staffRoleOf(admin.role)) throw badRequest(CANNOT_DEMOTE_SELF);
    if (changes.isActive === false) throw badRequest(CANNOT_DEACTIVATE_SELF);
  }
  if (touchesStaff(target, changes.role) && !may(admin.role, "staff")) throw forbidden(notPermitted("staff"));
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = await repos.users.update(id, defined, (next, current) =>
    labelled(
      "audit",
      repos.audit.recordAction(auditActor(admin), {
        entity: touchesStaff(current, next.role) ? "staff" : "user",
        entityId: id,
        action: next.role !== current.role ? "role" : "update",
        ...changedFields(auditedFields(current), auditedFields(next)),
      }),
    ),
  );
  return toUser(updated);
}

export async function deleteUser(repos: Repositories, admin: UserRecord, id: string): Promise<void> {
  if (id === admin.id) throw badRequest(CANNOT_DELETE_SELF);
  const target = await existing(repos, id);
  if (touchesStaff(target, undefined) && !may(admin.role, "staff")) throw forbidden(notPermitted("staff"));
  await repos.users.remove(id, (current) =>
    labelled("audit", repos.audit.recordAction(auditActor(admin), { entity: isStaffRole(current.role) ? "staff" : "user", entityId: id, action: "delete", before: auditedFields(current) })),
  );
}
