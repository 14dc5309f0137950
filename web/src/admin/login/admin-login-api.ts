import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { deviceTokenFor, rememberDevice } from "@/session/known-device.js";
import type { User } from "@shared/schemas/user.js";

export const ADMIN_ONLY = "Access denied. Admin privileges required.";

export interface DemoAdmin {
  email: string;
}

/** POST /api/auth/admin-login. The server refuses shoppers and answers what the role may use. */
export async function adminLogin(email: string, password: string): Promise<{ token: string; user: User; permissions: string[] }> {
  const deviceToken = deviceTokenFor(email);
  const body = await api.post<Answer<"/auth/admin-login", "$post">>("/auth/admin-login", { email, password, ...(deviceToken ? { deviceToken } : {}) });
  rememberDevice(email, body.deviceToken);
  return { token: body.token, user: body.user, permissions: body.permissions };
}

/** The demo admin's e-mail, which GET /api/config gives on the local stage only (its password is printed at start). */
export async function fetchDemoAdmin(signal?: AbortSignal): Promise<DemoAdmin | null> {
  const body = await api.get<Answer<"/config", "$get">>("/config", undefined, signal);
  const demo = body.data?.demoAdmin;
  return demo && typeof demo.email === "string" ? { email: demo.email } : null;
}
