import * as z from "zod";
import { MAX_PHOTO_BYTES } from "../media.js";
import { knownFieldsOnly } from "./known-fields.js";

/** "15 MB", "30.2 MB": sizes as a person reads them. */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export const PHOTO_TOO_LARGE = (bytes: number) => `This photo is ${megabytes(bytes)}; photos can be at most ${megabytes(MAX_PHOTO_BYTES)}.`;
export const PHOTO_TYPE_REFUSED = "Photos must be JPEG, PNG or WebP pictures.";

/**
 * The body of POST /api/media/uploads: what the admin is about to send. The size is checked
 * here for a clear answer; the signed policy is what actually holds S3 to it.
 */
export const photoUploadSchema = knownFieldsOnly(
  z.object({
    contentType: z.string({ error: PHOTO_TYPE_REFUSED }).trim().toLowerCase(),
    bytes: z
      .number({ error: "bytes must be the photo's size in bytes" })
      .int("bytes must be the photo's size in bytes")
      .min(1, "The photo is empty."),
  }),
  "photo upload",
);

export type PhotoUploadRequest = z.output<typeof photoUploadSchema>;
