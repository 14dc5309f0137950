import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { INVALID_PHONE_MESSAGE, normaliseIndianMobile } from "@shared/schemas/contact-rules.js";
import { failureText } from "@/api/error-text.js";
import { fetchWhatsAppConsent, saveWhatsAppConsent, type WhatsAppConsent } from "@/api/whatsapp.js";
import { Field } from "@/components/ui/form/Field.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { useAuth } from "@/session/AuthProvider.js";
import "@/components/ui/form/forms.css";
import "./whatsapp-updates.css";

const KEY = ["whatsapp-consent"];
const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "hi", label: "हिन्दी" },
] as const;

type Draft = Pick<WhatsAppConsent, "orderUpdates" | "offers" | "language"> & { phone: string };

const draftOf = (consent: WhatsAppConsent, profilePhone: string | undefined): Draft => ({
  phone: consent.phone ?? profilePhone ?? "",
  orderUpdates: consent.orderUpdates,
  offers: consent.offers,
  language: consent.language,
});

/** What she said yes to, in a line: shown under the heading so the saved state reads at a glance. */
function savedWords(consent: WhatsAppConsent): string {
  if (!consent.orderUpdates && !consent.offers) return "You get no WhatsApp messages from us.";
  const what = [consent.orderUpdates ? "order updates" : "", consent.offers ? "offers" : ""].filter(Boolean).join(" and ");
  // One unbroken number: a phone's narrow card must not split it.
  const phone = consent.phone ? `+91\u00a0${consent.phone.slice(0, 5)}\u00a0${consent.phone.slice(5)}` : "your number";
  return `You get ${what} on WhatsApp at ${phone}.`;
}

/**
 * The profile's "WhatsApp updates" (issue 44): her mobile and two separate boxes, never ticked for
 * her, each beside the server's own words (the words it records with her choice). Withdrawing is
 * one untick and Save. Nothing shows when the shop has no WhatsApp number.
 */
export function WhatsAppUpdates() {
  const { user } = useAuth();
  const client = useQueryClient();
  const ids = useId();
  const consent = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchWhatsAppConsent(signal) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [said, setSaid] = useState<string | null>(null);
  // The form starts from what was saved (and from her profile's phone when none was given).
  useEffect(() => {
    if (consent.data && draft === null) setDraft(draftOf(consent.data, user?.phone || undefined));
  }, [consent.data, draft, user?.phone]);
  const saving = useMutation({
    mutationFn: saveWhatsAppConsent,
    onSuccess: ({ consent: saved, message }) => {
      client.setQueryData(KEY, saved);
      setDraft(draftOf(saved, undefined));
      setSaid(message);
    },
  });

  if (!consent.data?.available || !draft) return null;
  const { wording } = consent.data;
  const change = (next: Partial<Draft>) => {
    setSaid(null);
    setDraft({ ...draft, ...next });
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || saving.isPending) return;
    if (!normaliseIndianMobile(draft.phone)) {
      setPhoneError(INVALID_PHONE_MESSAGE);
      return;
    }
    setPhoneError(undefined);
    saving.mutate({ ...draft, channel: "account" });
  }

  return (
    <section className="profile-card whatsapp-updates" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>WhatsApp updates</h2>
      <p className="muted whatsapp-updates__now" data-testid="whatsapp-saved">
        {savedWords(consent.data)}
      </p>
      <form className="whatsapp-updates__form" onSubmit={save} noValidate aria-label="WhatsApp updates" aria-busy={saving.isPending}>
        <Field label="WhatsApp mobile number" name="whatsapp-phone" type="tel" autoComplete="tel" inputMode="tel" value={draft.phone} error={phoneError} onChange={(event) => change({ phone: event.target.value })} />
        <label className="whatsapp-updates__check">
          <input className="touch-check" type="checkbox" checked={draft.orderUpdates} onChange={(event) => change({ orderUpdates: event.target.checked })} />
          <span>{wording.orderUpdates}</span>
        </label>
        <label className="whatsapp-updates__check">
          <input className="touch-check" type="checkbox" checked={draft.offers} onChange={(event) => change({ offers: event.target.checked })} />
          <span>{wording.offers}</span>
        </label>
        <fieldset className="whatsapp-updates__languages">
          <legend>Message language</legend>
          {LANGUAGES.map(({ value, label }) => (
            <label key={value} className="whatsapp-updates__language" lang={value}>
              <input className="touch-check" type="radio" name="whatsapp-language" value={value} checked={draft.language === value} onChange={() => change({ language: value })} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <FormAlert message={saving.isError ? failureText(saving.error, "Could not save your WhatsApp choices. Please try again.") : null} />
        {said ? (
          <p className="account-success" role="status">
            {said}
          </p>
        ) : null}
        <div className="profile-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving.isPending}>
            {saving.isPending ? "Saving..." : "Save WhatsApp choices"}
          </button>
        </div>
      </form>
    </section>
  );
}
