import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { failureText } from "@/api/error-text.js";
import { useAuth } from "@/session/AuthProvider.js";
import { verifyEmailAddress } from "@/features/account/account-api.js";
import { AccountLayout } from "@/features/account/AccountLayout.js";
import "@/features/account/account.css";

/** /verify-email?token=…: the link from the welcome e-mail, verified as the page opens. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user, replaceUser } = useAuth();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    if (!token) return setOutcome({ ok: false, text: "This page needs the link from the e-mail we sent you." });
    verifyEmailAddress(token).then(
      (text) => setOutcome({ ok: true, text }),
      (failure: unknown) => setOutcome({ ok: false, text: failureText(failure, "We could not verify your address. Please try again.") }),
    );
  }, [token]);

  useEffect(() => {
    if (outcome?.ok && user && user.emailVerified === false) replaceUser({ ...user, emailVerified: true });
  }, [outcome, user, replaceUser]);

  return (
    <AccountLayout title="Verify your e-mail" subtitle="So that your order e-mails and invoices reach you.">
      {outcome ? (
        <p className={outcome.ok ? "account-notice" : "account-error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      ) : (
        <p className="account-notice" role="status">
          Verifying…
        </p>
      )}
      <p className="account-switch">
        <Link to={user ? "/profile" : "/login"}>{user ? "Go to your profile" : "Log in"}</Link>
      </p>
    </AccountLayout>
  );
}
