import { useState, type FormEvent } from "react";
import { failureText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { PasswordToggle } from "@/components/ui/form/PasswordToggle.js";
import { useAuth } from "@/session/AuthProvider.js";
import { changePassword } from "../account-api.js";
import { newPasswordProblem } from "./new-password-problem.js";
import { PasswordStrength } from "./PasswordStrength.js";
import "./password.css";

const EMPTY = { current: "", next: "", confirmation: "" };

/** The profile's "Change password": this device stays signed in, every other one is signed out. */
export function ChangePasswordForm({ weak }: { weak: boolean }) {
  const { user, replaceToken } = useAuth();
  const [form, setForm] = useState(EMPTY);
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!form.current) return setError("Current password is required");
    const problem = newPasswordProblem(form.next, form.confirmation);
    if (problem) return setError(problem);
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      const changed = await changePassword(form.current, form.next);
      replaceToken(changed.token);
      setForm(EMPTY);
      setDone(changed.message);
    } catch (failure) {
      setError(failureText(failure, "We could not change the password. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  return (
    <section className="profile-card change-password" aria-labelledby="change-password-title" id="change-password">
      <h2 id="change-password-title">Change password</h2>
      {weak && !done && (
        <p className="account-notice" role="status">
          Your password is shorter or more common than we now allow. Please choose a new one.
        </p>
      )}
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          label="Current password"
          type={shown ? "text" : "password"}
          name="current-password"
          autoComplete="current-password"
          value={form.current}
          onChange={set("current")}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown(!shown)} />}
        />
        <Field label="New password" type={shown ? "text" : "password"} name="new-password" autoComplete="new-password" value={form.next} onChange={set("next")} />
        <PasswordStrength password={form.next} personal={user ? [user.email, user.name] : []} />
        <Field
          label="Confirm new password"
          type={shown ? "text" : "password"}
          name="confirm-password"
          autoComplete="new-password"
          value={form.confirmation}
          onChange={set("confirmation")}
        />
        {error && (
          <p className="account-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="account-notice" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? "Saving..." : "Change password"}
        </button>
      </form>
    </section>
  );
}
