import * as z from "zod";
import { closeAccountSchema, nameSchema, newPasswordSchema } from "./account.js";
import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, INVALID_PINCODE_MESSAGE, isPincode, isWellFormedEmail, normaliseIndianMobile, withoutSeparators } from "./contact-rules.js";

// The account forms as the shopper fills them (docs/product.md section 5): every field a string,
// checked in the order the fields appear, with the spec's texts. Where a rule is the server's
// (name, new password) the form uses the server's schema; the server checks again on arrival.

const FILL_IN_ALL = "Please fill in all fields.";

/** An e-mail typed into a form: required, then well-formed. */
export const formEmailSchema = z.string().trim().min(1, "Email is required").refine(isWellFormedEmail, INVALID_EMAIL_MESSAGE);

/** Login only checks that both fields are filled; the server judges the rest. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, FILL_IN_ALL),
  password: z.string().min(1, FILL_IN_ALL),
});

const PASSWORDS_DIFFER = "Passwords do not match";

export const registerFormSchema = z
  .object({ name: nameSchema, email: formEmailSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { path: ["confirmPassword"], message: PASSWORDS_DIFFER });

/** Name and e-mail required as in registration; phone and address may stay empty, but what is given must be deliverable in India. */
export const profileFormSchema = z
  .object({
    name: nameSchema,
    email: formEmailSchema,
    phone: z
      .string()
      .trim()
      .refine((phone) => !phone || normaliseIndianMobile(phone) !== undefined, INVALID_PHONE_MESSAGE)
      .transform((phone) => (phone ? normaliseIndianMobile(phone) ?? phone : "")),
    street: z.string().trim(),
    city: z.string().trim(),
    state: z.string().trim(),
    zipCode: z
      .string()
      .refine((zip) => !zip.trim() || isPincode(zip.trim()), INVALID_PINCODE_MESSAGE)
      .transform(withoutSeparators),
    country: z.string().trim(),
  })
  .transform(({ street, city, state, zipCode, country, ...person }) => ({ ...person, address: { street, city, state, zipCode, country } }));

export const forgotPasswordFormSchema = z.object({ email: formEmailSchema });

/** A new password typed twice: the reset and invitation pages. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, { path: ["confirmation"], message: PASSWORDS_DIFFER });

export const changePasswordFormSchema = z
  .object({ current: z.string().min(1, "Current password is required"), next: newPasswordSchema, confirmation: z.string() })
  .refine((form) => form.next === form.confirmation, { path: ["confirmation"], message: PASSWORDS_DIFFER });

/**
 * Closing the account asks for the password, as the server does, or for an account made with a
 * mobile alone, a code sent to it (`password` then holds the code); the credit's tick is the card's own.
 */
export const closeAccountFormSchema = z.object({ password: z.string().min(1, "Password is required to close your account") });
export const closeWithCodeFormSchema = z.object({ password: closeAccountSchema.shape.code.unwrap() });
