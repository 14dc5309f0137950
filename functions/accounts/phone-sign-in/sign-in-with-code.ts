import { STAFF_USE_PASSWORD, type SignInCodeInput } from "@shared/schemas/phone-sign-in.js";
import { NEW_NUMBER, SIGN_UP_PASS_MINUTES } from "@shared/schemas/phone-sign-up.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import type { Repositories } from "../../data/repositories.js";
import { signInPhoneRepository } from "../../data/sign-in-phones.js";
import { signUpPassRepository } from "../../data/sign-up-passes.js";
import { toUser } from "../../data/users.js";
import { ShopError } from "../../errors.js";
import { recordAccountEvent } from "../account-events.js";
import { ACCOUNT_DEACTIVATED, type Session } from "../login.js";
import { startSession } from "../sessions.js";
import { spendSignInCode } from "./check-code.js";
import { makeSignUpPass, signUpPassHash } from "./sign-up-pass.js";

/** A right code for a number no account uses: a pass to make one with (./sign-up-with-phone.ts). */
export interface NewNumber {
  newNumber: true;
  message: string;
  signUpPass: string;
  validForMinutes: number;
}

/**
 * Signs in the account that holds this number, with the code sent to it; for a number no account
 * uses, gives the pass that makes one. What the number belongs to is said only after the code was
 * right: only the number's holder learns it.
 */
export async function signInWithCode(repos: Repositories, keys: { jwtSecret: string; signInCodeKey: string }, input: SignInCodeInput): Promise<Session | NewNumber> {
  await spendSignInCode(repos, keys.signInCodeKey, input, { purpose: "sign-in" });
  const ownerId = await signInPhoneRepository(repos.db).ownerOf(input.phone);
  const account = ownerId ? await repos.users.get(ownerId) : undefined;
  if (!account) {
    const signUpPass = makeSignUpPass();
    await signUpPassRepository(repos.db).put(input.phone, signUpPassHash(input.phone, signUpPass), SIGN_UP_PASS_MINUTES);
    return { newNumber: true, message: NEW_NUMBER, signUpPass, validForMinutes: SIGN_UP_PASS_MINUTES };
  }
  if (!account.isActive) throw new ShopError(403, ACCOUNT_DEACTIVATED);
  if (isStaffRole(account.role)) throw new ShopError(403, STAFF_USE_PASSWORD);
  const [, token] = await Promise.all([repos.users.recordLogin(account.id), startSession(repos, keys.jwtSecret, account)]);
  await recordAccountEvent(repos, { type: "user.logged_in", text: `${account.name} logged in with a code sent to their phone`, refs: { userId: account.id } });
  return { token, user: { ...toUser(account), lastLogin: repos.db.now().toISOString() } };
}

// The pass's other half, loaded with this module: one first-use chunk answers both steps (a
// chunk of its own would cost the API's start 2 KB of shared exports, tests/infra/lambda-bundles.test.ts).
export { signUpWithPhone } from "./sign-up-with-phone.js";
