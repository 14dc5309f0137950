// The form-side checks on an e-mail, an Indian mobile and a PIN code, with the messages the
// shopper reads; the checkout, profile, back-in-stock and admin user schemas build on them.

// Something@domain.tld without spaces. Deliverability is the mail server's business, not a regular expression's.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const INVALID_PHONE_MESSAGE = "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9";
export const INVALID_PINCODE_MESSAGE = "Pincode must be 6 digits and cannot start with 0";

/** Whether two addresses are one mailbox as the shop treats them: case and surrounding spaces aside. */
export const sameEmailAddress = (a: string | undefined, b: string | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export function isWellFormedEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

/** Spaces and hyphens are how people group digits; they carry no meaning. */
export const withoutSeparators = (value: string) => value.replace(/[\s-]/g, "");

/**
 * An Indian mobile: 10 digits starting 6-9, optionally written with +91 (or 91) in front. A
 * trunk 0 is not taken: "080 2345 6789" is a Bengaluru landline, not a mobile. The output is
 * the bare 10 digits, or undefined when it is no Indian mobile.
 */
export function normaliseIndianMobile(phone: string): string | undefined {
  const match = /^(?:\+91|91)?([6-9]\d{9})$/.exec(withoutSeparators(phone));
  return match?.[1];
}

/** Six digits, the first not 0 (spaces and hyphens allowed in between). */
export function isPincode(pincode: string): boolean {
  return /^[1-9]\d{5}$/.test(withoutSeparators(pincode));
}
