// Signing in for API tests, shared by every test file that needs a shopper or an admin.
//
//   const admin = await signIn(shop.app, shop.repos, { role: "admin" });
//   await shop.app.request("/api/auth/users", { headers: authHeader(admin.token) });
//
// The account is created straight in the table (registration never makes an admin), then
// logged in through the real endpoint, so the token is exactly what a browser would hold.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../functions/auth/password.js";
import type { Repositories } from "../../functions/data/repositories.js";
import type { Role, User } from "../../shared/schemas/user.js";
import { isStaffRole } from "../../shared/staff-permissions.js";

/** Anything that answers requests like the app: `shop.app` from testApp(). */
export interface RequestTarget {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export interface SignInOptions {
  /** "user" (a shopper, the default), "admin" (an owner as stored before roles), "owner", "manager" or "staff". */
  role?: Role;
  name?: string;
  /** Defaults to a fresh address, so every call is a new account. */
  email?: string;
  password?: string;
}

export interface SignedIn {
  token: string;
  user: User;
  email: string;
  password: string;
}

export const TEST_PASSWORD = "Kurta-Lantern-Ledger-25";

/** A fresh e-mail for a test account. */
export function uniqueEmail(prefix = "shopper"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.in`;
}

/** Creates an account with the role and logs it in (shoppers at /login, back-office roles at /admin-login). */
export async function signIn(app: RequestTarget, repos: Repositories, options: SignInOptions = {}): Promise<SignedIn> {
  const role = options.role ?? "user";
  const email = options.email ?? uniqueEmail(isStaffRole(role) ? role : "shopper");
  const password = options.password ?? TEST_PASSWORD;
  await repos.users.create({
    name: options.name ?? (isStaffRole(role) ? "Meera Admin" : "Asha Rao"),
    email,
    passwordHash: await hashPassword(password),
    role,
  });
  const response = await app.request(isStaffRole(role) ? "/api/auth/admin-login" : "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`signIn failed with ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: User };
  return { token: body.token, user: body.user, email, password };
}

/** The Authorization header for a token, to spread into a request's headers. */
export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
