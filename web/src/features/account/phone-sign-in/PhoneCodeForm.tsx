import { useState } from "react";
import type { CodeChannel } from "@shared/schemas/phone-sign-in.js";
import type { CodeOnItsWay } from "@/features/account/phone-sign-in-api.js";
import { CodeStep } from "./CodeStep.js";
import { MobileStep } from "./MobileStep.js";
import type { SentCode } from "./sent-code.js";
import { useCountdown } from "./use-countdown.js";
import "./phone-sign-in.css";

interface PhoneCodeFormProps {
  /** Names both steps' forms for a screen reader ("Sign in with a code", "Verify your mobile"). */
  label: string;
  /** Her profile's number, to start from. */
  initialPhone?: string;
  askForCode(phone: string, channel: CodeChannel): Promise<CodeOnItsWay>;
  /** Presents the code she received; resolves once it did its work (signed in, number verified). */
  presentCode(phone: string, code: string): Promise<void>;
  presentLabel: string;
  presentingLabel: string;
}

/**
 * A one-time code to a mobile, in two steps (issue 44): the number and how to send the code,
 * then the code. The sign-in on the login page and the verifying in the profile both use it.
 */
export function PhoneCodeForm({ label, initialPhone = "", askForCode, presentCode, presentLabel, presentingLabel }: PhoneCodeFormProps) {
  const [sent, setSent] = useState<SentCode | null>(null);
  // The number she is changing, to start from when she comes back to step one.
  const [changing, setChanging] = useState<string | null>(null);
  const countdown = useCountdown();

  async function ask(phone: string, channel: CodeChannel, again: boolean) {
    const answer = await askForCode(phone, channel);
    countdown.start(answer.resendAfterSeconds);
    setSent({ phone, channel, validForMinutes: answer.validForMinutes, again });
  }

  if (!sent) {
    return <MobileStep label={label} initialPhone={changing ?? initialPhone} focus={changing !== null} send={(phone, channel) => ask(phone, channel, false)} />;
  }
  return (
    <CodeStep
      label={label}
      sent={sent}
      secondsLeft={countdown.secondsLeft}
      presentLabel={presentLabel}
      presentingLabel={presentingLabel}
      present={(code) => presentCode(sent.phone, code)}
      resend={() => ask(sent.phone, sent.channel, true)}
      changeNumber={() => {
        setChanging(sent.phone);
        setSent(null);
      }}
    />
  );
}
