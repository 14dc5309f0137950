import { useMutation } from "@tanstack/react-query";
import { Pencil, Plus, Ruler, Trash2 } from "lucide-react";
import { Link, useSearchParams } from "react-router-dom";
import { measurementsText } from "@shared/made-to-measure/measurements.js";
import { MAX_MEASUREMENT_PROFILES } from "@shared/schemas/measurement-profile.js";
import { failureText } from "@/api/error-text.js";
import { fetchMeasurements, removeMeasurements, type MeasurementProfile } from "@/api/measurements.js";
import { MeasurementForm } from "./MeasurementForm.js";
import { SaidStatus } from "./SaidStatus.js";
import { SavedBookList } from "./SavedBookList.js";
import { useSavedBook } from "./use-saved-book.js";
import "./measurements.css";

export const MEASUREMENTS_KEY = ["measurements"];
const BOOK_TEXTS = {
  loading: "Loading your measurements…",
  failed: "Could not load your measurements.",
  empty: "No measurements yet. Add them once to order pieces stitched to fit you or someone you shop for.",
};

/** Only a path inside the shop is a place to go back to (never another site). */
const backPath = (value: string | null) => (value && /^\/product\/[0-9a-f]{24}$/.test(value) ? value : null);

/**
 * The Profile tab's "My measurements" (issue 26): named profiles for custom pieces. Opened from a
 * product page with ?measurements=new&back=/product/…, it starts a new profile and, once saved,
 * offers the way back to that product.
 */
export function MyMeasurements() {
  const [params] = useSearchParams();
  const back = backPath(params.get("back"));
  const { list, items: profiles, adding, setAdding, editingId, setEditingId, said, setSaid, refresh, saved } = useSavedBook(
    MEASUREMENTS_KEY,
    fetchMeasurements,
    params.get("measurements") === "new",
  );
  const remove = useMutation({
    mutationFn: (profile: MeasurementProfile) => removeMeasurements(profile.id),
    onSuccess: async () => {
      await refresh();
      setSaid({ text: "Measurements removed." });
    },
    onError: (failure) => setSaid({ text: failureText(failure, "Could not remove the measurements. Please try again."), failed: true }),
  });
  const full = profiles.length >= MAX_MEASUREMENT_PROFILES;

  return (
    <section className="profile-card measurements" id="measurements" aria-labelledby="measurements-title">
      <div className="profile-card__head">
        <h2 id="measurements-title">My measurements</h2>
        {!adding && !editingId ? (
          <button type="button" className="btn btn--outline" onClick={() => setAdding(true)} disabled={full || list.isPending}>
            <Plus size={18} aria-hidden="true" /> Add measurements
          </button>
        ) : null}
      </div>
      <SaidStatus said={said}>
        {said && !said.failed && back ? (
          <>
            {" "}
            <Link to={back}>Back to the product</Link>
          </>
        ) : null}
      </SaidStatus>
      {adding ? (
        <MeasurementForm
          onSaved={(profile) => saved(() => setAdding(false), `Measurements "${profile.name}" saved.`)}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      <SavedBookList list={list} texts={BOOK_TEXTS}>
          <ul className="measurements__list">
            {profiles.map((profile) => (
              <li key={profile.id} className="measurements__item">
                {profile.id === editingId ? (
                  <MeasurementForm
                    editing={profile}
                    onSaved={() => saved(() => setEditingId(null), "Measurements updated.")}
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  <>
                    <p className="measurements__name">
                      <Ruler size={16} aria-hidden="true" /> {profile.name} <span className="muted">({profile.unit === "in" ? "inches" : "centimetres"})</span>
                    </p>
                    <p className="measurements__values">
                      {measurementsText(profile.values, profile.unit)}
                    </p>
                    {profile.referencePhoto ? <p className="measurements__values">With a photo of a garment that fits</p> : null}
                    <div className="button-row saved-book__actions">
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditingId(profile.id)} aria-label={`Edit measurements ${profile.name}`}>
                        <Pencil size={16} aria-hidden="true" /> Edit
                      </button>
                      <button type="button" className="btn btn--ghost btn--small" onClick={() => remove.mutate(profile)} disabled={remove.isPending} aria-label={`Remove measurements ${profile.name}`}>
                        <Trash2 size={16} aria-hidden="true" /> Remove
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
      </SavedBookList>
    </section>
  );
}
