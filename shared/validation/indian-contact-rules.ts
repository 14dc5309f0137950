// The checks on an Indian mobile and PIN code, without zod, so screens that only need these
// (the profile form) do not download the schema library. The checkout schema builds on them.

export const INVALID_PHONE_MESSAGE = "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9";
export const INVALID_PINCODE_MESSAGE = "Pincode must be 6 digits and cannot start with 0";

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
