import { SIGN_IN_CODE_DIGITS, signInCodeSchema } from "@shared/schemas/phone-sign-in.js";
import { failureText } from "@/api/error-text.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { OneTimeCodeField } from "@/components/ui/form/OneTimeCodeField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { useSending } from "@/components/ui/form/use-sending.js";
import { CHANNEL_WORDS, spacedMobile } from "./spaced-mobile.js";
import type { SentCode } from "./sent-code.js";

const codeSchema = signInCodeSchema.pick({ code: true });

interface CodeStepProps {
  label: string;
  sent: SentCode;
  /** Seconds before another code may be asked for (0: now). */
  secondsLeft: number;
  /** The second step's button and its words while it works: "Sign in", "Signing in...". */
  presentLabel: string;
  presentingLabel: string;
  /** Presents the code; a refusal is shown in the server's words ("That code is not right. 2 tries left."). */
  present(code: string): Promise<void>;
  /** Another code, the same way as the last. */
  resend(): Promise<void>;
  changeNumber(): void;
}

/** The second step: where the code went, the code, and another code once the wait is over. */
export function CodeStep({ label, sent, secondsLeft, presentLabel, presentingLabel, present, resend, changeNumber }: CodeStepProps) {
  const form = useSchemaForm(codeSchema, { code: "" });
  const resending = useSending();
  const submit = form.submit(
    ({ code }) => present(code),
    (failure) => failureText(failure, "We could not check the code. Please try again."),
  );

  function sendAgain() {
    form.reset({ code: "" });
    void resending.send(resend, (failure) => form.setServerError(failureText(failure, "We could not send a code. Please try again.")));
  }

  const busy = form.busy || resending.sending;
  const { onChange: _typed, ...codeField } = form.field("code");
  return (
    <Form className="phone-code" onSubmit={submit} busy={busy} aria-label={label}>
      <p className="phone-code__sent" role="status">
        We sent {sent.again ? "a new code" : "a code"} to <strong>{spacedMobile(sent.phone)}</strong> {CHANNEL_WORDS[sent.channel]}. It works for {sent.validForMinutes} minutes.
      </p>
      <OneTimeCodeField label={`${SIGN_IN_CODE_DIGITS}-digit code`} digits={SIGN_IN_CODE_DIGITS} autoFocus {...codeField} onCode={(code) => form.change("code", code)} />
      <FormAlert message={form.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {form.busy ? presentingLabel : presentLabel}
      </button>
      <div className="phone-code__again">
        <button type="button" className="btn btn--outline" onClick={sendAgain} disabled={busy || secondsLeft > 0}>
          {resending.sending ? "Sending..." : secondsLeft > 0 ? `Send again in ${secondsLeft} s` : "Send again"}
        </button>
        <button type="button" className="btn btn--ghost" onClick={changeNumber} disabled={busy}>
          Change number
        </button>
      </div>
    </Form>
  );
}
