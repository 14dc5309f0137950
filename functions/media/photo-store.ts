import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { ShopConfig } from "../config.js";
import {
  MAX_PHOTO_BYTES,
  UPLOAD_FORM_SECONDS,
  VARIANT_CACHE_CONTROL,
  uploadKey,
  type PhotoContentType,
} from "../../shared/media.js";

// The media bucket through the AWS SDK: the same calls against S3 in the cloud and the local
// stand-in (s3rver behind infra/local/s3-local/); only the endpoint and keys differ.

export interface UploadForm {
  /** Where the browser POSTs the form (the bucket). */
  url: string;
  /** The signed policy's fields, sent before the file. */
  fields: Record<string, string>;
  expiresAt: string;
}

export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  cacheControl?: string;
  etag?: string;
}

export interface PhotoStore {
  bucket: string;
  /** A presigned POST for exactly this key, type and size range, usable for a few minutes. */
  uploadForm(mediaId: string, contentType: PhotoContentType, now: Date): Promise<UploadForm>;
  /** The uploaded file's bytes, or null when nothing was uploaded under the id. */
  readUpload(mediaId: string): Promise<Buffer | null>;
  /** A variant or share picture, under a key that never changes (cached for a year). */
  putVariant(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Every key under the prefix (all pages of the listing). */
  list(prefix: string): Promise<string[]>;
  exists(key: string): Promise<boolean>;
  /** Copies within the bucket; false when the source is gone. */
  copy(from: string, to: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** An object to serve, or null (the local server's /media/...). */
  read(key: string): Promise<StoredObject | null>;
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound" || status === 404);
}

// The S3 SDK loads on the first photo call, not at start: most API calls never touch the bucket,
// and a cold start parses only what every request needs (the bundle splits it into its own chunk).
type S3Sdk = typeof import("@aws-sdk/client-s3");
let s3Sdk: Promise<S3Sdk> | undefined;
const loadS3Sdk = () => (s3Sdk ??= import("@aws-sdk/client-s3"));

export async function s3ClientFor(media: ShopConfig["media"], region: string): Promise<S3Client> {
  const { S3Client } = await loadS3Sdk();
  return new S3Client({
    region,
    ...(media.endpoint ? { endpoint: media.endpoint, forcePathStyle: true } : {}),
    ...(media.credentials ? { credentials: media.credentials } : {}),
    // A stalled store must not hold the admin's request for ever (the CDN gives up at 20 s).
    requestHandler: { connectionTimeout: 3000, requestTimeout: 10_000 },
    maxAttempts: 2,
  });
}

export function createPhotoStore(config: Pick<ShopConfig, "media" | "region">): PhotoStore {
  const bucket = config.media.bucket;
  let client: Promise<{ s3: S3Client; sdk: S3Sdk }> | undefined;
  const connect = () => (client ??= Promise.all([s3ClientFor(config.media, config.region), loadS3Sdk()]).then(([s3, sdk]) => ({ s3, sdk })));

  return {
    bucket,

    async uploadForm(mediaId, contentType, now) {
      const [{ s3 }, { createPresignedPost }] = await Promise.all([connect(), import("@aws-sdk/s3-presigned-post")]);
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: uploadKey(mediaId),
        // The policy pins the key (from Key), the type and the size; S3 refuses anything else.
        Conditions: [
          ["eq", "$Content-Type", contentType],
          ["content-length-range", 1, MAX_PHOTO_BYTES],
        ],
        Fields: { "Content-Type": contentType },
        Expires: UPLOAD_FORM_SECONDS,
      });
      return { url, fields, expiresAt: new Date(now.getTime() + UPLOAD_FORM_SECONDS * 1000).toISOString() };
    },

    async readUpload(mediaId) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: uploadKey(mediaId) }));
        if (!answer.Body) return null;
        // The policy capped the size; the check here guards against a bucket written some other way.
        if ((answer.ContentLength ?? 0) > MAX_PHOTO_BYTES) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async putVariant(key, body, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: VARIANT_CACHE_CONTROL }));
    },

    async list(prefix) {
      const { s3, sdk } = await connect();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    async exists(key) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async copy(from, to) {
      const { s3, sdk } = await connect();
      try {
        // Content type and cache headers travel with the object (MetadataDirective COPY).
        await s3.send(new sdk.CopyObjectCommand({ Bucket: bucket, Key: to, CopySource: `${bucket}/${from}` }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async remove(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async read(key) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: answer.Body as Readable,
          contentType: answer.ContentType ?? "application/octet-stream",
          contentLength: answer.ContentLength,
          cacheControl: answer.CacheControl,
          etag: answer.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
