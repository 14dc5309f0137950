import { createMiddleware } from "hono/factory";
import { verifyToken } from "../auth/tokens.js";
import { joinedReads } from "../data/shared-read.js";
import { sessionVersionOf, type UserRecord } from "../data/users.js";
import type { AppDeps } from "../deps.js";
import { forbidden, unauthorized } from "../errors.js";
import { isStaffRole, may, notPermitted, type Permission } from "../../shared/staff-permissions.js";

export interface AuthVariables {
  /** The signed-in user as stored now (not as the token remembers them). */
  user: UserRecord;
  /** The stored session the request's token names (what logout ends). */
  sessionId: string;
}

export const SESSION_EXPIRED = "Your session has expired or is not valid. Please log in again.";

type Lookup = [UserRecord | undefined, Awaited<ReturnType<AppDeps["repos"]["sessions"]["get"]>>];
/** Calls with one token that arrive together (300 dashboard calls at once) read its account and session once. */
const lookups = joinedReads<Lookup>();

/**
 * The account and session behind a token, both read now: a deactivated, deleted or demoted user,
 * a session logged out, and every session before a password change lose access at once.
 */
async function signedIn(deps: Pick<AppDeps, "config" | "repos">, header: string | undefined): Promise<{ user: UserRecord; sessionId: string } | "no token" | "not valid"> {
  const match = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(header ?? "");
  if (!match) return "no token";
  const claims = await verifyToken(match[1]!, deps.config.jwtSecret, deps.repos.db.now());
  if (!claims) return "not valid";
  const [user, session] = await lookups(`${deps.repos.db.tableName}#${claims.sub}#${claims.sid}`, () => Promise.all([deps.repos.users.get(claims.sub), deps.repos.sessions.get(claims.sid)]));
  if (!user || !user.isActive || !session || session.userId !== user.id || sessionVersionOf(user) !== claims.sv) return "not valid";
  return { user, sessionId: session.id };
}

async function currentUser(deps: AppDeps, header: string | undefined): Promise<{ user: UserRecord; sessionId: string }> {
  const found = await signedIn(deps, header);
  if (found === "no token") throw unauthorized("Please log in to continue.");
  if (found === "not valid") throw unauthorized(SESSION_EXPIRED);
  return found;
}

/**
 * The signed-in, active user behind a public call, or nobody: a missing, malformed, forged or
 * expired token is simply a visitor there, so a stale session never breaks browsing (no 401).
 */
export async function signedInOrNobody(deps: Pick<AppDeps, "config" | "repos">, header: string | undefined): Promise<UserRecord | undefined> {
  const found = await signedIn(deps, header);
  return typeof found === "string" ? undefined : found.user;
}

/** Any signed-in, active user. */
export function requireUser(deps: AppDeps) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { user, sessionId } = await currentUser(deps, c.req.header("authorization"));
    c.set("user", user);
    c.set("sessionId", sessionId);
    await next();
  });
}

/** The text a signed-in account without a back-office role gets. */
export const NOT_STAFF = "Access denied. Admin privileges required.";


/** Any active back-office account (owner, manager, staff), by the role stored now. */
export function requireAdmin(deps: AppDeps) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { user, sessionId } = await currentUser(deps, c.req.header("authorization"));
    if (!isStaffRole(user.role)) throw forbidden(NOT_STAFF);
    c.set("user", user);
    c.set("sessionId", sessionId);
    await next();
  });
}

/** An active back-office account whose role holds the permission (shared/staff-permissions.ts). */
export function requirePermission(deps: AppDeps, permission: Permission) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const { user, sessionId } = await currentUser(deps, c.req.header("authorization"));
    if (!isStaffRole(user.role)) throw forbidden(NOT_STAFF);
    if (!may(user.role, permission)) throw forbidden(notPermitted(permission));
    c.set("user", user);
    c.set("sessionId", sessionId);
    await next();
  });
}
