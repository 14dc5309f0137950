import { Ruler, ShoppingBag } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router-dom";
import { formatRupees, sumPaise, toRupees } from "@shared/money.js";
import { customSizeOf, leadTimeOf, priceCustomPiece, shipsInText, type ChosenOption } from "@shared/made-to-measure/custom-options.js";
import { CUSTOM_ACKNOWLEDGEMENT } from "@shared/schemas/checkout.js";
import type { Product } from "@shared/schemas/product-record.js";
import { fetchMeasurements, type MeasurementProfile } from "@/api/measurements.js";
import { productId } from "@/lib/product-id.js";
import { useAuth } from "@/session/AuthProvider.js";
import type { CartCustom } from "@/stores/cart/cart-state.js";
import "./custom-fit.css";
import { FormAlert } from "@/components/ui/form/FormAlert.js";
import { Options } from "@/components/ui/form/Options.js";
import { LabelledField } from "@/components/ui/form/LabelledField.js";

/**
 * The product page's "Custom fit" (issue 26): the stitching options, none ticked until she ticks
 * them (the Dark Patterns Guidelines forbid pre-ticked extras), the price with what she chose, the
 * lead time, her measurements and the tick that custom pieces cannot be returned.
 */
export function CustomFitPanel({ product, onAdd }: { product: Product; onAdd: (size: string, custom: CartCustom) => void }) {
  const formId = useId();
  const { user } = useAuth();
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [profiles, setProfiles] = useState<MeasurementProfile[] | null>(null);
  const [profileId, setProfileId] = useState("");
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const options = product.customOptions ?? [];
  const id = productId(product);
  const lead = leadTimeOf(product);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    fetchMeasurements(controller.signal)
      .then((list) => {
        setProfiles(list);
        // One profile is the obvious one; with several she chooses.
        if (list.length === 1) setProfileId(list[0]!.id);
      })
      .catch(() => setProfiles([]));
    return () => controller.abort();
  }, [user]);

  // An option under another shows only once that one is ticked; unticking it drops them.
  const shown = options.filter((option) => !option.under || ticked[option.under]);
  const chosen: ChosenOption[] = shown.filter((option) => ticked[option.id]).map((option) => ({ id: option.id, ...(choices[option.id] ? { choice: choices[option.id] } : {}) }));
  // The price with what is ticked so far, added in paise (the server prices it again at checkout).
  const unitPrice = toRupees(sumPaise([product.price, ...shown.filter((option) => ticked[option.id]).map((option) => option.price)].map((price) => ({ price, quantity: 1 }))));
  const back = `/product/${encodeURIComponent(id)}`;

  function add() {
    const missingChoice = shown.find((option) => ticked[option.id] && (option.choices?.length ?? 0) > 0 && !choices[option.id]);
    if (missingChoice) return setProblem(`Choose the ${missingChoice.label.toLowerCase()}.`);
    const profile = profiles?.find((p) => p.id === profileId);
    if (!profile) return setProblem("Choose whose measurements to stitch to.");
    if (!understood) return setProblem(`Please tick "${CUSTOM_ACKNOWLEDGEMENT}".`);
    const result = priceCustomPiece(product, chosen);
    if (!result.ok) return setProblem(result.error);
    setProblem(null);
    onAdd(customSizeOf(product), { choice: { options: chosen, profileId: profile.id, acknowledged: true }, options: result.options, profileName: profile.name, leadTimeDays: { ...lead } });
  }

  return (
    <section className="custom-fit" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="custom-fit__title">
        <Ruler size={18} aria-hidden="true" /> Stitched to your measurements
      </h2>
      <p className="custom-fit__price" data-testid="custom-price">
        {formatRupees(unitPrice)}
      </p>
      <p className="custom-fit__lead">{shipsInText(lead)}</p>
      {options.length > 0 ? (
        <fieldset className="custom-fit__options">
          <legend className="field__label">Options</legend>
          {shown.map((option) => (
            <div key={option.id} className={`custom-fit__option${option.under ? " custom-fit__option--under" : ""}`}>
              <label className="custom-fit__check">
                <input type="checkbox" checked={ticked[option.id] === true} onChange={(e) => setTicked((known) => ({ ...known, [option.id]: e.target.checked }))} />
                <span>{option.label}</span>
                <span className="custom-fit__option-price">{option.price > 0 ? `+${formatRupees(option.price)}` : "Free"}</span>
              </label>
              {ticked[option.id] && option.choices?.length ? (
                <select className="select custom-fit__choice" aria-label={option.label} value={choices[option.id] ?? ""} onChange={(e) => setChoices((known) => ({ ...known, [option.id]: e.target.value }))}>
                  <option value="">Choose…</option>
                  <Options values={option.choices} />
                </select>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      <LabelledField id={`${formId}-profile`} label="Measurements">
        {!user ? (
          <p className="field__hint">
            <Link to="/login" state={{ from: back, notice: "Please log in to choose your measurements." }}>
              Log in
            </Link>{" "}
            to choose your measurements.
          </p>
        ) : profiles === null ? (
          <p className="field__hint">Loading your measurements…</p>
        ) : profiles.length === 0 ? (
          <p className="field__hint">
            You have no measurements yet. <Link to={`/profile?measurements=new&back=${encodeURIComponent(back)}`}>Add your measurements</Link> and come back.
          </p>
        ) : (
          <>
            <select id={`${formId}-profile`} className="select" value={profileId} onChange={(e) => setProfileId(e.target.value)}>
              <option value="">Choose measurements…</option>
              {profiles.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.name}
                </option>
              ))}
            </select>
            <p className="field__hint">
              <Link to={`/profile?measurements=new&back=${encodeURIComponent(back)}`}>Add new measurements</Link>
            </p>
          </>
        )}
      </LabelledField>
      <label className="custom-fit__check custom-fit__ack">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>{CUSTOM_ACKNOWLEDGEMENT}</span>
      </label>
      <FormAlert message={problem} />
      <button type="button" className="btn btn--primary product__add" onClick={add}>
        <ShoppingBag size={19} aria-hidden="true" /> Add to Cart
      </button>
    </section>
  );
}
