import * as z from "zod";
import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES, type PhotoContentType } from "../media.js";
import { knownFieldsOnly } from "../schemas/known-fields.js";
import { megabytes } from "../schemas/photo-upload.js";

// The reference photo on a measurement profile (issue 26): a picture of a garment that fits,
// sent straight to the media bucket with a presigned form and kept as sent, private, under
// measurements/<userId>/<photoId>.<ext>. Pure: the server, the profile's schema and the
// storefront agree on the key and the limits here.

export const REFERENCE_PHOTO_PREFIX = "measurements/";

const EXTENSIONS: Record<PhotoContentType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** The file part of a key: `<24 hex>.jpg|png|webp`. */
export const REFERENCE_PHOTO_FILE = /^[0-9a-f]{24}\.(jpg|png|webp)$/;

export const REFERENCE_PHOTO_TYPE_REFUSED = "contentType: send the photo as a JPEG, PNG or WebP picture.";
export const REFERENCE_PHOTO_TOO_LARGE = (bytes: number) => `bytes: this photo is ${megabytes(bytes)}; a photo can be at most ${megabytes(MAX_PHOTO_BYTES)}.`;
export const REFERENCE_PHOTO_NOT_HERS = "referencePhoto is not one of your photos";
export const REFERENCE_PHOTO_MISSING = "referencePhoto: the photo did not reach the shop's storage; add it again.";

export function referencePhotoKey(userId: string, photoId: string, contentType: PhotoContentType): string {
  return `${REFERENCE_PHOTO_PREFIX}${userId}/${photoId}.${EXTENSIONS[contentType]}`;
}

/** The file part of her key (what GET /api/measurements/photos/:file names), or null when not hers. */
export function ownReferencePhotoFile(userId: string, key: string): string | null {
  const prefix = `${REFERENCE_PHOTO_PREFIX}${userId}/`;
  if (!key.startsWith(prefix)) return null;
  const file = key.slice(prefix.length);
  return REFERENCE_PHOTO_FILE.test(file) ? file : null;
}

/** POST /api/measurements/photo-upload: what she is about to send (the signed policy holds S3 to it). */
export const referencePhotoUploadSchema = knownFieldsOnly(
  z.object({
    contentType: z
      .string({ error: REFERENCE_PHOTO_TYPE_REFUSED })
      .trim()
      .toLowerCase()
      .refine((type): type is PhotoContentType => (PHOTO_CONTENT_TYPES as readonly string[]).includes(type), REFERENCE_PHOTO_TYPE_REFUSED),
    bytes: z
      .number({ error: "bytes must be the photo's size in bytes" })
      .int("bytes must be the photo's size in bytes")
      .min(1, "bytes: the photo is empty.")
      .superRefine((bytes, ctx) => {
        if (bytes > MAX_PHOTO_BYTES) ctx.addIssue({ code: "custom", message: REFERENCE_PHOTO_TOO_LARGE(bytes) });
      }),
  }),
  "photo upload",
);
export type ReferencePhotoUpload = { contentType: PhotoContentType; bytes: number };

/** Photo forms a shopper may ask for per hour: enough to change her mind, not to fill the bucket. */
export const REFERENCE_PHOTO_UPLOADS_PER_HOUR = 30;
export const REFERENCE_PHOTO_THROTTLED = (wait: string) => `Too many photos sent. Please try again in ${wait}.`;
