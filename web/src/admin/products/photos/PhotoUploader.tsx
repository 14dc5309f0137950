import { ArrowLeft, ArrowRight, Camera, RotateCcw, Trash2 } from "lucide-react";
import { useRef } from "react";
import { photoVariants } from "@shared/media.js";
import { usePhotoList, type PhotoItem } from "./use-photo-list.js";
import "./photos.css";

export const PHOTOS_PENDING = "Wait until every photo has finished uploading, or remove the ones that failed.";

interface PhotoUploaderProps {
  /** The id of the file input, so the form can move the focus here. */
  id: string;
  /** The product's photos when the form opened. */
  initial: readonly string[];
  error?: string;
  onChange(photos: string[], pending: number): void;
}

function status(item: PhotoItem): string {
  if (item.state === "sending") return `Uploading ${Math.round(item.progress * 100)}%`;
  if (item.state === "processing") return "Making web sizes…";
  if (item.state === "failed") return "Not added";
  return "";
}

/**
 * Photos from the device (a phone offers its camera for `accept="image/*"`), several at once,
 * each with its progress; reorder them (the first is the main picture), remove them, retry a
 * failed one. A photo shows only once its web-sized variants exist.
 */
export function PhotoUploader({ id, initial, error, onChange }: PhotoUploaderProps) {
  const photos = usePhotoList(initial, onChange);
  const input = useRef<HTMLInputElement>(null);
  const count = photos.items.length;

  return (
    <div className="photo-uploader">
      <div className="photo-uploader__head">
        <label className="btn btn--outline photo-uploader__add">
          <Camera size={18} aria-hidden="true" />
          Add photos
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            multiple
            className="photo-uploader__input"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              if (event.target.files) photos.add(event.target.files);
              // The same file may be chosen again (after removing it).
              event.target.value = "";
            }}
          />
        </label>
        <p id={`${id}-hint`} className="field__hint photo-uploader__hint">
          Take them with the phone&apos;s camera or choose them from the device: JPEG, PNG, WebP or HEIC, up to 15 MB each. The first photo is the main picture.
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {count > 0 ? (
        <ol className="tile-grid photo-list" aria-label="Photos">
          {photos.items.map((item, index) => {
            const label = `photo ${index + 1}${item.state === "ready" ? "" : ` (${item.name})`}`;
            const preview = item.url ? photoVariants(item.url)[0]?.url : undefined;
            return (
              <li key={item.key} className={`photo-tile photo-tile--${item.state}`} aria-label={index === 0 ? `Main picture: ${label}` : label}>
                <div className="photo-tile__picture">
                  {item.state === "ready" && item.url ? (
                    <img src={preview ?? item.url} alt={`Photo ${index + 1}`} width={160} height={213} />
                  ) : (
                    <span className="photo-tile__name">{item.name}</span>
                  )}
                  {index === 0 ? <span className="photo-tile__badge">Main picture</span> : null}
                </div>
                {item.state === "sending" ? (
                  <progress className="photo-tile__progress" max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
                ) : null}
                {item.state !== "ready" ? (
                  <p className="photo-tile__status" aria-live="polite">
                    {status(item)}
                  </p>
                ) : null}
                {item.state === "failed" ? (
                  <p className="photo-tile__reason" role="alert">
                    {item.reason}
                  </p>
                ) : null}
                <div className="photo-tile__actions">
                  {item.state === "failed" && item.file ? (
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => photos.retry(item.key)}>
                      <RotateCcw size={16} aria-hidden="true" />
                      Retry
                    </button>
                  ) : null}
                  <button type="button" className="photo-tile__icon" aria-label={`Move ${label} earlier`} disabled={index === 0} onClick={() => photos.move(item.key, -1)}>
                    <ArrowLeft size={18} aria-hidden="true" />
                  </button>
                  <button type="button" className="photo-tile__icon" aria-label={`Move ${label} later`} disabled={index === count - 1} onClick={() => photos.move(item.key, 1)}>
                    <ArrowRight size={18} aria-hidden="true" />
                  </button>
                  <button type="button" className="photo-tile__icon" aria-label={`Remove ${label}`} onClick={() => photos.remove(item.key)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
