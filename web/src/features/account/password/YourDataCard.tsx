import { Download } from "lucide-react";
import { useState } from "react";
import { formatRupees } from "@shared/money.js";
import { closeAccountFormSchema, closeWithCodeFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { saveFile } from "@/api/save-file.js";
import { fetchStoreCredit } from "@/api/store-credit.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { clearSession } from "@/session/session-store.js";
import { useAuth } from "@/session/AuthProvider.js";
import { CloseCodeField } from "./CloseCodeField.js";
import { closeMyAccount, downloadMyData, storeCreditInRefusal, type KeptRecord } from "@/features/account/account-api.js";

/** The shopper's data rights in the profile: download what the shop holds, close the account. */
export function YourDataCard({ onClosed }: { onClosed(message: string, kept: KeptRecord[]): void }) {
  const [downloading, setDownloading] = useState<"json" | "html" | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  /** Her store credit (rupees) as the server last said; null until read. */
  const [credit, setCredit] = useState<number | null>(null);
  const [givingUp, setGivingUp] = useState(false);
  // An account made with a mobile alone has no password: a code sent to her number confirms (issue 44).
  const { user } = useAuth();
  const signInPhone = user?.phoneAccount ? user.signInPhone : undefined;
  const form = useSchemaForm(signInPhone ? closeWithCodeFormSchema : closeAccountFormSchema, { password: "" });
  const mustConfirm = credit !== null && credit > 0;

  async function download(format: "json" | "html") {
    setDownloading(format);
    setDownloadError(null);
    form.setServerError(null);
    try {
      saveFile(await downloadMyData(format));
    } catch (failure) {
      setDownloadError(failureText(failure, "We could not prepare your data. Please try again."));
    } finally {
      setDownloading(null);
    }
  }

  /** Opening the form reads what closing would give up, so the amount is named before she decides. */
  async function startClosing() {
    setClosing(true);
    setGivingUp(false);
    try {
      setCredit((await fetchStoreCredit(1)).balance);
    } catch {
      // Unknown for now: the server names it when she presses close, and the tick appears then.
      setCredit(0);
    }
  }

  const close = form.submit(
    async ({ password }) => {
      setDownloadError(null);
      try {
        const { message, kept } = await closeMyAccount(signInPhone ? { code: password } : { password }, mustConfirm && givingUp ? { balance: credit } : undefined);
        // Leave the profile first, as logging out does, then forget the session.
        onClosed(message, kept);
        clearSession();
      } catch (failure) {
        // A refusal names her credit as it is now: a new amount needs a new tick.
        const balance = storeCreditInRefusal(failure);
        if (balance !== undefined && balance !== credit) {
          setCredit(balance);
          setGivingUp(false);
        }
        throw failure;
      }
    },
    (failure) => failureText(failure, "We could not close your account. Please try again."),
  );

  function keepAccount() {
    setClosing(false);
    setGivingUp(false);
    form.reset();
    setDownloadError(null);
  }

  return (
    <section className="profile-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted">
        Download everything we hold about you, as a file (JSON) or a page to read (HTML), or close your account. Tax invoices are kept for 8 years as GST law requires, no longer linked to you.
      </p>
      <div className="button-row button-row--roomy your-data__actions">
        <button type="button" className="btn btn--outline" onClick={() => download("json")} disabled={downloading !== null}>
          <Download size={18} aria-hidden="true" /> {downloading === "json" ? "Preparing..." : "Download my data"}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => download("html")} disabled={downloading !== null}>
          <Download size={18} aria-hidden="true" /> {downloading === "html" ? "Preparing..." : "Readable page"}
        </button>
        {!closing && (
          <button type="button" className="btn btn--outline your-data__close" onClick={startClosing}>
            Close account
          </button>
        )}
      </div>
      {closing && (
        <Form className="account-form your-data__confirm" onSubmit={close} busy={form.busy}>
          <p>
            Closing your account erases your name, e-mail, phone, addresses, measurements, consents and back-in-stock alerts, and signs you out everywhere. Your reviews stay, signed &ldquo;A shopper&rdquo;. Orders, payments,
            returns and their tax invoices stay for 8 years without your details, as GST law requires. It cannot be undone.
          </p>
          {mustConfirm ? (
            <div className="your-data__credit" data-testid="close-credit">
              <p>
                <strong>You have {formatRupees(credit)} of store credit.</strong> Closing your account gives it up: it cannot be spent or paid out afterwards.
              </p>
              <label className="your-data__give-up">
                <input type="checkbox" checked={givingUp} onChange={(event) => setGivingUp(event.target.checked)} />
                <span>I give up my {formatRupees(credit)} of store credit</span>
              </label>
            </div>
          ) : null}
          {signInPhone ? (
            <CloseCodeField phone={signInPhone} field={form.field("password")} onCode={(code) => form.change("password", code)} onFailure={form.setServerError} />
          ) : (
            <PasswordField label="Your password" autoComplete="current-password" {...form.field("password")} name="close-password" shown={false} />
          )}
          <div className="button-row button-row--roomy your-data__actions">
            <button type="submit" className="btn btn--danger" disabled={form.busy || (mustConfirm && !givingUp)}>
              {form.busy ? "Closing..." : "Close my account"}
            </button>
            <button type="button" className="btn btn--outline" onClick={keepAccount} disabled={form.busy}>
              Keep my account
            </button>
          </div>
        </Form>
      )}
      <FormAlert message={form.message ?? downloadError} />
    </section>
  );
}
