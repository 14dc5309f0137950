import { useEffect, useState } from "react";
import { mediaUrl, type AdminReturn } from "./returns-api.js";

/** The photos or unboxing video a shopper sent with her return, fetched with the admin's session. */
export function ReturnMedia({ row }: { row: AdminReturn }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  // The same files whenever the row is read again (the queue refreshes it): fetched once for them.
  const mediaIds = row.media.map((media) => media.mediaId).join(",");
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    for (const mediaId of mediaIds ? mediaIds.split(",") : []) {
      mediaUrl(row.id, mediaId)
        .then((url) => {
          if (!live) return URL.revokeObjectURL(url);
          made.push(url);
          setUrls((before) => ({ ...before, [mediaId]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      // Forgotten before they are let go: no picture is left pointing at a freed blob.
      setUrls({});
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [row.id, mediaIds]);
  return (
    <div className="queue-card__media">
      {row.media.map((media) =>
        !urls[media.mediaId] ? (
          <span key={media.mediaId} className="muted">
            Loading {media.kind}…
          </span>
        ) : media.kind === "video" ? (
          <video key={media.mediaId} src={urls[media.mediaId]} controls className="return-card__video" aria-label="Unboxing video" />
        ) : (
          <img key={media.mediaId} src={urls[media.mediaId]} alt={`Photo sent with ${row.number}`} className="queue-card__photo" />
        ),
      )}
    </div>
  );
}
