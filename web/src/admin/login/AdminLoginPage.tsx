import { useQuery } from "@tanstack/react-query";
import { Eye, EyeOff, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { BRAND_NAME } from "@shared/catalogue.js";
import { loginFormProblem, type LoginForm } from "@shared/validation/login-form.js";
import { clearSession, readSession, saveSession } from "../../session/session-store.js";
import { ADMIN_PATHS } from "../shared/admin-paths.js";
import { rememberPermissions } from "../shared/admin-permissions.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import { errorText } from "../../api/error-text.js";
import { FlashMessage } from "../shared/Flash.js";
import { ADMIN_ONLY, adminLogin, fetchDemoAdmin } from "./admin-login-api.js";
import "./admin-login.css";

/** /admin-login: e-mail and password; the demo login is offered on the local stage only. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<LoginForm>({ email: "", password: "" });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<{ field?: keyof LoginForm; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Offered only where the server names one (locally); a failed read offers none.
  const demo = useQuery({ queryKey: ["demo-admin"], queryFn: ({ signal }) => fetchDemoAdmin(signal) }).data ?? null;
  const [alreadyAdmin] = useState(() => isStaffRole(readSession()?.user.role));
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  if (alreadyAdmin) return <Navigate to={ADMIN_PATHS.dashboard} replace />;

  const change = (field: keyof LoginForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

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
    // A shopper's session from this browser would otherwise turn a wrong password (401) into
    // a trip to the shopper's login page; whoever signs in here replaces it anyway.
    if (readSession()) clearSession();
    try {
      const session = await adminLogin(form.email.trim(), form.password);
      if (!isStaffRole(session.user?.role)) {
        setError({ message: ADMIN_ONLY });
        setBusy(false);
        return;
      }
      rememberPermissions(session.permissions);
      saveSession({ token: session.token, user: session.user });
      navigate(ADMIN_PATHS.dashboard, { replace: true });
    } catch (failure) {
      setError({ message: errorText(failure, "Login failed") });
      setBusy(false);
    }
  }

  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__brand">
          <img src="/logo.svg" alt="" width="48" height="48" />
          <p className="eyebrow">{BRAND_NAME}</p>
        </div>
        <h1 className="admin-login__title">Admin Login</h1>
        <p className="muted admin-login__lead">Sign in to manage the shop's products, orders and payments.</p>
        <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
          <div className="field">
            <label className="field__label" htmlFor="admin-email">
              Email
            </label>
            <input
              ref={inputs.email}
              id="admin-email"
              className="input"
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={form.email}
              onChange={change("email")}
              aria-invalid={error?.field === "email" ? true : undefined}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="admin-password">
              Password
            </label>
            <div className="admin-login__password">
              <input
                ref={inputs.password}
                id="admin-password"
                className="input"
                type={showPassword ? "text" : "password"}
                name="password"
                autoComplete="current-password"
                value={form.password}
                onChange={change("password")}
                aria-invalid={error?.field === "password" ? true : undefined}
              />
              <button
                type="button"
                className="icon-btn admin-login__toggle"
                aria-pressed={showPassword}
                aria-label={showPassword ? "Hide password" : "Show password"}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
              </button>
            </div>
          </div>
          <FlashMessage flash={error ? { kind: "error", text: error.message } : null} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? "Signing in..." : "Sign in"}
          </button>
        </form>
        {demo ? (
          <aside className="admin-login__hint" aria-label="Demo admin credentials">
            <ShieldCheck size={20} aria-hidden="true" />
            <div>
              <p className="admin-login__hint-title">Default admin credentials (local demo only)</p>
              <p>
                Email: <code>{demo.email}</code>
              </p>
              <p>Password: printed in the terminal where the shop was started (npm start).</p>
            </div>
          </aside>
        ) : null}
        <a className="admin-login__back" href="/">
          Back to the shop
        </a>
      </div>
    </main>
  );
}
