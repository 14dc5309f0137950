import type { ShopConfig } from "../../functions/config.js";
import { createPhotoStore } from "../../functions/media/photo-store.js";
import { backfillSharePictures, type BackfillFigures } from "../../functions/media/share-backfill.js";

/**
 * The share pictures' backfill once at each start, as the cloud runs it after each deploy
 * (infra/cloud/share-pictures.ts): photos kept in .data/ from before share pictures existed get
 * theirs. In the background: the shop opens without waiting, and a failure is reported, never
 * fatal (an empty bucket is a single listing). Settles with the figures, or null when it failed.
 */
export function startShareBackfill(config: Pick<ShopConfig, "media" | "region">): Promise<BackfillFigures | null> {
  return backfillSharePictures(createPhotoStore(config)).then(
    (figures) => {
      if (figures.made > 0) console.log(`Share pictures made for ${figures.made} of ${figures.photos} saved photos.`);
      return figures;
    },
    (error: unknown) => {
      console.warn("Share pictures of older photos were not made:", error instanceof Error ? error.message : error);
      return null;
    },
  );
}
