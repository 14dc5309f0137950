import { isPhotoAddress, keyOfAddress, parsePhotoAddress, photoVariants, savedPhotoAddress, sharePicture } from "../../shared/media.js";
import { badRequest } from "../errors.js";
import type { PhotoStore } from "./photo-store.js";

// When a product is saved, its photos move from "uploaded" to "on a product": each photo
// uploaded in the form (media/new/<id>/, which the bucket forgets after a day) is copied to
// media/<id>/, where it stays. A photo address the product did not already have must exist in
// full (every variant), so a made-up or expired address is refused and nothing is saved. Its
// share picture is copied too when there is one; photos uploaded before share pictures were made
// have none (the backfill, functions/media/share-backfill.ts, makes those), so its absence never
// refuses a save.

const missingPhoto = (position: number, url: string) =>
  `Image ${position} (${url.slice(0, 80)}) is not in the shop's photo storage; an upload not saved on a product within a day is removed. Add the photo again.`;

/** The images to store: new photos under their lasting addresses, everything else as it was. */
export async function claimPhotos(store: PhotoStore, images: readonly string[], before: readonly string[] = []): Promise<string[]> {
  const had = new Set(before);
  const toCheck = images
    .map((url, index) => ({ url, index, saved: savedPhotoAddress(url) }))
    .filter(({ url, saved }) => isPhotoAddress(url) && !had.has(saved));

  // Check every photo before copying any, so a refused save leaves nothing half-moved.
  const present = await Promise.all(
    toCheck.map(async ({ url }) => {
      if (!parsePhotoAddress(url)) return false;
      const found = await Promise.all(photoVariants(url).map((variant) => store.exists(keyOfAddress(variant.url))));
      return found.every(Boolean);
    }),
  );
  const absent = present.indexOf(false);
  if (absent >= 0) throw badRequest(missingPhoto(toCheck[absent]!.index + 1, toCheck[absent]!.url));

  await Promise.all(
    toCheck
      .filter(({ url, saved }) => url !== saved)
      .map(async ({ url, index }) => {
        const share = sharePicture(url)!;
        const [copied] = await Promise.all([
          Promise.all(photoVariants(url).map((variant) => store.copy(keyOfAddress(variant.url), keyOfAddress(savedPhotoAddress(variant.url))))),
          store.copy(keyOfAddress(share.url), keyOfAddress(sharePicture(savedPhotoAddress(url))!.url)),
        ]);
        // Gone between the check and the copy: only the bucket's daily clean-up could do that.
        if (copied.includes(false)) throw badRequest(missingPhoto(index + 1, url));
      }),
  );
  // The same photo twice (added again after saving) is kept once.
  return [...new Set(images.map(savedPhotoAddress))];
}
