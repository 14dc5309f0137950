import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { LoginRedirect } from "@/session/login-redirect.js";
import { resetPassword } from "@/features/account/account-api.js";
import { AccountLayout } from "@/features/account/AccountLayout.js";
import { NewPasswordForm } from "./NewPasswordForm.js";
import "@/features/account/account.css";
import "./password.css";

/** /reset-password?token=…: the link from the e-mail; on success, on to login. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();

  async function save(password: string) {
    const notice = await resetPassword(token, password);
    const state: LoginRedirect = { notice };
    navigate("/login", { replace: true, state });
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
      <NewPasswordForm label="New password" submitLabel="Save new password" failure="We could not change the password. Please try again." onSave={save} />
      <p className="account-switch">
        Link expired? <Link to="/forgot-password">Ask for a new one</Link>
      </p>
    </AccountLayout>
  );
}
