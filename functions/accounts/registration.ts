import { randomBytes } from "node:crypto";
import type { RegisterInput } from "../../shared/schemas/account.js";
import { inHashQueue } from "../auth/hash-queue.js";
import { hashPassword } from "../auth/password.js";
import { weakPasswordReason } from "../auth/password-policy.js";
import { CONSENT_NOTICE_VERSION, type ConsentRecord } from "../../shared/privacy/notice-version.js";
import { consentBookRepository } from "../data/consent-book.js";
import { newId } from "../data/ids.js";
import type { PendingSignup } from "../data/pending-signups.js";
import type { Repositories } from "../data/repositories.js";
import { labelled, transactWrite } from "../data/transact.js";
import { toUser } from "../data/users.js";
import { badRequest, conflict, ShopError } from "../errors.js";
import { signupRequested, signupTaken } from "../outbox/outbox-messages.js";
import { recordAccountEvent } from "./account-events.js";
import { linkOf, SIGNUP_LINK_HOURS } from "./account-link.js";
import type { Session } from "./login.js";
import { startSession } from "./sessions.js";

// Registration by e-mail (issue 41, item 5): the answer is the same whether the address is new or
// already has an account, in words, status and time, so nobody learns who is a customer. A new
// address gets a link that makes the account and signs her in; an address with an account gets an
// e-mail telling its owner instead. Both paths read the address, judge and hash the password once
// and write one transaction.

export const NOTICE_CHANGED = "Our privacy notice has changed since this page opened. Reload the page to read the new one, then register.";
export const CHECK_YOUR_EMAIL = "Check your e-mail to finish signing up";
export const SIGNUP_LINK_INVALID = "This sign-up link is not valid or has expired. Please sign up again.";
/** Only the holder of the e-mail's link reads this, so it gives nothing away. */
export const SIGNUP_ALREADY_FINISHED = "This sign-up is already finished: your account is ready. Please log in.";

/** The notice she agreed to by pressing Register: only the one in force can be agreed to. */
function noticeAgreed(input: RegisterInput, now: Date): NonNullable<PendingSignup["notice"]> {
  if (input.noticeVersion !== undefined && input.noticeVersion !== CONSENT_NOTICE_VERSION) throw badRequest(NOTICE_CHANGED);
  return { version: CONSENT_NOTICE_VERSION, language: input.noticeLanguage ?? "en", at: now.toISOString() };
}

/** Registration never makes an admin, whatever is sent; a weak password is refused for any address alike. */
export async function registerShopper(repos: Repositories, input: RegisterInput): Promise<void> {
  const existing = await repos.users.getByEmail(input.email);
  const weak = await weakPasswordReason(input.password, input);
  if (weak) throw badRequest(weak);
  // Hashed on both paths (for an existing address the hash is thrown away), so both take as long.
  const passwordHash = await inHashQueue(() => hashPassword(input.password));
  const requestId = randomBytes(8).toString("hex");
  if (existing) {
    await transactWrite(repos.db, labelled("outbox", repos.outbox.enqueueAction(signupTaken(existing.id, requestId))));
    return;
  }
  const id = newId(repos.db.now());
  await transactWrite(repos.db, [
    ...labelled("signup", repos.pendingSignups.putAction({ id, name: input.name, email: input.email, passwordHash, notice: noticeAgreed(input, repos.db.now()) }, SIGNUP_LINK_HOURS * 3600)),
    ...labelled("account-link", repos.accountLinks.requestAction("signup", id, requestId, SIGNUP_LINK_HOURS * 3600)),
    ...labelled("outbox", repos.outbox.enqueueAction(signupRequested(id, requestId))),
  ]);
}

/** The consent her sign-up gave; one started before notices were recorded says so. */
function signupConsent(signup: PendingSignup, now: Date): ConsentRecord {
  if (!signup.notice) return { purpose: "account", noticeVersion: CONSENT_NOTICE_VERSION, language: "en", givenAt: now.toISOString(), how: "Opened the sign-up link (the notice in force when the account was made)" };
  return { purpose: "account", noticeVersion: signup.notice.version, language: signup.notice.language, givenAt: signup.notice.at, how: "Pressed Register beside the privacy notice" };
}

/** The e-mail's link opened: the account is made (its address verified by the link) and she is signed in. */
export async function finishSignup(repos: Repositories, jwtSecret: string, token: string): Promise<Session> {
  const link = await linkOf(repos, "signup", token);
  const signup = link ? await repos.pendingSignups.get(link.userId) : undefined;
  if (!link || !signup) throw badRequest(SIGNUP_LINK_INVALID);
  let record;
  try {
    record = await repos.users.create(
      { name: signup.name, email: signup.email, passwordHash: signup.passwordHash, role: "user", emailVerified: true, passwordChecked: true },
      (made) => [
        ...labelled("account-link", repos.accountLinks.useAction("signup", signup.id, link.tokenHash)),
        ...labelled("signup", repos.pendingSignups.finishAction(signup.id)),
        ...labelled("consent", consentBookRepository(repos.db).firstAction(made.id, signupConsent(signup, repos.db.now()))),
      ],
    );
  } catch (error) {
    // The link used a moment ago (a second tap), or the address got its account by another link.
    if (error instanceof ShopError && error.status === 409) throw conflict(SIGNUP_ALREADY_FINISHED);
    throw error;
  }
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} registered`, refs: { userId: record.id } });
  const sessionToken = await startSession(repos, jwtSecret, record);
  return { token: sessionToken, user: toUser(record) };
}
