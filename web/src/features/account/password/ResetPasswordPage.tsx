import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { failureText } from "../../../api/error-text.js";
import { FormField } from "../../../components/forms/FormField.js";
import { PasswordToggle } from "../../../components/forms/PasswordToggle.js";
import type { LoginRedirect } from "../../../session/login-redirect.js";
import { resetPassword } from "../account-api.js";
import { AccountLayout } from "../AccountLayout.js";
import { newPasswordProblem } from "./new-password-problem.js";
import { PasswordStrength } from "./PasswordStrength.js";
import "../account.css";
import "./password.css";

/** /reset-password?token=…: the link from the e-mail; on success, on to login. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
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
      const notice = await resetPassword(token, password);
      const state: LoginRedirect = { notice };
      navigate("/login", { replace: true, state });
    } catch (failure) {
      setError(failureText(failure, "We could not change the password. Please try again."));
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AccountLayout title="Reset password" subtitle="This page needs the link from the e-mail we sent you.">
        <p className="account-switch">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Choose a new password" subtitle="At least 8 characters. Every device signed in to your account will be signed out.">
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormField
          label="New password"
          type={shown ? "text" : "password"}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown(!shown)} />}
        />
        <PasswordStrength password={password} />
        <FormField
          label="Confirm new password"
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
          {busy ? "Saving..." : "Save new password"}
        </button>
      </form>
      <p className="account-switch">
        Link expired? <Link to="/forgot-password">Ask for a new one</Link>
      </p>
    </AccountLayout>
  );
}
