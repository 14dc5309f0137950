import { Save } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import type { ShippingZone } from "@shared/shipping/zones.js";
import { errorText } from "@/api/error-text.js";
import { FlashMessage, useFlash } from "@/admin/shared/Flash.js";
import { LoadErrorBanner } from "@/admin/shared/LoadErrorBanner.js";
import { PageHeader } from "@/admin/shared/PageHeader.js";
import { fetchSettings, saveSettings, type ShopSettings } from "./settings-api.js";
import { checkShippingForm, formFromSettings, requestFromForm, type SettingsFormErrors, type ShippingFormValues } from "./settings-form.js";
import { HolidaysSection } from "./HolidaysSection.js";
import { LATER_SECTIONS, SettingsSection, SHIPPING_FIELDS, type SettingName } from "./SettingsSection.js";
import { ShippingRatesTable, type RateSlab } from "./ShippingRatesTable.js";
import { WhatsAppTemplatesSection } from "@/admin/whatsapp/WhatsAppTemplatesSection.js";
import "./settings.css";

export const SETTINGS_SAVED = "Settings saved";

/** /admin/settings: what the owner tunes. Shipping first; later sections join as their own fieldsets. */
export default function SettingsPage() {
  const [settings, setSettings] = useState<ShopSettings | null>(null);
  const [values, setValues] = useState<ShippingFormValues | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [busy, setBusy] = useState(false);
  const { flash, show, clear } = useFlash();

  const load = useCallback(() => {
    setLoadError(null);
    fetchSettings()
      .then((read) => {
        setSettings(read);
        setValues(formFromSettings(read));
      })
      .catch((error: unknown) => setLoadError(errorText(error, "Could not load the settings.")));
  }, []);
  useEffect(load, [load]);

  function set(change: (values: ShippingFormValues) => ShippingFormValues) {
    setValues((current) => (current ? change(current) : current));
  }
  const rate = (zone: ShippingZone, slab: RateSlab, value: string) => set((current) => ({ ...current, rates: { ...current.rates, [zone]: { ...current.rates[zone], [slab]: value } } }));
  const field = (name: SettingName) => ({
    name,
    value: values?.[name] ?? "",
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values || !settings || busy) return;
    const found = checkShippingForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    clear();
    try {
      const saved = await saveSettings(requestFromForm(values, settings.version));
      setSettings(saved);
      setValues(formFromSettings(saved));
      show({ kind: "success", text: SETTINGS_SAVED });
    } catch (error) {
      show({ kind: "error", text: "Error saving settings", detail: errorText(error, "Please try again.") });
    }
    setBusy(false);
  }

  return (
    <section className="admin-page settings-page">
      <PageHeader title="Settings" count={settings?.updatedAt ? `Last saved by ${settings.updatedBy ?? "—"}` : "Defaults: not saved yet"} />
      <FlashMessage flash={flash} onClose={clear} />
      <LoadErrorBanner text={loadError} onRetry={load} />
      {values ? (
        <form className="settings-form" onSubmit={submit} noValidate>
          <SettingsSection title="Shipping" fields={SHIPPING_FIELDS} field={field}>
            <ShippingRatesTable rates={values.rates} errors={errors} onChange={rate} />
            <p className="fine-print">
              Within city: the same first three PIN digits. Within state: the same state. Metro to metro: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune.
              Special: the north-east, Jammu &amp; Kashmir, Ladakh and the islands.
            </p>
          </SettingsSection>
          {LATER_SECTIONS.map((section) => (
            <SettingsSection key={section.title} title={section.title} fields={section.fields} field={field} />
          ))}
          <HolidaysSection value={values.holidays} error={errors.holidays} onChange={(text) => set((current) => ({ ...current, holidays: text }))} />
          <div className="settings-actions">
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
              <Save size={18} aria-hidden="true" /> {busy ? "Saving…" : "Save settings"}
            </button>
          </div>
        </form>
      ) : loadError ? null : (
        <p className="admin-loading">Loading…</p>
      )}
      <WhatsAppTemplatesSection />
    </section>
  );
}
