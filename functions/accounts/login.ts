import { PASSWORD_MIN, type LoginInput } from "../../shared/schemas/account.js";
import type { UserFields } from "../../shared/schemas/user.js";
import { isStaffRole } from "../../shared/staff-permissions.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import type { Repositories } from "../data/repositories.js";
import { sessionVersionOf, toUser } from "../data/users.js";
import { ShopError, forbidden, unauthorized } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";
import { loginName, loginThrottle } from "./login-throttle.js";
import { startSession } from "./sessions.js";

/** One text for a wrong e-mail and a wrong password, so nobody can probe which accounts exist. */
export const INVALID_CREDENTIALS = "Invalid email or password.";
export const ACCOUNT_DEACTIVATED = "This account has been deactivated. Please contact the shop's support.";
export const ADMIN_ONLY = "Access denied. Admin privileges required.";

// An unknown e-mail still costs one scrypt verification, so the answer takes as long as for a
// known one and timing does not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("decoy password that matches nothing"));

export interface Session {
  token: string;
  user: UserFields;
  /** The password is below today's rules (set before them): the shop asks for a new one. */
  passwordChangeRequired?: true;
}

export async function logIn(repos: Repositories, jwtSecret: string, credentials: LoginInput, options: { adminOnly: boolean; source: string; sourceExempt?: boolean }): Promise<Session> {
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  const account = await repos.users.getByEmail(credentials.email);
  const name = loginName(credentials.email, account ? sessionVersionOf(account) : 0);
  // Counted before the password is looked at: parallel guesses cannot outrun the limit.
  await throttle.take(name, options.source, options.sourceExempt);
  const stored = account?.passwordHash ?? (await decoy());
  const passwordMatches = await inHashQueue(() => verifyPassword(credentials.password, stored));
  if (!account || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);
  // Only someone who knows the password learns that the account is switched off or not an admin.
  if (!account.isActive) throw new ShopError(403, ACCOUNT_DEACTIVATED);
  if (options.adminOnly && !isStaffRole(account.role)) throw forbidden(ADMIN_ONLY);

  await throttle.succeeded(name, options.source, options.sourceExempt);
  await repos.users.recordLogin(account.id);
  const lastLogin = repos.db.now().toISOString();
  const token = await startSession(repos, jwtSecret, account);
  await recordAccountEvent(repos, { type: "user.logged_in", text: `${account.name} logged in`, refs: { userId: account.id } });
  // Only a password chosen before the rules is checked here: the dictionaries stay off the sign-in path.
  const weak = !account.passwordChecked && (credentials.password.length < PASSWORD_MIN || (await weakPasswordReason(credentials.password, account)) !== undefined);
  return { token, user: { ...toUser(account), lastLogin }, ...(weak ? { passwordChangeRequired: true as const } : {}) };
}
