import { useState } from "react";
import { newPasswordFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { PasswordStrength } from "./PasswordStrength.js";

interface Props {
  /** "Password" for a first one, "New password" for a replacement; the confirmation field follows it. */
  label: "Password" | "New password";
  submitLabel: string;
  /** Shown when the server's refusal has no words of its own. */
  failure: string;
  /** Sends the password; a rejection is shown under the fields and the form can be sent again. */
  onSave(password: string): Promise<void>;
}

/** A password chosen twice, with its strength and the rules checked before it is sent: the reset and invitation pages' form. */
export function NewPasswordForm({ label, submitLabel, failure, onSave }: Props) {
  const form = useSchemaForm(newPasswordFormSchema, { password: "", confirmation: "" });
  const [shown, setShown] = useState(false);
  const submit = form.submit(
    ({ password }) => onSave(password),
    (refusal) => failureText(refusal, failure),
  );

  return (
    <Form className="account-form" onSubmit={submit} busy={form.busy}>
      <PasswordField label={label} autoComplete="new-password" {...form.field("password")} name="new-password" shown={shown} onToggle={() => setShown(!shown)} />
      <PasswordStrength password={form.values.password} />
      <PasswordField label={`Confirm ${label.toLowerCase()}`} autoComplete="new-password" {...form.field("confirmation")} name="confirm-password" shown={shown} />
      <FormAlert message={form.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {form.busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
