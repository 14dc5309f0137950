import { useEffect, useState } from "react";
import { mediaUrl, type AdminReturn } from "./returns-api.js";

/** The photos or unboxing video a shopper sent with her return, fetched with the admin's session. */
export function ReturnMedia({ row }: { row: AdminReturn }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    for (const media of row.media) {
      mediaUrl(row.id, media.mediaId)
        .then((url) => {
          made.push(url);
          if (live) setUrls((before) => ({ ...before, [media.mediaId]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [row.id, row.media]);
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
