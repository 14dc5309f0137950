import { useState } from "react";
import { SIGN_IN_CODE_DIGITS } from "@shared/schemas/phone-sign-in.js";
import { failureText } from "@/api/error-text.js";
import { OneTimeCodeField } from "@/components/ui/form/OneTimeCodeField.js";
import { askForSignInCode } from "@/features/account/phone-sign-in-api.js";
import { spacedMobile } from "@/features/account/phone-sign-in/spaced-mobile.js";
import { useCountdown } from "@/features/account/phone-sign-in/use-countdown.js";

interface CloseCodeFieldProps {
  phone: string;
  field: { name: string; value: string; error?: string | undefined };
  onCode(code: string): void;
  onFailure(message: string): void;
}

/** Closing an account made with a mobile alone: a code sent to her number stands for the password. */
export function CloseCodeField({ phone, field, onCode, onFailure }: CloseCodeFieldProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const countdown = useCountdown();
  async function send() {
    setSending(true);
    try {
      countdown.start((await askForSignInCode(phone, "whatsapp")).resendAfterSeconds);
      setSent(true);
    } catch (failure) {
      onFailure(failureText(failure, "We could not send a code. Please try again."));
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="close-code">
      <p className="muted" role="status">
        {sent ? `We sent a code to ${spacedMobile(phone)}.` : `To confirm, we send a code to ${spacedMobile(phone)}.`}
      </p>
      <button type="button" className="btn btn--outline" onClick={send} disabled={sending || countdown.secondsLeft > 0}>
        {sending ? "Sending..." : countdown.secondsLeft > 0 ? `Send again in ${countdown.secondsLeft} s` : sent ? "Send again" : "Send a code"}
      </button>
      <OneTimeCodeField label={`${SIGN_IN_CODE_DIGITS}-digit code`} digits={SIGN_IN_CODE_DIGITS} {...field} name="close-code" onCode={onCode} />
    </div>
  );
}
