import type { LoginInput } from "../../shared/schemas/account.js";
import type { User } from "../../shared/types.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { issueToken } from "../auth/tokens.js";
import type { Repositories } from "../data/repositories.js";
import { toUser } from "../data/users.js";
import { ShopError, forbidden, unauthorized } from "../errors.js";
import { recordAccountEvent } from "./account-events.js";
import { loginThrottle } from "./login-throttle.js";

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
  user: User;
}

export async function logIn(repos: Repositories, jwtSecret: string, credentials: LoginInput, options: { adminOnly: boolean }): Promise<Session> {
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  const failuresSoFar = await throttle.check(credentials.email);

  const account = await repos.users.getByEmail(credentials.email);
  const passwordMatches = await verifyPassword(credentials.password, account?.passwordHash ?? (await decoy()));
  if (!account || !passwordMatches) {
    await throttle.recordFailure(credentials.email);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  // Only someone who knows the password learns that the account is switched off or not an admin.
  if (!account.isActive) throw new ShopError(403, ACCOUNT_DEACTIVATED);
  if (options.adminOnly && account.role !== "admin") throw forbidden(ADMIN_ONLY);

  if (failuresSoFar > 0) await throttle.clear(credentials.email);
  await repos.users.recordLogin(account.id);
  const lastLogin = repos.db.now().toISOString();
  const token = await issueToken({ sub: account.id, role: account.role }, jwtSecret, repos.db.now());
  await recordAccountEvent(repos, { type: "user.logged_in", text: `${account.name} logged in`, refs: { userId: account.id } });
  return { token, user: { ...toUser(account), lastLogin } };
}
