import { useState, type FormEvent } from "react";
import { INVALID_PHONE_MESSAGE, normaliseIndianMobile } from "@shared/schemas/contact-rules.js";
import { errorText } from "@/api/error-text.js";
import { sendWhatsAppTest } from "@/api/whatsapp.js";
import { Field } from "@/components/ui/form/Field.js";

/** "Send test" on one template row: her own number, then the server's answer (or Meta's refusal) in its words. */
export function SendTestForm({ name, language, label, onClose }: { name: string; language: "en" | "hi"; label: string; onClose(): void }) {
  const [phone, setPhone] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!normaliseIndianMobile(phone)) {
      setAnswer({ text: INVALID_PHONE_MESSAGE, failed: true });
      return;
    }
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ text: await sendWhatsAppTest(name, phone, language), failed: false });
    } catch (error) {
      setAnswer({ text: errorText(error, "The test message could not be sent."), failed: true });
    }
    setBusy(false);
  }

  return (
    <form className="whatsapp-test" onSubmit={send} noValidate aria-label={`Send a test of ${label}`} aria-busy={busy}>
      <Field label="Your WhatsApp number" name="test-phone" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} autoFocus />
      <div className="whatsapp-test__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {busy ? "Sending…" : "Send"}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onClose}>
          Close
        </button>
      </div>
      {answer ? (
        <p className={answer.failed ? "account-error" : "account-success"} role={answer.failed ? "alert" : "status"}>
          {answer.text}
        </p>
      ) : null}
    </form>
  );
}
