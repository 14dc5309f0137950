import { PASSWORD_BLANK, PASSWORD_MIN } from "../schemas/account.js";
import { INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "./email.js";

// docs/product.md section 5: the registration checks, in the spec's order, with its texts. The
// e-mail format check is ours (placed right after 'Email is required') so a typo is caught
// before the server answers.

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

export const MIN_PASSWORD_LENGTH = PASSWORD_MIN;

/** The first problem with the form (and the field to point at), or null when it can be sent. */
export function registerFormProblem(form: RegisterForm): FormProblem<keyof RegisterForm> | null {
  if (!form.name.trim()) return { field: "name", message: "Name is required" };
  if (!form.email.trim()) return { field: "email", message: "Email is required" };
  if (!isWellFormedEmail(form.email.trim())) return { field: "email", message: INVALID_EMAIL_MESSAGE };
  if (!form.password) return { field: "password", message: "Password is required" };
  if (form.password.length < MIN_PASSWORD_LENGTH) return { field: "password", message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long` };
  if (!form.password.trim()) return { field: "password", message: PASSWORD_BLANK };
  if (form.password !== form.confirmPassword) return { field: "confirmPassword", message: "Passwords do not match" };
  return null;
}

export function registerFormError(form: RegisterForm): string | null {
  return registerFormProblem(form)?.message ?? null;
}
