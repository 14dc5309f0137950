import { useState } from "react";
import { signInCodeRequestSchema, type CodeChannel } from "@shared/schemas/phone-sign-in.js";
import { failureText } from "@/api/error-text.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { MobileField } from "@/components/ui/form/MobileField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";

// Only the number is checked here; the channel is the button she pressed.
const mobileSchema = signInCodeRequestSchema.pick({ phone: true });

interface MobileStepProps {
  /** Names the form for a screen reader. */
  label: string;
  /** The number to start from: her profile's, or the one she is changing. */
  initialPhone: string;
  /** Asks for the code: the 10 digits, and how to send them. */
  send(phone: string, channel: CodeChannel): Promise<void>;
  /** Back from "Change number": the field takes the focus again. */
  focus: boolean;
}

/** The first step: her mobile, and the code sent on WhatsApp or, if she prefers, by SMS. */
export function MobileStep({ label, initialPhone, send, focus }: MobileStepProps) {
  const form = useSchemaForm(mobileSchema, { phone: initialPhone });
  const [asking, setAsking] = useState<CodeChannel>("whatsapp");
  const sendBy = (channel: CodeChannel) =>
    form.submit(
      async (checked) => {
        setAsking(channel);
        await send(checked.phone, channel);
      },
      (failure) => failureText(failure, "We could not send a code. Please try again."),
    );

  return (
    <Form className="phone-code" onSubmit={sendBy("whatsapp")} busy={form.busy} aria-label={label}>
      <MobileField label="Mobile number" autoFocus={focus} {...form.field("phone")} />
      <FormAlert message={form.message} />
      <button type="submit" className="btn btn--primary btn--block" disabled={form.busy}>
        {form.busy && asking === "whatsapp" ? "Sending..." : "Send code on WhatsApp"}
      </button>
      <button type="button" className="phone-code__other-way" onClick={sendBy("sms")} disabled={form.busy}>
        {form.busy && asking === "sms" ? "Sending..." : "Send by SMS instead"}
      </button>
    </Form>
  );
}
