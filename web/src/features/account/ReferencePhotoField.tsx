import { Camera } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from "@shared/media.js";
import { failureText } from "@/api/error-text.js";
import { fetchReferencePhoto, uploadReferencePhoto } from "@/api/measurements.js";
import { FormAlert } from "@/components/ui/form/FormAlert.js";

/**
 * "Add a photo of a garment that fits" on a measurement profile (issue 26): the tailor sees it on
 * the job card. Sent to storage as soon as it is chosen (the profile saves its key); shown from
 * the phone's own copy, or, for a saved profile, fetched with her session (the photo is private).
 */
export function ReferencePhotoField({ photoKey, onChange, onBusy }: { photoKey?: string; onChange: (key: string | undefined) => void; onBusy: (busy: boolean) => void }) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A saved profile's photo: fetched once per key; the object URL is released when it changes.
  useEffect(() => {
    if (!photoKey || preview) return;
    let url: string | null = null;
    let stale = false;
    fetchReferencePhoto(photoKey)
      .then((blob) => {
        if (stale) return;
        url = URL.createObjectURL(blob);
        setPreview(url);
      })
      .catch(() => {
        if (!stale) setError("Your photo could not be shown just now; it is still on this profile.");
      });
    return () => {
      stale = true;
      if (url) URL.revokeObjectURL(url);
    };
    // Only a new key fetches again; a preview made from the chosen file is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [photoKey]);

  async function choose(file: File) {
    setError(null);
    if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setError("Choose a JPEG, PNG or WebP photo.");
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setError("This photo is larger than 15 MB. Choose a smaller one.");
      return;
    }
    setSending(true);
    onBusy(true);
    try {
      const key = await uploadReferencePhoto(file);
      if (preview) URL.revokeObjectURL(preview);
      setPreview(URL.createObjectURL(file));
      onChange(key);
    } catch (failure) {
      setError(failureText(failure, "The photo could not be sent. Please try again."));
    } finally {
      setSending(false);
      onBusy(false);
    }
  }

  function remove() {
    if (preview) URL.revokeObjectURL(preview);
    setPreview(null);
    setError(null);
    onChange(undefined);
  }

  return (
    <div className="field reference-photo">
      <span className="field__label" id={`${id}-label`}>
        Photo of a garment that fits (optional)
      </span>
      {photoKey && preview ? <img className="reference-photo__preview" src={preview} alt="Your photo of a garment that fits" /> : null}
      <div className="reference-photo__actions">
        <label className="btn btn--outline reference-photo__add">
          <Camera size={18} aria-hidden="true" />
          {sending ? "Sending…" : photoKey ? "Change photo" : "Add a photo of a garment that fits"}
          <input
            type="file"
            accept={PHOTO_CONTENT_TYPES.join(",")}
            className="visually-hidden"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            disabled={sending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file may be chosen again after removing it.
              event.target.value = "";
              if (file) void choose(file);
            }}
          />
        </label>
        {photoKey ? (
          <button type="button" className="btn btn--ghost" onClick={remove} disabled={sending}>
            Remove photo
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        A blouse or dress that fits you well, laid flat: the tailor sees it with your measurements. JPEG, PNG or WebP, up to 15 MB.
      </p>
      <FormAlert message={error} />
    </div>
  );
}
