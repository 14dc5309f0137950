import { useState } from "react";
import { newPasswordFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { useAuth } from "@/session/AuthProvider.js";
import { addPassword, fetchMe } from "@/features/account/account-api.js";
import { PasswordStrength } from "./PasswordStrength.js";
import "./password.css";

const EMPTY = { password: "", confirmation: "" };

/** The profile's "Add a password" for an account made with a mobile alone (issue 44). */
export function AddPasswordForm() {
  const { user, replaceToken, replaceUser } = useAuth();
  const form = useSchemaForm(newPasswordFormSchema, EMPTY);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const submit = form.submit(
    async ({ password }) => {
      const added = await addPassword(password);
      replaceToken(added.token);
      setDone(added.message);
      replaceUser(await fetchMe());
    },
    (failure) => failureText(failure, "We could not save the password. Please try again."),
  );

  return (
    <section className="profile-card change-password" aria-labelledby="add-password-title" id="change-password">
      <h2 id="add-password-title">Add a password</h2>
      {done ? (
        <p className="account-notice" role="status">
          {done}
        </p>
      ) : (
        <>
          <p className="muted">You sign in with a code to your mobile. Add a password to sign in with your e-mail too.</p>
          <Form className="account-form" onSubmit={submit} busy={form.busy}>
            <PasswordField label="New password" autoComplete="new-password" {...form.field("password")} name="new-password" shown={shown} onToggle={() => setShown(!shown)} />
            <PasswordStrength password={form.values.password} person={user ?? {}} />
            <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field("confirmation")} name="confirm-password" shown={shown} />
            <FormAlert message={form.message} />
            <button type="submit" className="btn btn--primary" disabled={form.busy}>
              {form.busy ? "Saving..." : "Add password"}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
