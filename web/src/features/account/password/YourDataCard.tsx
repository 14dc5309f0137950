import { Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { failureText } from "@/api/error-text.js";
import { saveFile } from "@/api/save-file.js";
import { Field } from "@/components/ui/form/Field.js";
import { clearSession } from "@/session/session-store.js";
import { closeMyAccount, downloadMyData } from "../account-api.js";

/** The shopper's data rights in the profile: download what the shop holds, close the account. */
export function YourDataCard({ onClosed }: { onClosed(message: string): void }) {
  const [downloading, setDownloading] = useState(false);
  const [closing, setClosing] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await downloadMyData());
    } catch (failure) {
      setError(failureText(failure, "We could not prepare your data. Please try again."));
    } finally {
      setDownloading(false);
    }
  }

  async function close(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError("Password is required to close your account");
    setBusy(true);
    setError(null);
    try {
      const message = await closeMyAccount(password);
      // Leave the profile first, as logging out does, then forget the session.
      onClosed(message);
      clearSession();
    } catch (failure) {
      setError(failureText(failure, "We could not close your account. Please try again."));
      setBusy(false);
    }
  }

  return (
    <section className="profile-card your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p className="muted">Download everything we hold about you, or close your account. Tax invoices are kept for 8 years as GST law requires, no longer linked to you.</p>
      <div className="your-data__actions">
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
        <form className="account-form your-data__confirm" onSubmit={close} noValidate aria-busy={busy}>
          <p>Closing your account erases your name, e-mail, phone and addresses and signs you out everywhere. It cannot be undone.</p>
          <Field label="Your password" type="password" name="close-password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <div className="your-data__actions">
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {busy ? "Closing..." : "Close my account"}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => (setClosing(false), setPassword(""), setError(null))} disabled={busy}>
              Keep my account
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
