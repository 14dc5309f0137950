// One rule for a well-formed e-mail, shared by registration and checkout: something@domain.tld
// without spaces. Deliverability is the mail server's business, not a regular expression's.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isWellFormedEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
