import { useId } from "react";
import { askForSignInCode, signInWithCode } from "@/features/account/phone-sign-in-api.js";
import { useAuth } from "@/session/AuthProvider.js";
import { PhoneCodeForm } from "./PhoneCodeForm.js";

/**
 * The login page's other way in (issue 44): a code to the mobile she verified in her profile,
 * signing her in exactly as the e-mail form does, and back to where she was going.
 */
export function PhoneSignIn({ returnTo }: { returnTo: string | undefined }) {
  const { signIn } = useAuth();
  const titleId = useId();
  return (
    <section className="phone-sign-in" aria-labelledby={titleId}>
      <h2 id={titleId}>Sign in with a code to your mobile</h2>
      <PhoneCodeForm
        label="Sign in with a code"
        askForCode={askForSignInCode}
        presentCode={async (phone, code) => {
          const session = await signInWithCode(phone, code);
          signIn(session.token, session.user, returnTo);
        }}
        presentLabel="Sign in"
        presentingLabel="Signing in..."
      />
    </section>
  );
}
