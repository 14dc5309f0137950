import { useState } from "react";
import { changePasswordFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { useAuth } from "@/session/AuthProvider.js";
import { changePassword } from "@/features/account/account-api.js";
import { PasswordStrength } from "./PasswordStrength.js";
import "./password.css";

const EMPTY = { current: "", next: "", confirmation: "" };

/** The profile's "Change password": this device stays signed in, every other one is signed out. */
export function ChangePasswordForm({ weak }: { weak: boolean }) {
  const { user, replaceToken } = useAuth();
  const form = useSchemaForm(changePasswordFormSchema, EMPTY);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.submit(
    async ({ current, next }) => {
      setDone(null);
      const changed = await changePassword(current, next);
      replaceToken(changed.token);
      form.reset(EMPTY);
      setDone(changed.message);
    },
    (failure) => failureText(failure, "We could not change the password. Please try again."),
  );

  return (
    <section className="profile-card change-password" aria-labelledby="change-password-title" id="change-password">
      <h2 id="change-password-title">Change password</h2>
      {weak && !done && (
        <p className="account-notice" role="status">
          Your password is shorter or more common than we now allow. Please choose a new one.
        </p>
      )}
      <Form className="account-form" onSubmit={submit} busy={form.busy}>
        <PasswordField label="Current password" autoComplete="current-password" {...form.field("current")} name="current-password" shown={shown} onToggle={() => setShown(!shown)} />
        <PasswordField label="New password" autoComplete="new-password" {...form.field("next")} name="new-password" shown={shown} />
        <PasswordStrength password={form.values.next} person={user ?? {}} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field("confirmation")} name="confirm-password" shown={shown} />
        <FormAlert message={form.message} />
        {done && (
          <p className="account-notice" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={form.busy}>
          {form.busy ? "Saving..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}
