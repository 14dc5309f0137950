import { ImageOff } from "lucide-react";
import { useState } from "react";
import { imagePreviews } from "./product-form-rules.js";

/**
 * A preview per address as it will be saved. Only a web address or a path under /images/ is
 * shown as a picture; anything else says why it cannot be used.
 */
export function ImagePreviews({ text }: { text: string }) {
  const previews = imagePreviews(text);
  if (previews.length === 0) return null;
  return (
    <ul className="mgmt-previews" aria-label="Image previews">
      {previews.map((preview) => (
        <li key={`${preview.line}-${preview.url}`} className={`mgmt-preview${preview.problem === null ? "" : " mgmt-preview--invalid"}`}>
          {preview.problem === null ? (
            <PreviewPicture url={preview.url} line={preview.line} />
          ) : (
            <div className="mgmt-preview__invalid">
              <ImageOff size={20} aria-hidden="true" />
              <span>
                Line {preview.line}: {preview.problem}
              </span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function PreviewPicture({ url, line }: { url: string; line: number }) {
  const [broken, setBroken] = useState(false);
  return broken ? (
    <div className="mgmt-preview__invalid">
      <ImageOff size={20} aria-hidden="true" />
      <span>Line {line}: the picture did not load; check the address.</span>
    </div>
  ) : (
    <img src={url} alt={`Preview of image ${line}`} loading="lazy" onError={() => setBroken(true)} />
  );
}
