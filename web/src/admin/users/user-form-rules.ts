// The admin's user edit form (docs/product.md section 5): name and e-mail required, e-mail well-formed.
import type { Role, User } from "@shared/types.js";
import { INVALID_EMAIL_MESSAGE, isWellFormedEmail } from "@shared/schemas/contact-rules.js";
import type { UserChanges } from "./users-api.js";

export interface UserFormValues {
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
}

export type UserFormErrors = Partial<Record<"name" | "email", string>>;

export function userToForm(user: User): UserFormValues {
  // A back-office role other than "admin" is kept as it is; the form offers it only as "unchanged".
  return { name: user.name ?? "", email: user.email ?? "", role: user.role ?? "user", isActive: user.isActive !== false };
}

export function checkUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  if (values.name.trim() === "") errors.name = "Name is required";
  const email = values.email.trim();
  if (email === "") errors.email = "Email is required";
  else if (!isWellFormedEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  return errors;
}

/** With `original`, the role is sent only when it changed (the server takes only user or admin here). */
export function userChangesFromForm(values: UserFormValues, original?: User): UserChanges {
  const roleChanged = original === undefined || values.role !== (original.role ?? "user");
  return { name: values.name.trim(), email: values.email.trim().toLowerCase(), ...(roleChanged ? { role: values.role } : {}), isActive: values.isActive };
}
