import type { Role, User } from "@shared/schemas/user.js";
import { userFormSchema } from "@shared/schemas/user-form.js";
import { checkForm, type FieldErrors } from "@/components/ui/form/form-problems.js";
import type { UserChanges } from "./users-api.js";

// What the admin's user edit form holds, and what it sends; the rules are userFormSchema's.

export type UserFormValues = { name: string; email: string; role: Role; isActive: boolean };
export type UserFormErrors = FieldErrors<"name" | "email">;

export function userToForm(user: User): UserFormValues {
  // A back-office role other than "admin" is kept as it is; the form offers it only as "unchanged".
  return { name: user.name ?? "", email: user.email ?? "", role: user.role ?? "user", isActive: user.isActive !== false };
}

/** The changes to send, or each field's problem. With `original`, the role is sent only when it changed (the server takes only user or admin here). */
export function userChangesFromForm(values: UserFormValues, original?: User): { ok: true; changes: UserChanges } | { ok: false; errors: UserFormErrors } {
  const checked = checkForm(userFormSchema, values);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const roleChanged = original === undefined || values.role !== (original.role ?? "user");
  return { ok: true, changes: { ...checked.data, ...(roleChanged ? { role: values.role } : {}), isActive: values.isActive } };
}
