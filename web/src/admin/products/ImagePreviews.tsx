import { ImageOff } from "lucide-react";
import { useState } from "react";
import { imagePreviews } from "@shared/schemas/product-form.js";

/**
 * A preview per address as it will be saved. Only a web address or a path under /images/ is
 * shown as a picture; anything else, or a picture that does not load, gets a line saying why.
 */
export function ImagePreviews({ text }: { text: string }) {
  const [unloadable, setUnloadable] = useState<ReadonlySet<string>>(new Set());
  const previews = imagePreviews(text);
  if (previews.length === 0) return null;
  return (
    <ul className="tile-grid mgmt-previews" aria-label="Image previews">
      {previews.map((preview) => {
        const reason = preview.problem ?? (unloadable.has(preview.url) ? "the picture did not load; check the address." : null);
        return (
          <li key={`${preview.line}-${preview.url}`} className={`mgmt-preview${reason === null ? "" : " mgmt-preview--invalid"}`}>
            {reason === null ? (
              <img
                src={preview.url}
                alt={`Preview of image ${preview.line}`}
                loading="lazy"
                onError={() => setUnloadable((now) => new Set(now).add(preview.url))}
              />
            ) : (
              <div className="mgmt-preview__invalid">
                <ImageOff size={20} aria-hidden="true" />
                <span>
                  Line {preview.line}: {reason}
                </span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
