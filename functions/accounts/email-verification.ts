import { randomBytes } from "node:crypto";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict } from "../errors.js";
import { verifyEmailRequested } from "../outbox/outbox-messages.js";
import { linkOf, VERIFY_LINK_HOURS } from "./account-link.js";

// A shopper's address is verified by a link e-mailed to it: at registration, when she changes it,
// and when she asks again. An unverified account shops as any other; the profile tells her.

export const VERIFY_LINK_INVALID = "This link is not valid or has expired. Ask for a new one from your profile.";
export const EMAIL_VERIFIED = "Thank you: your e-mail address is verified.";
export const ALREADY_VERIFIED = "Your e-mail address is already verified.";
export const EMAIL_HELD_ELSEWHERE = "Another account signs in with this e-mail. Change the e-mail in your profile, or sign in to that account with its password.";
export const VERIFICATION_SENT = "We have sent a link to your e-mail address. It works for 48 hours.";

/** Transaction actions: a new link for the account's address and its e-mail; a newer request replaces an older link. */
export function emailVerificationActions(repos: Repositories, userId: string) {
  const requestId = randomBytes(8).toString("hex");
  return [
    ...labelled("account-link", repos.accountLinks.requestAction("verify-email", userId, requestId, VERIFY_LINK_HOURS * 3600)),
    ...labelled("outbox", repos.outbox.enqueueAction(verifyEmailRequested(userId, requestId))),
  ];
}

/** Writes the request and its e-mail in one transaction. */
export async function requestEmailVerification(repos: Repositories, user: Pick<UserRecord, "id">): Promise<void> {
  await transactWrite(repos.db, emailVerificationActions(repos, user.id));
}

/** Asked again from the profile. */
export async function resendEmailVerification(repos: Repositories, user: UserRecord): Promise<void> {
  if (user.emailVerified !== false) throw conflict(ALREADY_VERIFIED);
  await requestEmailVerification(repos, user);
}

/** The link opened: the address is verified if it is still the one the link went to. */
export async function verifyEmail(repos: Repositories, token: string): Promise<void> {
  const link = await linkOf(repos, "verify-email", token);
  const account = link ? await repos.users.get(link.userId) : undefined;
  if (!link || !account) throw badRequest(VERIFY_LINK_INVALID);
  // A phone account's verified address becomes a sign-in too (issue 44), unless another account has it.
  try {
    await transactWrite(repos.db, [...labelled("account-link", repos.accountLinks.useAction("verify-email", account.id, link.tokenHash)), ...repos.users.verifiedActions(account)]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.refused("user-email") && !error.refused("account-link")) throw conflict(EMAIL_HELD_ELSEWHERE);
    if (error instanceof ConditionsFailed) throw badRequest(VERIFY_LINK_INVALID);
    throw error;
  }
}
