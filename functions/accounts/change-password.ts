import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";
import { NO_PASSWORD_YET, sessionVersionOf, type UserRecord } from "../data/users.js";
import { badRequest, conflict } from "../errors.js";
import { loginName, loginThrottle } from "./login-throttle.js";
import { startSession } from "./sessions.js";

export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";
export const NO_PASSWORD_TO_CHANGE = "Your account has no password yet: add one instead.";
export const SAME_PASSWORD = "The new password must be different from the current one.";

/**
 * A signed-in shopper's new password. The current one is checked under the same throttle as a
 * login (a stolen session cannot guess it); every session ends, and this device gets a new one.
 */
export async function changePassword(
  repos: Repositories,
  jwtSecret: string,
  user: UserRecord,
  input: { currentPassword: string; newPassword: string },
  source: string,
): Promise<string> {
  // An account made with a mobile alone has no password to change: the profile offers to add one.
  if (user.passwordHash === NO_PASSWORD_YET) throw badRequest(NO_PASSWORD_TO_CHANGE);
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  const name = loginName(user.email, sessionVersionOf(user));
  const attempt = await throttle.take(name, source, { signedIn: true });
  if (!(await inHashQueue(() => verifyPassword(input.currentPassword, user.passwordHash)))) throw badRequest(CURRENT_PASSWORD_WRONG);
  await throttle.succeeded(attempt);
  if (input.newPassword === input.currentPassword) throw badRequest(SAME_PASSWORD);
  const weak = await weakPasswordReason(input.newPassword, user);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(input.newPassword));
  try {
    await transactWrite(repos.db, labelled("user", repos.users.setPasswordAction(user.id, passwordHash, user.passwordHash)));
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict("Your password was changed at the same time. Please log in again.");
    throw error;
  }
  const changed = await repos.users.get(user.id);
  return startSession(repos, jwtSecret, changed!);
}
