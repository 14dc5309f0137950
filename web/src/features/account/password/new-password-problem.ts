import { PASSWORD_BLANK, PASSWORD_MIN } from "@shared/schemas/account.js";

/** The form's own check of a new password and its confirmation; the server checks again and more. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (!password) return "Password is required";
  if (password.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters long`;
  if (!password.trim()) return PASSWORD_BLANK;
  if (password !== confirmation) return "Passwords do not match";
  return null;
}
