import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { permissionsOf, PERMISSIONS, type Permission } from "@shared/staff-permissions.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { readSession } from "@/session/session-store.js";

// What the signed-in back-office account may use, as the server says (admin login and /auth/me
// answer it from the one table). The admin hides what the role cannot use; the server refuses it
// regardless. Kept beside the session so the first screen draws without waiting.

const KEY = "adminPermissions";

export function rememberPermissions(permissions: readonly string[]): void {
  localStorage.setItem(KEY, JSON.stringify(permissions));
}

function remembered(): Permission[] {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;
    if (Array.isArray(stored)) return stored.filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
  } catch {
    // Unreadable: fall back to the stored role's row until the server answers.
  }
  return permissionsOf(readSession()?.user.role);
}

async function fetchPermissions(signal?: AbortSignal): Promise<Permission[]> {
  const body = await api.get<Answer<"/auth/me", "$get">>("/auth/me", undefined, signal);
  // An answer without the list (an older server) leaves the stored role's row in place.
  if (!Array.isArray(body?.permissions)) return remembered();
  rememberPermissions(body.permissions);
  return body.permissions;
}

/** `can("refunds")`: whether to show what needs that permission. */
export function usePermissions(): { can(permission: Permission): boolean } {
  const { data } = useQuery({ queryKey: ["admin-permissions"], queryFn: ({ signal }) => fetchPermissions(signal), initialData: remembered, staleTime: 60_000 });
  const can = useCallback((permission: Permission) => data.includes(permission), [data]);
  return { can };
}
