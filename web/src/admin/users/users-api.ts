// The user management calls of SPEC.md section 7, typed. Everything goes through the SPA's API client.
import type { Role, User } from "../../../../shared/types.js";
import { api } from "../../api/client.js";
import type { Answer } from "../../api/contract.js";
import type { ListPage } from "../shared/use-admin-list.js";

/** SPEC.md section 9: the admin's user list shows 50 at a time. */
export const USER_PAGE_SIZE = 50;

export interface UserListFilter {
  search: string;
  role: "" | Role;
}

export interface UserChanges {
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
}

export async function fetchUserPage(filter: UserListFilter, cursor: string | undefined, signal: AbortSignal): Promise<ListPage<User>> {
  const body = await api.get<Answer<"/auth/users", "$get">>(
    "/auth/users",
    { search: filter.search.trim(), role: filter.role, limit: USER_PAGE_SIZE, cursor },
    signal,
  );
  return {
    items: Array.isArray(body.data) ? body.data : [],
    total: typeof body.pagination?.total === "number" ? body.pagination.total : null,
    nextCursor: body.pagination?.nextCursor ?? null,
  };
}

export async function updateUser(id: string, changes: UserChanges): Promise<User> {
  const body = await api.put<Answer<"/auth/users/:id", "$put">>(`/auth/users/${encodeURIComponent(id)}`, changes);
  return body.data;
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/auth/users/${encodeURIComponent(id)}`);
}
