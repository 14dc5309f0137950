// The admin's user edit form (docs/product.md section 5): name and e-mail required, e-mail well-formed.
import type { Role, User } from "../../../../shared/types.js";
import { INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "../../../../shared/validation/email.js";
import type { UserChanges } from "./users-api.js";

export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
}

export type UserFormErrors = Partial<Record<"name" | "email", string>>;

export function userToForm(user: User): UserFormValues {
  return { name: user.name ?? "", email: user.email ?? "", role: user.role === "admin" ? "admin" : "user", isActive: user.isActive !== false };
}

export function checkUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim() === "") errors.name = "Name is required";
  const email = values.email.trim();
  if (email === "") errors.email = "Email is required";
  else if (!isWellFormedEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

export function userChangesFromForm(values: UserFormValues): UserChanges {
  return { name: values.name.trim(), email: values.email.trim().toLowerCase(), role: values.role, isActive: values.isActive };
}
