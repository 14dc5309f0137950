import { useState, type FormEvent } from "react";
import { failureText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { PasswordToggle } from "@/components/ui/form/PasswordToggle.js";
import { newPasswordProblem } from "./new-password-problem.js";
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
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await onSave(password);
    } catch (refusal) {
      setError(failureText(refusal, failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        label={label}
        type={shown ? "text" : "password"}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        trailing={<PasswordToggle shown={shown} onToggle={() => setShown(!shown)} />}
      />
      <PasswordStrength password={password} />
      <Field
        label={`Confirm ${label.toLowerCase()}`}
        type={shown ? "text" : "password"}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </form>
  );
}
