import { CONSENT_NOTICE_VERSION, type ConsentRecord } from "@shared/privacy/notice-version.js";
import { NUMBER_TAKEN } from "@shared/schemas/phone-sign-in.js";
import { SIGN_UP_PASS_INVALID, type PhoneSignUpInput } from "@shared/schemas/phone-sign-up.js";
import { consentBookRepository } from "../../data/consent-book.js";
import type { Repositories } from "../../data/repositories.js";
import { signInPhoneRepository } from "../../data/sign-in-phones.js";
import { signUpPassRepository } from "../../data/sign-up-passes.js";
import { ConditionsFailed, labelled } from "../../data/transact.js";
import { NO_PASSWORD_YET, toUser } from "../../data/users.js";
import { badRequest, conflict } from "../../errors.js";
import { recordAccountEvent } from "../account-events.js";
import { emailVerificationActions } from "../email-verification.js";
import { NOTICE_CHANGED } from "../registration.js";
import type { Session } from "../login.js";
import { startSession } from "../sessions.js";
import { signUpPassHash } from "./sign-up-pass.js";

// A shopper with a verified mobile and no account makes one with her name and an e-mail for
// receipts, and no password (issue 44): signing up on the login page and "Continue as guest" at
// checkout are this one step. One transaction spends the pass, claims the number and writes the
// account and her consent, so a pass sent twice makes one account and a number has one holder. The
// same write queues the link that verifies her e-mail (and so claims it: email-verification.ts).

export async function signUpWithPhone(repos: Repositories, jwtSecret: string, input: PhoneSignUpInput): Promise<Session> {
  if (input.noticeVersion !== undefined && input.noticeVersion !== CONSENT_NOTICE_VERSION) throw badRequest(NOTICE_CHANGED);
  const now = repos.db.now().toISOString();
  const consent: ConsentRecord = { purpose: "account", noticeVersion: CONSENT_NOTICE_VERSION, language: input.noticeLanguage ?? "en", givenAt: now, how: "Pressed Continue beside the privacy notice, after verifying her mobile" };
  let record;
  try {
    record = await repos.users.create(
      { name: input.name, email: input.email, passwordHash: NO_PASSWORD_YET, role: "user", emailVerified: false, phoneAccount: { signInPhone: input.phone } },
      (made) => [
        ...labelled("sign-up-pass", signUpPassRepository(repos.db).useAction(input.phone, signUpPassHash(input.phone, input.pass))),
        ...labelled("sign-in-phone", signInPhoneRepository(repos.db).claimAction(input.phone, made.id)),
        ...labelled("consent", consentBookRepository(repos.db).firstAction(made.id, consent)),
        // The link that makes the e-mail hers too: opened, it becomes a sign-in and a later
        // registration with it finds this account (her guest orders) instead of making another.
        ...emailVerificationActions(repos, made.id),
      ],
    );
  } catch (error) {
    if (error instanceof ConditionsFailed) {
      // The pass spent a moment ago (a second tap), expired or replaced: a new code starts again.
      if (error.refused("sign-up-pass")) throw badRequest(SIGN_UP_PASS_INVALID);
      if (error.refused("sign-in-phone")) throw conflict(NUMBER_TAKEN);
    }
    throw error;
  }
  await recordAccountEvent(repos, { type: "user.registered", text: `${record.name} signed up with a verified mobile`, refs: { userId: record.id } });
  const token = await startSession(repos, jwtSecret, record);
  return { token, user: toUser(record) };
}
