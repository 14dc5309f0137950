import { Download } from "lucide-react";
import { useState } from "react";
import { closeAccountFormSchema } from "@shared/schemas/account-forms.js";
import { failureText } from "@/api/error-text.js";
import { saveFile } from "@/api/save-file.js";
import { Form } from "@/components/ui/form/Form.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { PasswordField } from "@/components/ui/form/PasswordField.js";
import { useSchemaForm } from "@/components/ui/form/use-schema-form.js";
import { clearSession } from "@/session/session-store.js";
import { closeMyAccount, downloadMyData } from "../account-api.js";

/** The shopper's data rights in the profile: download what the shop holds, close the account. */
export function YourDataCard({ onClosed }: { onClosed(message: string): void }) {
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const form = useSchemaForm(closeAccountFormSchema, { password: "" });

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    form.setServerError(null);
    try {
      saveFile(await downloadMyData());
    } catch (failure) {
      setDownloadError(failureText(failure, "We could not prepare your data. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  const close = form.submit(
    async ({ password }) => {
      setDownloadError(null);
      const message = await closeMyAccount(password);
      // Leave the profile first, as logging out does, then forget the session.
      onClosed(message);
      clearSession();
    },
    (failure) => failureText(failure, "We could not close your account. Please try again."),
  );

  function keepAccount() {
    setClosing(false);
    form.reset();
    setDownloadError(null);
  }

  return (
    <section className="profile-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted">Download everything we hold about you, or close your account. Tax invoices are kept for 8 years as GST law requires, no longer linked to you.</p>
      <div className="button-row button-row--roomy your-data__actions">
        <button type="button" className="btn btn--outline" onClick={download} disabled={downloading}>
          <Download size={18} aria-hidden="true" /> {downloading ? "Preparing..." : "Download my data"}
        </button>
        {!closing && (
          <button type="button" className="btn btn--outline your-data__close" onClick={() => setClosing(true)}>
            Close account
          </button>
        )}
      </div>
      {closing && (
        <Form className="account-form your-data__confirm" onSubmit={close} busy={form.busy}>
          <p>Closing your account erases your name, e-mail, phone and addresses and signs you out everywhere. It cannot be undone.</p>
          <PasswordField label="Your password" autoComplete="current-password" {...form.field("password")} name="close-password" shown={false} />
          <div className="button-row button-row--roomy your-data__actions">
            <button type="submit" className="btn btn--danger" disabled={form.busy}>
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
