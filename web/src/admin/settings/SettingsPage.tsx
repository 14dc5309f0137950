import { Save } from "lucide-react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { SHIPPING_ZONES, ZONE_LABELS, type ShippingZone } from "@shared/shipping/zones.js";
import { errorText } from "../../api/error-text.js";
import { Field } from "@/components/ui/form/Field.js";
import { FlashMessage, useFlash } from "../shared/Flash.js";
import { LoadErrorBanner } from "../shared/LoadErrorBanner.js";
import { PageHeader } from "../shared/PageHeader.js";
import { fetchSettings, saveSettings, type ShopSettings } from "./settings-api.js";
import { checkShippingForm, formFromSettings, requestFromForm, type SettingsFormErrors, type ShippingFormValues } from "./settings-form.js";
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
  const rate = (zone: ShippingZone, slab: "firstSlab" | "extraSlab") => (event: { target: { value: string } }) =>
    set((current) => ({ ...current, rates: { ...current.rates, [zone]: { ...current.rates[zone], [slab]: event.target.value } } }));

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
          <fieldset className="admin-section settings-section">
            <legend className="admin-section__title">Shipping</legend>
            <div className="settings-grid">
              <Field
                label="Pickup PIN code"
                name="pickupPincode"
                inputMode="numeric"
                maxLength={6}
                value={values.pickupPincode}
                error={errors.pickupPincode}
                hint="Where the courier collects parcels: every charge's zone starts here."
                onChange={(event) => set((current) => ({ ...current, pickupPincode: event.target.value }))}
              />
              <Field
                label="Processing days"
                name="processingDays"
                inputMode="numeric"
                value={values.processingDays}
                error={errors.processingDays}
                hint="Working days (Monday to Saturday) before a paid order leaves."
                onChange={(event) => set((current) => ({ ...current, processingDays: event.target.value }))}
              />
              <Field
                label="Free shipping from (₹)"
                name="freeShippingThreshold"
                inputMode="decimal"
                value={values.freeShippingThreshold}
                error={errors.freeShippingThreshold}
                hint="Orders whose pieces cost this much ship free. Blank: never free."
                onChange={(event) => set((current) => ({ ...current, freeShippingThreshold: event.target.value }))}
              />
            </div>
            <table className="settings-rates">
              <caption>Rates by zone, in rupees</caption>
              <thead>
                <tr>
                  <th scope="col">Zone</th>
                  <th scope="col">First 500 g</th>
                  <th scope="col">Each further 500 g</th>
                </tr>
              </thead>
              <tbody>
                {SHIPPING_ZONES.map((zone) => (
                  <tr key={zone}>
                    <th scope="row">{ZONE_LABELS[zone]}</th>
                    {(["firstSlab", "extraSlab"] as const).map((slab) => (
                      <td key={slab} data-label={slab === "firstSlab" ? "First 500 g" : "Each further 500 g"}>
                        <input
                          className="input"
                          name={`rates.${zone}.${slab}`}
                          inputMode="decimal"
                          aria-label={`${ZONE_LABELS[zone]}: ${slab === "firstSlab" ? "first 500 g" : "each further 500 g"} (₹)`}
                          aria-invalid={errors[`rates.${zone}.${slab}`] ? true : undefined}
                          value={values.rates[zone][slab]}
                          onChange={rate(zone, slab)}
                        />
                        {errors[`rates.${zone}.${slab}`] ? <p className="field__error">{errors[`rates.${zone}.${slab}`]}</p> : null}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="settings-note">
              Within city: the same first three PIN digits. Within state: the same state. Metro to metro: Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune.
              Special: the north-east, Jammu &amp; Kashmir, Ladakh and the islands.
            </p>
          </fieldset>
          <fieldset className="admin-section settings-section">
            <legend className="admin-section__title">Cancellation by the shopper</legend>
            <div className="settings-grid">
              <Field
                label="Cancellation window (hours)"
                name="cancelWindowHours"
                inputMode="numeric"
                value={values.cancelWindowHours}
                error={errors.cancelWindowHours}
                hint="From payment; My Orders offers “Cancel order” until then, if the parcel has not left."
                onChange={(event) => set((current) => ({ ...current, cancelWindowHours: event.target.value }))}
              />
              <Field
                label="Transaction fee (%)"
                name="cancelFeePercent"
                inputMode="decimal"
                value={values.cancelFeePercent}
                error={errors.cancelFeePercent}
                hint="Kept from the refund when the shopper cancels. Never taken when the shop cancels."
                onChange={(event) => set((current) => ({ ...current, cancelFeePercent: event.target.value }))}
              />
            </div>
          </fieldset>
          <fieldset className="admin-section settings-section">
            <legend className="admin-section__title">Returns</legend>
            <div className="settings-grid">
              <Field
                label="Return window (days)"
                name="returnWindowDays"
                inputMode="numeric"
                value={values.returnWindowDays}
                error={errors.returnWindowDays}
                hint="Days after delivery a shopper may ask for a return or a size exchange."
                onChange={(event) => set((current) => ({ ...current, returnWindowDays: event.target.value }))}
              />
            </div>
          </fieldset>
          <fieldset className="admin-section settings-section">
            <legend className="admin-section__title">Store credit</legend>
            <div className="settings-grid">
              <Field
                label="Store credit expires after (months)"
                name="storeCreditExpiryMonths"
                inputMode="numeric"
                value={values.storeCreditExpiryMonths}
                error={errors.storeCreditExpiryMonths}
                hint="Blank: store credit does not expire. A term is stated wherever shoppers see their credit and counts from when each credit was given, credit given before it was set too."
                onChange={(event) => set((current) => ({ ...current, storeCreditExpiryMonths: event.target.value }))}
              />
            </div>
          </fieldset>
          <fieldset className="admin-section settings-section">
            <legend className="admin-section__title">Reviews</legend>
            <div className="settings-grid">
              <Field
                label="Ask for a review after (days)"
                name="reviewRequestDays"
                inputMode="numeric"
                value={values.reviewRequestDays}
                error={errors.reviewRequestDays}
                hint="Days after delivery each order's shopper gets one e-mail asking for a review, linking to the form. 0: no e-mail."
                onChange={(event) => set((current) => ({ ...current, reviewRequestDays: event.target.value }))}
              />
            </div>
          </fieldset>
          <div className="settings-actions">
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
              <Save size={18} aria-hidden="true" /> {busy ? "Saving…" : "Save settings"}
            </button>
          </div>
        </form>
      ) : loadError ? null : (
        <p className="admin-loading">Loading…</p>
      )}
    </section>
  );
}
