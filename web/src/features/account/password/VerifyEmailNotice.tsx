import { MailWarning } from "lucide-react";
import { useState } from "react";
import type { User } from "@shared/schemas/user.js";
import { failureText } from "@/api/error-text.js";
import { resendVerification } from "@/features/account/account-api.js";
import "./password.css";

/** At the top of the profile while her address is unverified: she can shop, and is told. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (user.emailVerified !== false) return null;

  async function resend() {
    setBusy(true);
    try {
      setSaid({ ok: true, text: await resendVerification() });
    } catch (failure) {
      setSaid({ ok: false, text: failureText(failure, "We could not send the link. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="verify-email" aria-label="Verify your e-mail address">
      <MailWarning size={20} aria-hidden="true" />
      <div>
        <p>
          Please verify your e-mail address: we sent a link to <strong>{user.email}</strong>. Until then your order e-mails may not reach you.
        </p>
        {said ? (
          <p className={said.ok ? "verify-email__said" : "account-error"} role={said.ok ? "status" : "alert"}>
            {said.text}
          </p>
        ) : (
          <button type="button" className="btn btn--outline" onClick={resend} disabled={busy}>
            {busy ? "Sending..." : "Send the link again"}
          </button>
        )}
      </div>
    </section>
  );
}
