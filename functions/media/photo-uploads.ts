import { randomBytes } from "node:crypto";
import {
  MAX_PHOTO_BYTES,
  SHARE_PICTURE_CONTENT_TYPE,
  VARIANT_CONTENT_TYPE,
  isMediaId,
  isPhotoContentType,
  keyOfAddress,
  photoAddress,
  photoVariants,
  sharePicture,
  uploadKey,
  type PhotoVariant,
} from "../../shared/media.js";
import { PHOTO_TOO_LARGE, PHOTO_TYPE_REFUSED, type PhotoUploadRequest } from "../../shared/schemas/photo-upload.js";
import { ShopError, notFound } from "../errors.js";
import type { PhotoStore, UploadForm } from "./photo-store.js";
import { makeVariants } from "./photo-variants.js";

// An admin adds a photo in two calls around the browser's own upload to the bucket:
//   1. startPhotoUpload: a new id and a presigned POST for uploads/<id> (the file never passes
//      through the API: Lambda takes at most 6 MB, a phone photo can be 15);
//   2. the browser POSTs the file straight to the bucket;
//   3. finishPhotoUpload: the API reads the file back, refuses what is not a photo, writes the
//      web-sized variants and the share picture under media/new/<id>/ and deletes the original
//      (its GPS with it).
// Only then does the form show the photo, from its variants.

export const UPLOAD_MISSING = "The photo did not reach the shop's storage, or took too long. Add it again.";

export interface StartedUpload {
  mediaId: string;
  upload: UploadForm;
  maxBytes: number;
}

export interface FinishedPhoto {
  /** What the product stores once saved (for now under media/new/). */
  url: string;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export async function startPhotoUpload(store: PhotoStore, request: PhotoUploadRequest, now: Date): Promise<StartedUpload> {
  if (!isPhotoContentType(request.contentType)) throw new ShopError(415, PHOTO_TYPE_REFUSED);
  if (request.bytes > MAX_PHOTO_BYTES) throw new ShopError(413, PHOTO_TOO_LARGE(request.bytes));
  const mediaId = randomBytes(12).toString("hex");
  return { mediaId, upload: await store.uploadForm(mediaId, request.contentType, now), maxBytes: MAX_PHOTO_BYTES };
}

export async function finishPhotoUpload(store: PhotoStore, mediaId: string): Promise<FinishedPhoto> {
  if (!isMediaId(mediaId)) throw notFound(UPLOAD_MISSING);
  const file = await store.readUpload(mediaId);
  if (!file) throw notFound(UPLOAD_MISSING);
  let made;
  try {
    made = await makeVariants(file);
  } finally {
    // Kept or refused, the original goes: it may carry the phone's location.
    await store.remove(uploadKey(mediaId));
  }
  const url = photoAddress(mediaId, true, made.original);
  // Same ladder as made.variants (both come from the largest size), so index i is variant i.
  const variants = photoVariants(url);
  await Promise.all([
    ...variants.map((variant, i) => store.putVariant(keyOfAddress(variant.url), made.variants[i]!.body, VARIANT_CONTENT_TYPE)),
    // Same size rule as sharePicture(url), so the address the pages name is the file made here.
    store.putVariant(keyOfAddress(sharePicture(url)!.url), made.share.body, SHARE_PICTURE_CONTENT_TYPE),
  ]);
  const largest = variants.at(-1)!;
  return { url, width: largest.width, height: largest.height, variants };
}
