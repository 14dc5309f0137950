import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { failureText } from "../../../api/error-text.js";
import { FormField } from "../../../components/forms/FormField.js";
import { PasswordToggle } from "../../../components/forms/PasswordToggle.js";
import { acceptInvitation } from "../account-api.js";
import { AccountLayout } from "../AccountLayout.js";
import { newPasswordProblem } from "./new-password-problem.js";
import { PasswordStrength } from "./PasswordStrength.js";
import "../account.css";
import "./password.css";

/** /accept-invitation?token=…: the owner's invitation to the admin; the password chosen here, then the admin login. */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      setDone(await acceptInvitation(token, password));
    } catch (failure) {
      setError(failureText(failure, "We could not set the password. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AccountLayout title="Join the shop's admin" subtitle="This page needs the link from the invitation e-mail.">
        {null}
      </AccountLayout>
    );
  }
  if (done) {
    return (
      <AccountLayout title="You are all set" subtitle={done}>
        <button type="button" className="btn btn--primary btn--block" onClick={() => navigate("/admin-login", { replace: true })}>
          Sign in to the admin
        </button>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title="Choose your password" subtitle="At least 8 characters. You will use it with your e-mail to sign in to the shop's admin.">
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormField
          label="Password"
          type={shown ? "text" : "password"}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown(!shown)} />}
        />
        <PasswordStrength password={password} />
        <FormField
          label="Confirm password"
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
          {busy ? "Saving..." : "Set password"}
        </button>
      </form>
    </AccountLayout>
  );
}
