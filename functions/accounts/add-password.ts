import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, labelled, transactWrite } from "../data/transact.js";
import { NO_PASSWORD_YET, type UserRecord } from "../data/users.js";
import { badRequest, conflict } from "../errors.js";
import { requestEmailVerification } from "./email-verification.js";
import { startSession } from "./sessions.js";

// A shopper who signed up with her mobile alone adds a password later (issue 44). The password is
// set at once; her e-mail becomes a sign-in only when she opens the link sent to it (verifying a
// phone account's e-mail claims it: email-verification.ts), so nobody can take an address by
// typing it. Every other session ends, as with any new password; this device gets a new one.

export const ALREADY_HAS_PASSWORD = "Your account already has a password. Change it with your current one.";
export const passwordAdded = (email: string) => `Your password is saved. Open the link we sent to ${email} to sign in with your e-mail and password too.`;
export const PASSWORD_ADDED_VERIFIED = "Your password is saved. You can sign in with your e-mail and password too.";

export async function addPassword(repos: Repositories, jwtSecret: string, user: UserRecord, password: string): Promise<{ token: string; message: string }> {
  if (user.role !== "user" || user.passwordHash !== NO_PASSWORD_YET) throw badRequest(ALREADY_HAS_PASSWORD);
  const weak = await weakPasswordReason(password, user);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(password));
  try {
    // Only while she still has none: two tabs adding at once set one password.
    await transactWrite(repos.db, labelled("user", repos.users.setPasswordAction(user.id, passwordHash, NO_PASSWORD_YET)));
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(ALREADY_HAS_PASSWORD);
    throw error;
  }
  if (user.emailVerified) return { token: await startSession(repos, jwtSecret, (await repos.users.get(user.id))!), message: PASSWORD_ADDED_VERIFIED };
  await requestEmailVerification(repos, user);
  return { token: await startSession(repos, jwtSecret, (await repos.users.get(user.id))!), message: passwordAdded(user.email) };
}
