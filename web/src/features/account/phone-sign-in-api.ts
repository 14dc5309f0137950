// Signing in with a one-time code sent to a mobile, and verifying that mobile on the account
// (issue 44), typed by the API's routes. Everything goes through the SPA's API client.
import type { CodeChannel } from "@shared/schemas/phone-sign-in.js";
import type { User } from "@shared/schemas/user.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

/** What the server said when it took a request for a code: the same whether or not the number has an account. */
export interface CodeOnItsWay {
  message: string;
  /** How long before another code may be asked for. */
  resendAfterSeconds: number;
  validForMinutes: number;
}

const onItsWay = (body: Answer<"/auth/phone/code", "$post"> | Answer<"/auth/phone/link/code", "$post">): CodeOnItsWay => ({
  message: body.message,
  resendAfterSeconds: body.resendAfterSeconds,
  validForMinutes: body.validForMinutes,
});

/** A code to sign in with, by WhatsApp unless she asks for SMS. */
export async function askForSignInCode(phone: string, channel: CodeChannel): Promise<CodeOnItsWay> {
  return onItsWay(await api.post<Answer<"/auth/phone/code", "$post">>("/auth/phone/code", { phone, channel }));
}

/** What a right code gives: a session, or for a number no account uses, a pass to make one with. */
export type CodeAnswer = { signedIn: true; token: string; user: User } | { signedIn: false; message: string; signUpPass: string };

/** The code she received: the answer signs her in exactly as the e-mail login does. */
export async function signInWithCode(phone: string, code: string): Promise<CodeAnswer> {
  const body = await api.post<Answer<"/auth/phone/verify", "$post">>("/auth/phone/verify", { phone, code });
  if ("newNumber" in body) return { signedIn: false, message: body.message, signUpPass: body.signUpPass };
  return { signedIn: true, token: body.token, user: body.user };
}

export interface PhoneSignUp {
  phone: string;
  signUpPass: string;
  name: string;
  email: string;
  noticeVersion: string;
  noticeLanguage: "en" | "hi";
}

/** A verified mobile with no account: her name and an e-mail for receipts make one, no password. */
export async function signUpWithPhone(details: PhoneSignUp): Promise<{ token: string; user: User }> {
  const { signUpPass, ...rest } = details;
  const body = await api.post<Answer<"/auth/phone/sign-up", "$post">>("/auth/phone/sign-up", { ...rest, pass: signUpPass });
  return { token: body.token, user: body.user };
}

/** Signed in: a code to verify a mobile she will sign in with. */
export async function askForLinkCode(phone: string, channel: CodeChannel): Promise<CodeOnItsWay> {
  return onItsWay(await api.post<Answer<"/auth/phone/link/code", "$post">>("/auth/phone/link/code", { phone, channel }));
}

/** The code that proves the mobile is hers: it goes on her account. */
export async function linkSignInPhone(phone: string, code: string): Promise<{ message: string; user: User }> {
  const body = await api.post<Answer<"/auth/phone/link", "$post">>("/auth/phone/link", { phone, code });
  return { message: body.message, user: body.user };
}

/** Stops signing in by a code to her mobile; e-mail and password stay. */
export async function unlinkSignInPhone(): Promise<User> {
  return (await api.delete<Answer<"/auth/phone/link", "$delete">>("/auth/phone/link", {})).user;
}
