// The user management calls of docs/product.md section 7, typed. Everything goes through the SPA's API client.
import type { Role, User } from "@shared/schemas/user.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { ADMIN_PAGE_SIZE, listPageOf } from "@/admin/shared/list-page.js";
import type { ListPage } from "@/admin/shared/use-admin-list.js";

export interface UserListFilter {
  search: string;
  role: "" | Role;
}

export interface UserChanges {
  name: string;
  email: string;
  /** Left out when unchanged: a manager's or staff member's role is changed on the Staff page. */
  role?: Role;
  isActive: boolean;
}

export async function fetchUserPage(filter: UserListFilter, cursor: string | undefined, signal: AbortSignal): Promise<ListPage<User>> {
  const body = await api.get<Answer<"/auth/users", "$get">>(
    "/auth/users",
    { search: filter.search.trim(), role: filter.role, limit: ADMIN_PAGE_SIZE, cursor },
    signal,
  );
  return listPageOf(body.data, body.pagination);
}

export async function updateUser(id: string, changes: UserChanges): Promise<User> {
  const body = await api.put<Answer<"/auth/users/:id", "$put">>(`/auth/users/${encodeURIComponent(id)}`, changes);
  return body.data;
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`/auth/users/${encodeURIComponent(id)}`);
}
