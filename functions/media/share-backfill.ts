import { buffer } from "node:stream/consumers";
import { MEDIA_PREFIX, NEW_MEDIA_PREFIX, SHARE_PICTURE_CONTENT_TYPE, keyOfAddress, parsePhotoAddress, sharePicture, type PhotoSize } from "../../shared/media.js";
import type { PhotoStore } from "./photo-store.js";
import { shareFromVariant } from "./photo-variants.js";

// Photos saved on products before share pictures were made have only their WebP variants. This
// makes each one's share picture (shared/media.ts) from its largest variant, once: a photo that
// has its share picture is left alone, so running it again writes nothing. Uploads not yet saved
// (media/new/) are left to expire, as their product form either saves them (with a share picture
// if made after this change) or never does. Runs after every deploy (infra/cloud/share-pictures.ts)
// and at each local start (infra/local/stack.ts).

/** Photos converted at once: each holds a decoded 1600-px photo (~14 MB) while sharp works on it. */
const AT_ONCE = 4;

export interface MissingSharePicture {
  /** Key of the photo's largest WebP variant, read to make the share picture. */
  from: string;
  /** Its size, as its key names it (the share picture's key is derived from it). */
  largest: PhotoSize;
  /** Key the share picture is written to. */
  to: string;
}

export interface BackfillFigures {
  /** Saved photos found under media/<id>/. */
  photos: number;
  /** Share pictures written this run. */
  made: number;
  /** Missing share pictures left for the next run (time ran out). */
  left: number;
}

/** From a listing of media/: the saved photos whose share picture is not among the keys. */
export function missingSharePictures(keys: readonly string[]): { photos: number; missing: MissingSharePicture[] } {
  const present = new Set(keys);
  const largest = new Map<string, { key: string; size: PhotoSize }>();
  for (const key of keys) {
    if (key.startsWith(NEW_MEDIA_PREFIX)) continue;
    const photo = parsePhotoAddress(`/${key}`);
    if (!photo) continue;
    const known = largest.get(photo.mediaId);
    if (!known || photo.width > known.size.width) largest.set(photo.mediaId, { key, size: { width: photo.width, height: photo.height } });
  }
  const missing = [...largest.values()].flatMap(({ key, size }) => {
    const to = keyOfAddress(sharePicture(`/${key}`)!.url);
    return present.has(to) ? [] : [{ from: key, largest: size, to }];
  });
  return { photos: largest.size, missing };
}

/**
 * Makes every missing share picture of a saved photo. `stopBy` (ms since the epoch): no new photo
 * is started after it, so a run inside a Lambda ends before its timeout and the rest waits for the
 * next run.
 */
export async function backfillSharePictures(store: PhotoStore, options: { stopBy?: number; now?: () => number } = {}): Promise<BackfillFigures> {
  const now = options.now ?? Date.now;
  const { photos, missing } = missingSharePictures(await store.list(MEDIA_PREFIX));
  let next = 0;
  let made = 0;
  const worker = async () => {
    while (next < missing.length && (options.stopBy === undefined || now() < options.stopBy)) {
      const { from, largest, to } = missing[next++]!;
      const variant = await store.read(from);
      // Gone since the listing (a product's photo is never deleted, but a bucket can be tidied by hand).
      if (!variant) continue;
      const share = await shareFromVariant(await buffer(variant.body), largest);
      await store.putVariant(to, share.body, SHARE_PICTURE_CONTENT_TYPE);
      made++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, missing.length) }, worker));
  return { photos, made, left: missing.length - next };
}
