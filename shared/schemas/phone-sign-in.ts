import * as z from "zod";
import { indianMobile } from "./indian-mobile.js";

// Signing in with a one-time code sent to a mobile number (issue 44), and linking that number to
// an account. The code goes by WhatsApp's authentication template, or by SMS when WhatsApp cannot
// carry it or she asks for SMS. The answers are the same whether or not a number has an account.

export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_MINUTES = 5;
export const SIGN_IN_CODE_TRIES = 3;
export const RESEND_AFTER_SECONDS = 30;

export const CODE_CHANNELS = ["whatsapp", "sms"] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** POST /api/auth/phone/code (and /api/auth/phone/link/code): the number, and SMS when she asks for it. */
export const signInCodeRequestSchema = z
  .object({
    phone: indianMobile,
    channel: z.enum(CODE_CHANNELS, { error: "channel must be whatsapp or sms" }).default("whatsapp"),
  })
  .strict();

/** POST /api/auth/phone/verify (and /api/auth/phone/link): the number and the code she received. */
export const signInCodeSchema = z
  .object({
    phone: indianMobile,
    code: z
      .string({ error: "code is required" })
      .transform((value) => value.replace(/\s/g, ""))
      .refine((value) => new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`).test(value), { message: `The code is ${SIGN_IN_CODE_DIGITS} digits` }),
  })
  .strict();

export type SignInCodeRequest = z.infer<typeof signInCodeRequestSchema>;
export type SignInCodeInput = z.infer<typeof signInCodeSchema>;

/** The one answer to every code request, whether or not the number has an account. */
export const CODE_ON_ITS_WAY = `If this number can receive it, a ${SIGN_IN_CODE_DIGITS}-digit code is on its way. It works for ${SIGN_IN_CODE_MINUTES} minutes.`;
export const wrongCode = (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
export const CODE_SPENT = "Too many wrong codes. Ask for a new code.";
export const CODE_EXPIRED = "That code has expired or was replaced. Ask for a new code.";
export const waitBeforeResend = (seconds: number) => `Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before asking for another code.`;
export const STAFF_USE_PASSWORD = "Staff accounts sign in with their e-mail and password.";
export const NUMBER_TAKEN = "Another account already signs in with this number.";
export const NUMBER_LINKED = "Your number is verified: you can sign in with a code sent to it.";
