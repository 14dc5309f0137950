import { NUMBER_NOT_LINKED, STAFF_USE_PASSWORD, type SignInCodeInput } from "@shared/schemas/phone-sign-in.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import type { Repositories } from "../../data/repositories.js";
import { signInPhoneRepository } from "../../data/sign-in-phones.js";
import { toUser } from "../../data/users.js";
import { ShopError, notFound } from "../../errors.js";
import { recordAccountEvent } from "../account-events.js";
import { ACCOUNT_DEACTIVATED, type Session } from "../login.js";
import { startSession } from "../sessions.js";
import { spendSignInCode } from "./check-code.js";

/**
 * Signs in the account that holds this number, with the code sent to it. What the number belongs
 * to is said only after the code was right: only the number's holder learns it.
 */
export async function signInWithCode(repos: Repositories, keys: { jwtSecret: string; signInCodeKey: string }, input: SignInCodeInput): Promise<Session> {
  await spendSignInCode(repos, keys.signInCodeKey, input, { purpose: "sign-in" });
  const ownerId = await signInPhoneRepository(repos.db).ownerOf(input.phone);
  const account = ownerId ? await repos.users.get(ownerId) : undefined;
  if (!account) throw notFound(NUMBER_NOT_LINKED);
  if (!account.isActive) throw new ShopError(403, ACCOUNT_DEACTIVATED);
  if (isStaffRole(account.role)) throw new ShopError(403, STAFF_USE_PASSWORD);
  const [, token] = await Promise.all([repos.users.recordLogin(account.id), startSession(repos, keys.jwtSecret, account)]);
  await recordAccountEvent(repos, { type: "user.logged_in", text: `${account.name} logged in with a code sent to their phone`, refs: { userId: account.id } });
  return { token, user: { ...toUser(account), lastLogin: repos.db.now().toISOString() } };
}
