import { useId, useRef, useState, type FormEvent } from "react";
import type { Role, User } from "@shared/schemas/user.js";
import { ROLE_LABELS } from "@shared/staff-permissions.js";
import { userChangesFromForm, userToForm, type UserFormErrors, type UserFormValues } from "./user-form-values.js";
import { USER_TEXT, saveFailureReason } from "./user-messages.js";
import { updateUser } from "./users-api.js";
import { ProductField } from "@/admin/products/ProductField.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

interface UserEditModalProps {
  user: User;
  /** The signed-in admin's id: their own role and active flag are not theirs to take away. */
  currentUserId: string | undefined;
  onClose(): void;
  onSaved(user: User): void;
}

/** Name, e-mail, role and active flag of one account (docs/product.md section 2, Admin users). */
export function UserEditModal({ user, currentUserId, onClose, onSaved }: UserEditModalProps) {
  const [values, setValues] = useState<UserFormValues>(() => userToForm(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const isSelf = user._id === currentUserId;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = userChangesFromForm(values, user);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return (checked.errors.name ? nameRef : emailRef).current?.focus();
    setBusy(true);
    setFailure(undefined);
    try {
      onSaved(await updateUser(user._id, checked.changes));
    } catch (error) {
      setFailure(saveFailureReason(error));
      setBusy(false);
    }
  }

  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => setValues((now) => ({ ...now, [field]: value }));

  return (
    <FormModal
      title="Edit user"
      subtitle={user.email}
      initialFocus={nameRef}
      submitLabel="Save"
      busy={busy}
      failure={failure !== undefined ? { text: USER_TEXT.saveFailed, detail: failure } : null}
      onSubmit={submit}
      onClose={onClose}
    >
      <ProductField id={`${id}-name`} label="Name" error={errors.name}>
        {(control) => <input {...control} ref={nameRef} className="input" value={values.name} onChange={(event) => set("name", event.target.value)} autoComplete="off" required />}
      </ProductField>
      <ProductField id={`${id}-email`} label="Email" error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            className="input"
            type="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
            autoComplete="off"
            required
          />
        )}
      </ProductField>
      <LabelledField id={`${id}-role`} label="Role">
        <select
          id={`${id}-role`}
          className="select"
          value={values.role}
          onChange={(event) => set("role", event.target.value as Role)}
          aria-describedby={isSelf ? `${id}-self` : undefined}
        >
          <option value="user">User</option>
          <option value="admin">Admin</option>
          {user.role === "owner" || user.role === "manager" || user.role === "staff" ? <option value={user.role}>{ROLE_LABELS[user.role]} (change on the Staff page)</option> : null}
        </select>
      </LabelledField>
      <label className="mgmt-check">
        <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} />
        <span>Active (can sign in and place orders)</span>
      </label>
      {isSelf ? (
        <p id={`${id}-self`} className="field__hint">
          This is your own account: you cannot remove your own admin role or deactivate yourself.
        </p>
      ) : null}
    </FormModal>
  );
}
