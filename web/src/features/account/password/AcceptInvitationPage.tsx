import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { acceptInvitation } from "@/features/account/account-api.js";
import { AccountLayout } from "@/features/account/AccountLayout.js";
import { NewPasswordForm } from "./NewPasswordForm.js";
import "@/features/account/account.css";
import "./password.css";

/** /accept-invitation?token=…: the owner's invitation to the admin; the password chosen here, then the admin login. */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);

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
      <NewPasswordForm
        label="Password"
        submitLabel="Set password"
        failure="We could not set the password. Please try again."
        onSave={async (password) => setDone(await acceptInvitation(token, password))}
      />
    </AccountLayout>
  );
}
