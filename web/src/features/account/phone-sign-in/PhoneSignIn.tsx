import { useId, useState } from "react";
import { askForSignInCode, signInWithCode } from "@/features/account/phone-sign-in-api.js";
import { useAuth } from "@/session/AuthProvider.js";
import { PhoneCodeForm } from "./PhoneCodeForm.js";
import { SignUpStep } from "./SignUpStep.js";

interface PhoneSignInProps {
  returnTo: string | undefined;
  /** At checkout: "Continue as guest", with no account or password to make. */
  guest?: boolean;
}

/**
 * The login page's other way in (issue 44): a code to her mobile signs her in exactly as the
 * e-mail form does, and back to where she was going. A number with no account asks her name and
 * an e-mail for receipts and makes one with no password: this is also checking out as a guest.
 */
export function PhoneSignIn({ returnTo, guest = false }: PhoneSignInProps) {
  const { signIn } = useAuth();
  const titleId = useId();
  const [newNumber, setNewNumber] = useState<{ phone: string; signUpPass: string; message: string } | null>(null);
  return (
    <section className={guest ? "phone-sign-in phone-sign-in--guest" : "phone-sign-in"} aria-labelledby={titleId}>
      <h2 id={titleId}>{guest ? "Continue as guest" : "Sign in with a code to your mobile"}</h2>
      {guest && !newNumber && <p className="phone-sign-in__lead">No password needed. We send a code to your mobile, and your orders stay with your number.</p>}
      {newNumber ? (
        <SignUpStep {...newNumber} submitLabel={guest ? "Continue to checkout" : "Create my account"} done={(session) => signIn(session.token, session.user, returnTo)} />
      ) : (
        <PhoneCodeForm
          label={guest ? "Continue as guest" : "Sign in with a code"}
          askForCode={askForSignInCode}
          presentCode={async (phone, code) => {
            const answer = await signInWithCode(phone, code);
            if (answer.signedIn) signIn(answer.token, answer.user, returnTo);
            else setNewNumber({ phone, signUpPass: answer.signUpPass, message: answer.message });
          }}
          presentLabel={guest ? "Continue" : "Sign in"}
          presentingLabel={guest ? "Checking..." : "Signing in..."}
        />
      )}
    </section>
  );
}
