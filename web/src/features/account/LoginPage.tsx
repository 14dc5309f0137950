import { useRef, useState, type FormEvent } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { loginFormProblem, type LoginForm } from "@shared/validation/login-form.js";
import { logIn } from "./account-api.js";
import { AccountLayout } from "./AccountLayout.js";
import { useAuth } from "../../session/AuthProvider.js";
import { failureText } from "../../api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { readLoginRedirect } from "../../session/login-redirect.js";
import { readSession } from "../../session/session-store.js";
import { PasswordToggle } from "@/components/ui/form/PasswordToggle.js";
import "./account.css";
import "./password/password.css";
import { isStaffRole } from "@shared/staff-permissions.js";

export default function LoginPage() {
  const { user, signIn } = useAuth();
  const location = useLocation();
  const redirect = readLoginRedirect(location.state);
  const [form, setForm] = useState<LoginForm>({ email: redirect.email ?? "", password: "" });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<{ field?: keyof LoginForm; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Whoever arrives here already signed in moves on; one who has just signed in is being moved by signIn.
  // The stored session decides, not only React's copy: a 401 clears the store at once but the
  // context's user a moment later, and a shopper sent here by it must not be sent back.
  const [arrivedSignedIn] = useState(() => user !== null && readSession() !== null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  if (arrivedSignedIn && user) return <Navigate to={isStaffRole(user.role) ? "/admin" : redirect.from ?? "/"} replace />;

  const change = (field: keyof LoginForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = loginFormProblem(form);
    if (problem) {
      setError(problem);
      inputs[problem.field].current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const session = await logIn({ email: form.email.trim(), password: form.password });
      // A password below today's rules: on to the profile's "Change password" first.
      signIn(session.token, session.user, session.passwordChangeRequired ? "/profile?password=weak#change-password" : redirect.from);
    } catch (failure) {
      setError({ message: failureText(failure, "Login failed. Please check your credentials.") });
      setBusy(false);
    }
  }

  return (
    <AccountLayout title="Login" subtitle="Welcome back to Rangrez. Log in to check out and follow your orders.">
      {redirect.notice && (
        <p className="account-notice" role="status">
          {redirect.notice}
        </p>
      )}
      <form className="account-form" onSubmit={submit} noValidate aria-busy={busy}>
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
          aria-invalid={error?.field === "email" ? true : undefined}
        />
        <Field
          label="Password"
          type={showPassword ? "text" : "password"}
          name="password"
          autoComplete="current-password"
          value={form.password}
          onChange={change("password")}
          inputRef={inputs.password}
          aria-invalid={error?.field === "password" ? true : undefined}
          trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />}
        />
        <Link className="account-forgot" to="/forgot-password">
          Forgot password?
        </Link>
        {error && (
          <p className="account-error" role="alert">
            {error.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
      </form>
      <p className="account-switch">
        New to Rangrez?{" "}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </p>
    </AccountLayout>
  );
}
