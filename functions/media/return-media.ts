import { randomBytes } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import { UPLOAD_FORM_SECONDS } from "../../shared/media.js";
import { megabytes } from "../../shared/schemas/photo-upload.js";
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_VIDEO_BYTES, RETURN_PHOTO_TYPES, RETURN_VIDEO_TYPES, type ReturnMedia } from "../../shared/returns.js";
import type { ShopConfig } from "../config.js";
import { ShopError, badRequest } from "../errors.js";
import { s3ClientFor, type StoredObject, type UploadForm } from "./photo-store.js";

// A shopper's photos and unboxing video for a return (issue 25): uploaded straight to the media
// bucket with a presigned POST, as product photos are, but kept as sent under returns/<id>, a
// prefix nothing serves publicly (the CDN and the local server serve media/ only). Admins see them
// through GET /api/returns/:id/media/:mediaId. The type is pinned by the signed policy and
// checked again from what the bucket holds when the return names the upload.

export const RETURN_MEDIA_TYPE_REFUSED = "Send photos as JPEG, PNG or WebP, and the unboxing video as MP4, MOV or WebM.";

const keyOf = (mediaId: string) => `returns/${mediaId}`;

export function kindOf(contentType: string): "photo" | "video" | undefined {
  if ((RETURN_PHOTO_TYPES as readonly string[]).includes(contentType)) return "photo";
  if ((RETURN_VIDEO_TYPES as readonly string[]).includes(contentType)) return "video";
  return undefined;
}

export function createReturnMediaStore(config: Pick<ShopConfig, "media" | "region">) {
  const bucket = config.media.bucket;
  let client: Promise<{ s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") }> | undefined;
  const connect = () => (client ??= Promise.all([s3ClientFor(config.media, config.region), import("@aws-sdk/client-s3")]).then(([s3, sdk]) => ({ s3, sdk })));

  return {
    /** A new upload's id and form: photos up to 15 MB, a video up to 100 MB. */
    async start(contentType: string, bytes: number, now: Date): Promise<{ mediaId: string; upload: UploadForm; maxBytes: number }> {
      const kind = kindOf(contentType);
      if (!kind) throw new ShopError(415, RETURN_MEDIA_TYPE_REFUSED);
      const maxBytes = kind === "video" ? MAX_RETURN_VIDEO_BYTES : MAX_RETURN_PHOTO_BYTES;
      if (bytes > maxBytes) throw new ShopError(413, `This ${kind} is ${megabytes(bytes)}; a ${kind} can be at most ${megabytes(maxBytes)}.`);
      const mediaId = randomBytes(12).toString("hex");
      const [{ s3 }, { createPresignedPost }] = await Promise.all([connect(), import("@aws-sdk/s3-presigned-post")]);
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: keyOf(mediaId),
        Conditions: [
          ["eq", "$Content-Type", contentType],
          ["content-length-range", 1, maxBytes],
        ],
        Fields: { "Content-Type": contentType },
        Expires: UPLOAD_FORM_SECONDS,
      });
      return { mediaId, upload: { url, fields, expiresAt: new Date(now.getTime() + UPLOAD_FORM_SECONDS * 1000).toISOString() }, maxBytes };
    },

    /** What the bucket holds under an upload's id; refused (400) if nothing or not a photo or video. */
    async describe(mediaId: string): Promise<ReturnMedia> {
      const { s3, sdk } = await connect();
      let contentType: string | undefined;
      try {
        contentType = (await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: keyOf(mediaId) }))).ContentType;
      } catch {
        throw badRequest(`media: upload ${mediaId} did not reach the shop's storage; add the file again.`);
      }
      const kind = kindOf(contentType ?? "");
      if (!kind) throw new ShopError(415, RETURN_MEDIA_TYPE_REFUSED);
      return { mediaId, contentType: contentType!, kind };
    },

    async read(mediaId: string): Promise<StoredObject | null> {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: keyOf(mediaId) }));
        if (!answer.Body) return null;
        return { body: answer.Body as StoredObject["body"], contentType: answer.ContentType ?? "application/octet-stream", contentLength: answer.ContentLength };
      } catch {
        return null;
      }
    },
  };
}

export type ReturnMediaStore = ReturnType<typeof createReturnMediaStore>;
