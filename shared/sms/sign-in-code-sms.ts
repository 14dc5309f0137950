// The sign-in code's SMS (issue 44: the fallback when WhatsApp cannot carry the code). Indian
// operators pass a text only when it matches, character for character, a template registered on
// TRAI's DLT platform, with each `{#var#}` standing for what changes. This constant is that
// registered text: the shop fills it, and the local SMS emulator registers exactly it, so a
// wording changed here without registering it again fails locally as it would on the network.

/** DLT's placeholder for the part of a template that changes from one message to the next. */
export const DLT_VARIABLE = "{#var#}";

/** DLT lets one variable carry at most this many characters. */
export const DLT_VARIABLE_MAX = 30;

/** The sign-in code's template as registered on DLT (its id is the SMS_DLT_SIGN_IN_TEMPLATE_ID setting). */
export const SIGN_IN_CODE_TEMPLATE = "{#var#} is your Rangrez sign-in code. It expires in 5 minutes. Do not share it with anyone. - Rangrez";

/** Sign-in codes are six digits. */
const SIGN_IN_CODE = /^\d{6}$/;

/** The sign-in code's text, ready to send. Throws for anything but six digits: no other code is ever sent. */
export function signInCodeSms(code: string): string {
  if (!SIGN_IN_CODE.test(code)) throw new Error("A sign-in code is six digits");
  return SIGN_IN_CODE_TEMPLATE.replace(DLT_VARIABLE, code);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether DLT scrubbing would pass `body` for `template`: each `{#var#}` stands for 1 to 30
 * characters (any, line breaks too), and everything else must be the same, spaces and case included.
 */
export function matchesDltTemplate(template: string, body: string): boolean {
  const parts = template.split(DLT_VARIABLE);
  const variables = parts.length - 1;
  const fixedLength = parts.join("").length;
  // A body too short or too long for any filling is out before the pattern tries its splits.
  if (body.length < fixedLength + variables || body.length > fixedLength + variables * DLT_VARIABLE_MAX) return false;
  const fixed = parts.map(escapeRegExp);
  const pattern = new RegExp(`^${fixed.join(`[\\s\\S]{1,${DLT_VARIABLE_MAX}}`)}$`);
  return pattern.test(body);
}
