import { RESEND_AFTER_SECONDS, waitBeforeResend, type SignInCodeRequest } from "@shared/schemas/phone-sign-in.js";
import { signInCodeRepository } from "../../data/sign-in-codes.js";
import type { Repositories } from "../../data/repositories.js";
import { newId } from "../../data/ids.js";
import { ConditionsFailed, labelled, transactWrite } from "../../data/transact.js";
import { ShopError } from "../../errors.js";
import { tooManyRequests } from "../../http/too-many-requests.js";

// Asking for a code (issue 44). The request and its outbox message are one write, the same for a
// number with an account and one without: the sender decides, later and out of sight, whether
// there is anyone to send to, so neither the answer nor its timing tells which numbers are known.

/** Codes one number may be sent in an hour (past that, a 429 whatever the account). */
export const CODES_PER_NUMBER_PER_HOUR = 5;

const tooManyForNumber = (wait: string) => `Too many codes asked for this number. Please try again in ${wait}.`;

export interface CodeAsk extends SignInCodeRequest {
  purpose: "sign-in" | "link";
  /** The signed-in account verifying the number, for "link". */
  userId?: string;
}

export async function requestSignInCode(repos: Repositories, ask: CodeAsk): Promise<void> {
  const codes = signInCodeRepository(repos.db);
  const now = repos.db.now();
  // Two requests within the gap: the second is refused below without spending the hour's budget.
  const last = await codes.get(ask.phone);
  if (last && secondsWaited(last.requestedAt, now) < RESEND_AFTER_SECONDS) throw waitForResend(last.requestedAt, now);
  const budget = await repos.throttle.take(`PHONECODE_NUMBER#${ask.phone}`, CODES_PER_NUMBER_PER_HOUR, 3600);
  if (!budget.allowed) throw tooManyRequests(tooManyForNumber, budget.resetsAt, now);

  const requestId = newId();
  try {
    await transactWrite(repos.db, [
      ...labelled("code", codes.requestAction({ phone: ask.phone, requestId, purpose: ask.purpose, channel: ask.channel, ...(ask.userId ? { userId: ask.userId } : {}) }, RESEND_AFTER_SECONDS)),
      ...labelled("outbox", repos.outbox.enqueueAction({ id: `sign-in-code-${requestId}`, kind: "account.sign-in-code", orderId: "", phone: ask.phone, requestId })),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionsFailed) || !error.refused("code")) throw error;
    // Another request won the race within the gap.
    await repos.throttle.giveBack(`PHONECODE_NUMBER#${ask.phone}`);
    throw waitForResend((await codes.get(ask.phone))?.requestedAt ?? now.toISOString(), repos.db.now());
  }
}

const secondsWaited = (requestedAt: string, now: Date) => (now.getTime() - Date.parse(requestedAt)) / 1000;

/** 429 naming the seconds left of the resend gap, with Retry-After. */
function waitForResend(requestedAt: string, now: Date): ShopError {
  const seconds = Math.max(1, Math.ceil(RESEND_AFTER_SECONDS - secondsWaited(requestedAt, now)));
  return new ShopError(429, waitBeforeResend(seconds), { "Retry-After": String(seconds) });
}
