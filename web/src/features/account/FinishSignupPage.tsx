import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { failureText } from "@/api/error-text.js";
import { useNotices } from "@/components/Notices.js";
import { useAuth } from "@/session/AuthProvider.js";
import { finishSignup } from "./account-api.js";
import { takeSignupReturn } from "@/session/signup-return.js";
import { AccountLayout } from "./AccountLayout.js";
import "./account.css";

/** Said as the link makes the account and signs her in (issue 22: no login to type). */
export const REGISTERED_MESSAGE = "Registration successful!";

/** /finish-signup?token=…: the link from the sign-up e-mail; the account is made as the page opens. */
export default function FinishSignupPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { signIn } = useAuth();
  const { notify } = useNotices();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development: the link works once.
    if (sent.current) return;
    sent.current = true;
    if (!token) return setFailure("This page needs the link from the e-mail we sent you.");
    finishSignup(token).then(
      (session) => {
        notify(REGISTERED_MESSAGE);
        // Back where she signed up from (her checkout), as a login from there would.
        signIn(session.token, session.user, takeSignupReturn());
      },
      (refusal: unknown) => setFailure(failureText(refusal, "We could not finish signing you up. Please try again.")),
    );
  }, [token, signIn, notify]);

  return (
    <AccountLayout title="Finish signing up" subtitle="Your account is made as this page opens.">
      {failure ? (
        <p className="account-error" role="alert">
          {failure}
        </p>
      ) : (
        <p className="account-notice" role="status">
          Making your account…
        </p>
      )}
      <p className="account-switch">
        <Link to="/login">Log in</Link> or <Link to="/register">sign up again</Link>
      </p>
    </AccountLayout>
  );
}
