import * as z from "zod";
import { NOTICE_LANGUAGES } from "../privacy/notice-version.js";
import { emailSchema, nameSchema } from "./account.js";
import { indianMobile } from "./indian-mobile.js";

// Signing up with a mobile alone (issue 44): a right code for a number no account uses gives a
// one-time pass; with it she names herself and gives an e-mail for receipts and invoices, and the
// account is made without a password. This is also how "Continue as guest" checks out: her orders
// stay with her verified number, so every after-sale right and store credit follow the number.

/** How long the pass from a right code lasts: long enough to type a name and an e-mail. */
export const SIGN_UP_PASS_MINUTES = 15;

/** POST /api/auth/phone/sign-up. */
export const phoneSignUpSchema = z
  .object({
    phone: indianMobile,
    pass: z.string({ error: "pass is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "pass is not a sign-up pass"),
    name: nameSchema,
    email: emailSchema,
    // The privacy notice shown beside the button, recorded as her consent (as at registration).
    noticeVersion: z.string({ error: "noticeVersion must be text" }).max(40, "noticeVersion is at most 40 characters").optional(),
    noticeLanguage: z.enum(NOTICE_LANGUAGES, { error: `noticeLanguage must be one of ${NOTICE_LANGUAGES.join(", ")}` }).optional(),
  })
  .strict();
export type PhoneSignUpInput = z.output<typeof phoneSignUpSchema>;

/** The answer to a right code for a number no account uses: only the number's holder reads it. */
export const NEW_NUMBER = "No account uses this number yet. Tell us your name and e-mail to continue: no password needed.";
export const SIGN_UP_PASS_INVALID = "This step has expired. Ask for a new code to continue.";
