import { CODE_EXPIRED, CODE_SPENT, SIGN_IN_CODE_TRIES, wrongCode, type SignInCodeInput } from "@shared/schemas/phone-sign-in.js";
import type { Repositories } from "../../data/repositories.js";
import { signInCodeRepository, type SignInCodeRecord } from "../../data/sign-in-codes.js";
import { badRequest } from "../../errors.js";
import { sameCode, signInCodeHash } from "./code-secret.js";

// Checking a presented code (issue 44): a try is taken (a conditional write) before the code is
// compared, so a burst of guesses meets the same three tries as guesses one by one; a right code
// is spent by a conditional delete, so it signs in once however many present it at once.

export interface CodePurpose {
  purpose: "sign-in" | "link";
  /** For "link": the signed-in account that asked for the code. */
  userId?: string;
}

/** The request whose code was right, now spent; a 400 naming what was wrong otherwise. */
export async function spendSignInCode(repos: Repositories, codeKey: string, input: SignInCodeInput, expected: CodePurpose): Promise<SignInCodeRecord> {
  const codes = signInCodeRepository(repos.db);
  const request = await codes.get(input.phone);
  const now = repos.db.now().toISOString();
  // A code asked for another purpose (or by another account) is not this one's to spend.
  const mine = request && request.purpose === expected.purpose && (expected.purpose !== "link" || request.userId === expected.userId);
  if (!mine || !request.codeHash || !request.validUntil || request.validUntil <= now) throw badRequest(CODE_EXPIRED);
  if (request.tries >= SIGN_IN_CODE_TRIES) throw badRequest(CODE_SPENT);
  if (!(await codes.takeTry(input.phone, request.codeHash, SIGN_IN_CODE_TRIES))) {
    const current = await codes.get(input.phone);
    throw badRequest(current?.codeHash === request.codeHash && current.tries >= SIGN_IN_CODE_TRIES ? CODE_SPENT : CODE_EXPIRED);
  }
  const presented = signInCodeHash(codeKey, input.phone, request.requestId, input.code);
  if (!sameCode(presented, request.codeHash)) {
    const left = SIGN_IN_CODE_TRIES - (request.tries + 1);
    throw badRequest(left > 0 ? wrongCode(left) : CODE_SPENT);
  }
  if (!(await codes.spend(input.phone, request.codeHash))) throw badRequest(CODE_EXPIRED);
  return request;
}
