import { randomBytes } from "node:crypto";
import { MAX_PHOTO_BYTES, UPLOAD_FORM_SECONDS } from "../../shared/media.js";
import { REFERENCE_PHOTO_MISSING, REFERENCE_PHOTO_NOT_HERS, REFERENCE_PHOTO_PREFIX, ownReferencePhotoFile, referencePhotoKey, type ReferencePhotoUpload } from "../../shared/made-to-measure/reference-photo.js";
import type { ShopConfig } from "../config.js";
import { badRequest } from "../errors.js";
import { createPhotoStore, s3ClientFor, type StoredObject, type UploadForm } from "../media/photo-store.js";

// A measurement profile's reference photo (issue 26) in the media bucket: a presigned POST pinned
// to her own key, its type and size (as return media), kept as sent under measurements/<userId>/,
// a prefix the CDN and the local server never serve (they serve media/ only). She sees it through
// GET /api/measurements/photos/:file; the tailor on the job card (production-api.ts reads it).
// Loaded on first use by the measurement routes.

export function referencePhotos(config: Pick<ShopConfig, "media" | "region">) {
  const store = createPhotoStore(config);
  return {
    /** A form for one new photo under her key, usable for a few minutes. */
    async start(userId: string, upload: ReferencePhotoUpload, now: Date): Promise<{ key: string; upload: UploadForm; maxBytes: number }> {
      const key = referencePhotoKey(userId, randomBytes(12).toString("hex"), upload.contentType);
      const [s3, { createPresignedPost }] = await Promise.all([s3ClientFor(config.media, config.region), import("@aws-sdk/s3-presigned-post")]);
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: config.media.bucket,
        Key: key,
        Conditions: [
          ["eq", "$Content-Type", upload.contentType],
          ["content-length-range", 1, MAX_PHOTO_BYTES],
        ],
        Fields: { "Content-Type": upload.contentType },
        Expires: UPLOAD_FORM_SECONDS,
      });
      return { key, upload: { url, fields, expiresAt: new Date(now.getTime() + UPLOAD_FORM_SECONDS * 1000).toISOString() }, maxBytes: MAX_PHOTO_BYTES };
    },

    /** A profile names only her own photo, and one that reached the bucket. */
    async mustBeHers(userId: string, key: string | undefined): Promise<void> {
      if (!key) return;
      if (!ownReferencePhotoFile(userId, key)) throw badRequest(REFERENCE_PHOTO_NOT_HERS);
      if (!(await store.exists(key))) throw badRequest(REFERENCE_PHOTO_MISSING);
    },

    /** Her own photo by its file name, or null when it is not hers or not there. */
    async readOwn(userId: string, file: string): Promise<StoredObject | null> {
      const key = `${REFERENCE_PHOTO_PREFIX}${userId}/${file}`;
      if (ownReferencePhotoFile(userId, key) !== file) return null;
      return store.read(key);
    },
  };
}
