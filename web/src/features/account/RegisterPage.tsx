import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { registerFormProblem, type RegisterForm } from "@shared/validation/register-form.js";
import { register } from "./account-api.js";
import { AccountLayout } from "./AccountLayout.js";
import { failureText } from "../../api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { useNotices } from "../../components/Notices.js";
import { useAuth } from "../../session/AuthProvider.js";
import { readLoginRedirect } from "../../session/login-redirect.js";
import { PasswordToggle } from "@/components/ui/form/PasswordToggle.js";
import "./account.css";

/** Said as she is signed in and carries on where she was going (issue 22: no login to type). */
export const REGISTERED_MESSAGE = "Registration successful!";

const EMPTY: RegisterForm = { name: "", email: "", password: "", confirmPassword: "" };

export default function RegisterPage() {
  const { signIn } = useAuth();
  const { notify } = useNotices();
  const location = useLocation();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [showPasswords, setShowPasswords] = useState(false);
  const [error, setError] = useState<{ field?: keyof RegisterForm; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const change = (field: keyof RegisterForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || registered) return;
    const problem = registerFormProblem(form);
    if (problem) {
      setError(problem);
      inputs[problem.field].current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const session = await register({ name: form.name.trim(), email: form.email.trim(), password: form.password });
      setRegistered(true);
      notify(REGISTERED_MESSAGE);
      // Signed in at once; a checkout or profile visit that sent her here carries on.
      signIn(session.token, session.user, readLoginRedirect(location.state).from);
    } catch (failure) {
      setError({ message: failureText(failure, "Registration failed. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  const invalid = (field: keyof RegisterForm) => (error?.field === field ? true : undefined);

  return (
    <AccountLayout title="Create your account" subtitle="Register to check out faster, save your address and follow your orders.">
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
        <Field label="Full name" name="name" autoComplete="name" autoCapitalize="words" value={form.name} onChange={change("name")} inputRef={inputs.name} aria-invalid={invalid("name")} />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={form.email}
          onChange={change("email")}
          inputRef={inputs.email}
          aria-invalid={invalid("email")}
        />
        <Field
          label="Password"
          type={showPasswords ? "text" : "password"}
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          value={form.password}
          onChange={change("password")}
          inputRef={inputs.password}
          aria-invalid={invalid("password")}
          trailing={<PasswordToggle shown={showPasswords} onToggle={() => setShowPasswords(!showPasswords)} />}
        />
        <Field
          label="Confirm password"
          type={showPasswords ? "text" : "password"}
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={change("confirmPassword")}
          inputRef={inputs.confirmPassword}
          aria-invalid={invalid("confirmPassword")}
        />
        {error && (
          <p className="account-error" role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || registered}>
          {busy ? "Creating account..." : "Register"}
        </button>
      </form>
      <p className="account-switch">
        Already have an account?{" "}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </p>
    </AccountLayout>
  );
}
