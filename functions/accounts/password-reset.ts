import { randomBytes } from "node:crypto";
import { linkOf, RESET_LINK_MINUTES } from "./account-link.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite, labelled } from "../data/transact.js";
import { badRequest } from "../errors.js";
import { passwordResetRequested } from "../outbox/outbox-messages.js";

// Forgotten passwords: a link by e-mail, valid 30 minutes, used once; asking again replaces it.
// The answer to a request never says whether the address has an account.

export const RESET_REQUESTED = "If an account exists for that e-mail, we have sent a link to reset its password. It works for 30 minutes.";
export const RESET_LINK_INVALID = "This reset link is not valid or has expired. Please ask for a new one.";
export const PASSWORD_RESET_DONE = "Your password has been changed. Please log in with your new password.";

/** Writes the request and the e-mail to send in one transaction, for an active account only. */
export async function requestPasswordReset(repos: Repositories, email: string): Promise<void> {
  const account = await repos.users.getByEmail(email);
  if (!account || !account.isActive) return;
  const requestId = randomBytes(8).toString("hex");
  await transactWrite(repos.db, [
    ...labelled("account-link", repos.accountLinks.requestAction("password-reset", account.id, requestId, RESET_LINK_MINUTES * 60)),
    ...labelled("outbox", repos.outbox.enqueueAction(passwordResetRequested(account.id, requestId))),
  ]);
}

/** Sets the new password with a valid link, ends every session of the account, uses the link up. */
export async function resetPassword(repos: Repositories, token: string, password: string): Promise<void> {
  const link = await linkOf(repos, "password-reset", token);
  const account = link ? await repos.users.get(link.userId) : undefined;
  if (!link || !account || !account.isActive) throw badRequest(RESET_LINK_INVALID);
  const weak = await weakPasswordReason(password, account);
  if (weak) throw badRequest(weak);
  const passwordHash = await inHashQueue(() => hashPassword(password));
  try {
    await transactWrite(repos.db, [...labelled("account-link", repos.accountLinks.useAction("password-reset", account.id, link.tokenHash)), ...labelled("user", repos.users.setPasswordAction(account.id, passwordHash))]);
  } catch (error) {
    // Used a moment ago by another request, or replaced by a newer one.
    if (error instanceof ConditionsFailed) throw badRequest(RESET_LINK_INVALID);
    throw error;
  }
}
