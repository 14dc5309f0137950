import { PASSWORD_MIN, type LoginInput } from "../../shared/schemas/account.js";
import type { UserFields } from "../../shared/schemas/user.js";
import { isStaffRole } from "../../shared/staff-permissions.js";
import { HashingBusy, inHashQueue } from "../auth/hash-queue.js";
import { accountOfDevice, knownDeviceToken } from "../auth/known-device.js";
import { hashPassword, verifyPassword } from "../auth/password.js";
import { inSignInGate } from "../auth/sign-in-gate.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import type { Repositories } from "../data/repositories.js";
import { sessionVersionOf, toUser, type UserRecord } from "../data/users.js";
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
  /** For this browser to send with its next sign-in: the known-device lane (functions/auth/known-device.ts). */
  deviceToken?: string;
  /** The password is below today's rules (set before them): the shop asks for a new one. */
  passwordChangeRequired?: true;
}

interface SignInOptions {
  adminOnly: boolean;
  source: string;
  sourceExempt?: boolean;
}

/**
 * Signs a shopper (or, with adminOnly, a member of staff) in. A browser presenting a device token
 * for this account takes the known-device lane; every other sign-in the shared one, where most of
 * a flood is turned away before it costs a table write or a hash (docs/accounts.md).
 */
export async function logIn(repos: Repositories, jwtSecret: string, credentials: LoginInput, options: SignInOptions): Promise<Session> {
  const throttle = loginThrottle(repos.throttle, repos.db.now);
  // Signed by the shop and current: perhaps a device this account signed in on before.
  const claimed = accountOfDevice(jwtSecret, credentials.deviceToken, repos.db.now());
  if (claimed) {
    const session = await inSignInGate("known-device", async () => {
      const account = await repos.users.getByEmail(credentials.email);
      // Another account's token, or the lane's allowance used up: the ordinary way, below.
      if (!account || account.id !== claimed || !(await throttle.takeKnownDevice(claimed))) return undefined;
      return checkPassword(repos, jwtSecret, throttle, credentials, account, { ...options, knownDevice: claimed });
    });
    if (session) return session;
  }
  throttle.refuseWhileShopwideSpent(options);
  return inSignInGate("shared", async () => {
    const account = await repos.users.getByEmail(credentials.email);
    return checkPassword(repos, jwtSecret, throttle, credentials, account, options);
  });
}

async function checkPassword(
  repos: Repositories,
  jwtSecret: string,
  throttle: ReturnType<typeof loginThrottle>,
  credentials: LoginInput,
  account: UserRecord | undefined,
  options: SignInOptions & { knownDevice?: string },
): Promise<Session> {
  const name = loginName(credentials.email, account ? sessionVersionOf(account) : 0);
  // Every limit is taken before the password is looked at: parallel guesses cannot outrun them,
  // and a refused guess costs no hashing.
  const attempt = await throttle.take(name, options.source, { sourceExempt: options.sourceExempt, knownDevice: options.knownDevice });
  const stored = account?.passwordHash ?? (await decoy());
  let passwordMatches: boolean;
  try {
    passwordMatches = await inHashQueue(() => verifyPassword(credentials.password, stored), attempt.lane);
  } catch (error) {
    if (error instanceof HashingBusy) await throttle.notChecked(attempt);
    throw error;
  }
  if (!account || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);
  // Only someone who knows the password learns that the account is switched off or not an admin.
  if (!account.isActive) throw new ShopError(403, ACCOUNT_DEACTIVATED);
  if (options.adminOnly && !isStaffRole(account.role)) throw forbidden(ADMIN_ONLY);

  // Side by side: under a flood each round trip to the table is a wait in line.
  const [, , token] = await Promise.all([throttle.succeeded(attempt), repos.users.recordLogin(account.id), startSession(repos, jwtSecret, account)]);
  const lastLogin = repos.db.now().toISOString();
  await recordAccountEvent(repos, { type: "user.logged_in", text: `${account.name} logged in`, refs: { userId: account.id } });
  // Only a password chosen before the rules is checked here: the dictionaries stay off the sign-in path.
  const weak = !account.passwordChecked && (credentials.password.length < PASSWORD_MIN || (await weakPasswordReason(credentials.password, account)) !== undefined);
  const deviceToken = knownDeviceToken(jwtSecret, account.id, repos.db.now());
  return { token, user: { ...toUser(account), lastLogin }, deviceToken, ...(weak ? { passwordChangeRequired: true as const } : {}) };
}
