import { useEffect, useState } from "react";
import { Link, Navigate, useLocation } from "react-router-dom";
import { loginFormSchema } from "@shared/schemas/account-forms.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import { failureText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { SESSION_EXPIRED_NOTICE, useAuth } from "@/session/AuthProvider.js";
import { readLoginRedirect } from "@/session/login-redirect.js";
import { forgetSessionEnded, readSession, sessionEndedByServer } from "@/session/session-store.js";
import { logIn } from "./account-api.js";
import { AccountLayout } from "./AccountLayout.js";
import { PhoneSignIn } from "./phone-sign-in/PhoneSignIn.js";
import { LOGIN_TO_CHECKOUT_NOTICE } from "@/session/login-to-checkout.js";
import "./account.css";
import "./password/password.css";

export default function LoginPage() {
  const { user, signIn } = useAuth();
  const location = useLocation();
  const redirect = readLoginRedirect(location.state);
  const form = useSchemaForm(loginFormSchema, { email: redirect.email ?? "", password: "" });
  const [showPassword, setShowPassword] = useState(false);
  // Whoever arrives here already signed in moves on; one who has just signed in is being moved by signIn.
  // The stored session decides, not only React's copy: a 401 clears the store at once but the
  // context's user a moment later, and a shopper sent here by it must not be sent back.
  const [arrivedSignedIn] = useState(() => user !== null && readSession() !== null);
  // An ended session says so, whichever of the shop's redirects brought her here first.
  const [sessionEnded] = useState(() => readSession() === null && sessionEndedByServer());
  useEffect(forgetSessionEnded, []);
  const notice = sessionEnded ? SESSION_EXPIRED_NOTICE : redirect.notice;
  // Sent here by "Checkout": she may carry on as a guest, with her mobile and no password (issue 44).
  const fromCheckout = redirect.notice === LOGIN_TO_CHECKOUT_NOTICE;

  if (arrivedSignedIn && user) return <Navigate to={isStaffRole(user.role) ? "/admin" : redirect.from ?? "/"} replace />;

  const submit = form.submit(
    async (credentials) => {
      const session = await logIn(credentials);
      // A password below today's rules: on to the profile's "Change password" first.
      signIn(session.token, session.user, session.passwordChangeRequired ? "/profile?password=weak#change-password" : redirect.from);
    },
    (failure) => failureText(failure, "Login failed. Please check your credentials."),
  );

  return (
    <AccountLayout title="Login" subtitle="Welcome back to Rangrez. Log in to check out and follow your orders.">
      {notice && (
        <p className="account-notice" role="status">
          {notice}
        </p>
      )}
      {!sessionEnded && redirect.kept && redirect.kept.length > 0 && (
        <section className="account-kept" aria-labelledby="account-kept-title" data-testid="kept-after-closing">
          <h2 id="account-kept-title">What we keep, and why</h2>
          <ul>
            {keptTogether(redirect.kept).map((entry) => (
              <li key={entry.what}>
                <strong>
                  {entry.what}: {entry.keptFor}.
                </strong>{" "}
                {entry.why}
              </li>
            ))}
          </ul>
        </section>
      )}
      {fromCheckout && <PhoneSignIn returnTo={redirect.from} guest />}
      <Form className="account-form" onSubmit={submit} busy={form.busy}>
        <EmailField label="Email" {...form.field("email")} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field("password")}
          shown={showPassword}
          onToggle={() => setShowPassword(!showPassword)}
        />
        <Link className="account-forgot" to="/forgot-password">
          Forgot password?
        </Link>
        <FormAlert message={form.message} />
        <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
          {form.busy ? "Logging in..." : "Login"}
        </button>
      </Form>
      {!fromCheckout && <PhoneSignIn returnTo={redirect.from} />}
      <p className="account-switch">
        New to Rangrez?{" "}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </p>
    </AccountLayout>
  );
}

/** Kinds kept for one reason and as long read as one line: "Orders, Payments, Returns: 8 years." (titles may hold an "and" themselves). */
function keptTogether(kept: ReadonlyArray<{ what: string; why: string; keptFor: string }>) {
  const groups = new Map<string, { whats: string[]; why: string; keptFor: string }>();
  for (const entry of kept) {
    const key = `${entry.keptFor}|${entry.why}`;
    const group = groups.get(key) ?? { whats: [], why: entry.why, keptFor: entry.keptFor };
    group.whats.push(entry.what);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ whats, why, keptFor }) => ({ what: whats.join(", "), why, keptFor }));
}
