import type { UserAdminChanges, UserListQuery } from "../../shared/schemas/user-admin.js";
import { USER_PAGE_DEFAULT } from "../../shared/schemas/user-admin.js";
import type { Page, User } from "../../shared/types.js";
import { readCounters } from "../data/counters.js";
import { isId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { toUser, type UserRecord } from "../data/users.js";
import { badRequest, notFound } from "../errors.js";

export const CANNOT_DELETE_SELF = "You cannot delete your own account.";
export const CANNOT_DEMOTE_SELF = "You cannot remove your own admin role.";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own account.";
export const USER_NOT_FOUND = "User not found";

type UserFilter = (user: User) => boolean;

function filterFor(query: UserListQuery): UserFilter | undefined {
  const { search, role, isActive } = query;
  if (!search && !role && isActive === undefined) return undefined;
  return (user) =>
    (!search || user.name.toLowerCase().includes(search) || user.email.includes(search)) &&
    (!role || user.role === role) &&
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
 * A page of users, newest first. The unfiltered total is the users counter; a search or filter
 * has to read the user index to count its matches (a boutique's customers, not a scan of the table).
 */
export async function listUsers(repos: Repositories, query: UserListQuery): Promise<Page<User>> {
  const limit = query.limit ?? USER_PAGE_DEFAULT;
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

/** An admin's edit. Admins cannot lock themselves out; the repository keeps the last active admin. */
export async function changeUser(repos: Repositories, admin: UserRecord, id: string, changes: UserAdminChanges): Promise<User> {
  await existing(repos, id);
  if (id === admin.id) {
    if (changes.role === "user") throw badRequest(CANNOT_DEMOTE_SELF);
    if (changes.isActive === false) throw badRequest(CANNOT_DEACTIVATE_SELF);
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return toUser(await repos.users.update(id, defined));
}

export async function deleteUser(repos: Repositories, admin: UserRecord, id: string): Promise<void> {
  if (id === admin.id) throw badRequest(CANNOT_DELETE_SELF);
  await existing(repos, id);
  await repos.users.remove(id);
}
