import { issueToken, SESSION_DAYS } from "../auth/tokens.js";
import type { Repositories } from "../data/repositories.js";
import { sessionVersionOf, type UserRecord } from "../data/users.js";

/** A new signed-in device for the account: a stored session, and the token that names it. */
export async function startSession(repos: Repositories, jwtSecret: string, user: UserRecord): Promise<string> {
  const session = await repos.sessions.create(user.id, SESSION_DAYS * 24 * 3600);
  return issueToken({ sub: user.id, role: user.role, sid: session.id, sv: sessionVersionOf(user) }, jwtSecret, repos.db.now());
}
