import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { User } from "@shared/schemas/user.js";
import { isStaffRole } from "@shared/staff-permissions.js";
import { failureText } from "@/api/error-text.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { useSending } from "@/components/ui/form/use-sending.js";
import { askForLinkCode, linkSignInPhone, unlinkSignInPhone } from "@/features/account/phone-sign-in-api.js";
import { useAuth } from "@/session/AuthProvider.js";
import { PhoneCodeForm } from "./PhoneCodeForm.js";
import { spacedMobile } from "./spaced-mobile.js";
import "./phone-sign-in.css";

const REMOVED = "Your mobile is removed. Sign in with your e-mail and password.";

/**
 * The profile's "Sign in with your mobile" (issue 44): the number she signs in with and Remove,
 * or, until she has one, a code to the number she wants to use. Staff sign in with a password only.
 */
export function SignInPhoneCard() {
  const { user, replaceUser } = useAuth();
  const client = useQueryClient();
  const titleId = useId();
  const [said, setSaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const removing = useSending();

  if (!user || isStaffRole(user.role)) return null;

  // The server's copy becomes the session's and the profile's at once, as after an edit.
  function changed(next: User, message: string) {
    replaceUser(next);
    client.setQueryData(["me", next._id], next);
    setSaid(message);
  }

  function remove() {
    setSaid(null);
    setFailure(null);
    void removing.send(
      async () => changed(await unlinkSignInPhone(), REMOVED),
      (error) => setFailure(failureText(error, "We could not remove your mobile. Please try again.")),
    );
  }

  return (
    <section className="profile-card sign-in-phone" aria-labelledby={titleId}>
      <h2 id={titleId}>Sign in with your mobile</h2>
      {said && (
        <p className="account-success" role="status">
          {said}
        </p>
      )}
      {user.signInPhone ? (
        <>
          <p className="sign-in-phone__now" id={`${titleId}-now`} data-testid="sign-in-phone">
            You can sign in with a code sent to <strong>{spacedMobile(user.signInPhone)}</strong>.
          </p>
          <FormAlert message={failure} />
          {/* Made with this number alone, the account has no other way in to keep: nothing to remove. */}
          {!user.phoneAccount && (
            <button type="button" className="btn btn--outline" onClick={remove} disabled={removing.sending} aria-describedby={`${titleId}-now`}>
              {removing.sending ? "Removing..." : "Remove"}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="muted sign-in-phone__now">Verify your mobile once, then sign in with a code sent to it on WhatsApp or by SMS: no password to remember.</p>
          <PhoneCodeForm
            label="Verify your mobile"
            initialPhone={user.phone ?? ""}
            askForCode={askForLinkCode}
            presentCode={async (phone, code) => {
              const linked = await linkSignInPhone(phone, code);
              changed(linked.user, linked.message);
            }}
            presentLabel="Verify number"
            presentingLabel="Verifying..."
          />
        </>
      )}
    </section>
  );
}
