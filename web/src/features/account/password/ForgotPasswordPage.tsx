import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { isWellFormedEmail, INVALID_EMAIL_MESSAGE } from "@shared/validation/email.js";
import { failureText } from "@/api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { askForPasswordReset } from "../account-api.js";
import { AccountLayout } from "../AccountLayout.js";
import "../account.css";
import "./password.css";

/** /forgot-password: an e-mail with a link to choose a new password. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = email.trim();
    if (!typed) return setError("Email is required");
    if (!isWellFormedEmail(typed)) return setError(INVALID_EMAIL_MESSAGE);
    setError(null);
    setBusy(true);
    try {
      setSent(await askForPasswordReset(typed));
    } catch (failure) {
      setError(failureText(failure, "We could not send the e-mail. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountLayout title="Forgot password" subtitle="Enter the e-mail you shop with and we will send you a link to choose a new password.">
      {sent ? (
        <p className="account-notice" role="status">
          {sent}
        </p>
      ) : (
        <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? "Sending..." : "Send reset link"}
          </button>
        </form>
      )}
      <p className="account-switch">
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </AccountLayout>
  );
}
