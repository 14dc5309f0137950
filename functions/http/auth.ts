import { createMiddleware } from "hono/factory";
import { verifyToken } from "../auth/tokens.js";
import type { UserRecord } from "../data/users.js";
import type { AppDeps } from "../deps.js";
import { forbidden, unauthorized } from "../errors.js";

export interface AuthVariables {
  /** The signed-in user as stored now (not as the token remembers them). */
  user: UserRecord;
}

export const SESSION_EXPIRED = "Your session has expired or is not valid. Please log in again.";

async function currentUser(deps: AppDeps, header: string | undefined): Promise<UserRecord> {
  const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(header ?? "");
  if (!match) throw unauthorized("Please log in to continue.");
  const claims = await verifyToken(match[1]!, deps.config.jwtSecret, deps.repos.db.now());
  if (!claims) throw unauthorized(SESSION_EXPIRED);
  // Re-read the account on every call: a deactivated, deleted or demoted user loses access at once.
  const user = await deps.repos.users.get(claims.sub);
  if (!user || !user.isActive) throw unauthorized(SESSION_EXPIRED);
  return user;
}

/**
 * The signed-in, active user behind a public call, or nobody: a missing, malformed, forged or
 * expired token is simply a visitor there, so a stale session never breaks browsing (no 401).
 */
export async function signedInOrNobody(deps: Pick<AppDeps, "config" | "repos">, header: string | undefined): Promise<UserRecord | undefined> {
  const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(header ?? "");
  if (!match) return undefined;
  const claims = await verifyToken(match[1]!, deps.config.jwtSecret, deps.repos.db.now());
  if (!claims) return undefined;
  const user = await deps.repos.users.get(claims.sub);
  return user?.isActive ? user : undefined;
}

/** Any signed-in, active user. */
export function requireUser(deps: AppDeps) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    c.set("user", await currentUser(deps, c.req.header("authorization")));
    await next();
  });
}

/** An active admin, by the role stored now. */
export function requireAdmin(deps: AppDeps) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const user = await currentUser(deps, c.req.header("authorization"));
    if (user.role !== "admin") throw forbidden();
    c.set("user", user);
    await next();
  });
}
