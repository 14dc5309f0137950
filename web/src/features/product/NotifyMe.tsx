import { BellRing } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { askBackInStock } from "@/api/back-in-stock.js";
import { failureText } from "@/api/error-text.js";
import { useAuth } from "@/session/AuthProvider.js";
import "./notify-me.css";
import { Options } from "@/components/ui/form/Options.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/**
 * "Notify me" under the sizes when some are sold out (issue 27): the shopper picks a sold-out
 * size; signed in, her account's address is used, otherwise she types one and confirms it by e-mail.
 */
export function NotifyMe({ productId, soldOutSizes, preferred }: { productId: string; soldOutSizes: readonly string[]; preferred?: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(() => (preferred && soldOutSizes.includes(preferred) ? preferred : (soldOutSizes[0] ?? "")));
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const sizeId = useId();
  const emailId = useId();
  if (soldOutSizes.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await askBackInStock(productId, size, user ? undefined : email.trim());
      setOutcome({ ok: true, text: answer.message });
    } catch (failure) {
      setOutcome({ ok: false, text: failureText(failure, "We could not save your request. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="btn btn--outline notify-me__open" onClick={() => setOpen(true)}>
        <BellRing size={18} aria-hidden="true" /> Notify me when {soldOutSizes.length === 1 ? `size ${soldOutSizes[0]}` : "a size"} is back
      </button>
    );
  }
  return (
    <form className="notify-me" onSubmit={(event) => void submit(event)} aria-label="Notify me when a size is back">
      <p className="notify-me__lead">We will e-mail you once when the size is back in stock.</p>
      <div className="notify-me__fields">
        <LabelledField id={sizeId} label="Sold-out size">
          <select id={sizeId} className="select" value={size} onChange={(event) => setSize(event.target.value)}>
            <Options values={soldOutSizes} />
          </select>
        </LabelledField>
        {user ? null : (
          <LabelledField id={emailId} label="Your e-mail">
            <input id={emailId} className="input" type="email" inputMode="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </LabelledField>
        )}
      </div>
      {user ? <p className="notify-me__who muted">We will write to {user.email}.</p> : null}
      <button type="submit" className="btn btn--primary notify-me__submit" disabled={busy}>
        <BellRing size={18} aria-hidden="true" /> Notify me
      </button>
      {outcome ? (
        <p className={outcome.ok ? "notify-me__done" : "notify-me__error"} role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
