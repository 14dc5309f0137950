import * as z from "zod";

// Indian contact details (docs/decisions.md section 3): a mobile is 10 digits starting 6-9, optionally
// written with +91 or a leading 0; a PIN code is six digits not starting with 0.

export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const PIN_CODE = /^[1-9]\d{5}$/;

/** Spaces, dashes and a +91 / 91 / 0 prefix dropped, so "+91 98765-43210" is stored as 9876543210. */
export function normaliseMobile(phone: string): string {
  const digits = phone.replace(/[\s-]/g, "");
  const match = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return match ? match[1]! : digits;
}

/** An Indian mobile number, or "" for none; `field` names it in the error text. */
export function optionalMobileSchema(field: string) {
  const rule = `${field} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9`;
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(20, rule)
    .transform(normaliseMobile)
    .refine((phone) => phone === "" || INDIAN_MOBILE.test(phone), rule);
}

/** A PIN code, or "" for none; `field` names it in the error text. */
export function optionalPinCodeSchema(field: string) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .refine((pin) => pin === "" || PIN_CODE.test(pin), `${field} must be a 6-digit PIN code that does not start with 0`);
}
