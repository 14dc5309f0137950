import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { BRAND_NAME } from "@shared/catalogue.js";
import { loginFormSchema } from "@shared/schemas/account-forms.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import { errorText } from "@/api/error-text.js";
import { EmailField } from "@/components/ui/form/EmailField.js";
import { Form } from "@/components/ui/form/Form.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { clearSession, readSession, saveSession } from "@/session/session-store.js";
import { ADMIN_PATHS } from "@/admin/shared/admin-paths.js";
import { rememberPermissions } from "@/admin/shared/admin-permissions.js";
import { FlashMessage } from "@/admin/shared/Flash.js";
import { ADMIN_ONLY, adminLogin, fetchDemoAdmin } from "./admin-login-api.js";
import "./admin-login.css";

/** /admin-login: e-mail and password; the demo login is offered on the local stage only. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(loginFormSchema, { email: "", password: "" });
  const [showPassword, setShowPassword] = useState(false);
  // Offered only where the server names one (locally); a failed read offers none.
  const demo = useQuery({ queryKey: ["demo-admin"], queryFn: ({ signal }) => fetchDemoAdmin(signal) }).data ?? null;
  const [alreadyAdmin] = useState(() => isStaffRole(readSession()?.user.role));

  if (alreadyAdmin) return <Navigate to={ADMIN_PATHS.dashboard} replace />;

  const submit = form.submit(
    async ({ email, password }) => {
      // A shopper's session from this browser would otherwise turn a wrong password (401) into
      // a trip to the shopper's login page; whoever signs in here replaces it anyway.
      if (readSession()) clearSession();
      const session = await adminLogin(email, password);
      if (!isStaffRole(session.user?.role)) return form.setServerError(ADMIN_ONLY);
      rememberPermissions(session.permissions);
      saveSession({ token: session.token, user: session.user });
      navigate(ADMIN_PATHS.dashboard, { replace: true });
    },
    (failure) => errorText(failure, "Login failed"),
  );

  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <div className="admin-login__brand">
          <img src="/logo.svg" alt="" width="48" height="48" />
          <p className="eyebrow">{BRAND_NAME}</p>
        </div>
        <h1 className="admin-login__title">Admin Login</h1>
        <p className="muted admin-login__lead">Sign in to manage the shop's products, orders and payments.</p>
        <Form className="admin-form" onSubmit={submit} busy={form.busy}>
          <EmailField label="Email" autoComplete="username" {...form.field("email")} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.field("password")}
            shown={showPassword}
            onToggle={() => setShowPassword((shown) => !shown)}
          />
          <FlashMessage flash={form.message ? { kind: "error", text: form.message } : null} />
          <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
            {form.busy ? "Signing in..." : "Sign in"}
          </button>
        </Form>
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
