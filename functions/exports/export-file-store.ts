import type { S3Client } from "@aws-sdk/client-s3";
import type { ShopConfig } from "../config.js";
import { s3ClientFor } from "../media/photo-store.js";
import type { ExportPart } from "../data/export-jobs.js";

// An export's file in the shop's bucket (under exports/, which the Router never serves): one
// multipart upload per job, a part per step, and a presigned GET for the admin who asked.

/** How long a download link works: long enough to click, too short to pass around. */
export const DOWNLOAD_LINK_SECONDS = 300;

export interface ExportFileStore {
  /** Starts the file's upload; the object will carry the download's name and type. */
  start(key: string, fileName: string): Promise<string>;
  putPart(key: string, uploadId: string, n: number, body: Uint8Array): Promise<string>;
  /** Joins the parts; done already (a replay) when the object is there at `bytes`. */
  complete(key: string, uploadId: string, parts: readonly ExportPart[], bytes: number): Promise<void>;
  downloadUrl(key: string, fileName: string): Promise<string>;
  /** Drops a failed job's parts: S3 keeps (and bills) an unfinished upload's parts until then. */
  abort(key: string, uploadId: string): Promise<void>;
  /** Bytes an invocation could not make a part of, kept for the next one. */
  putCarry(key: string, body: Uint8Array): Promise<void>;
  readCarry(key: string): Promise<Uint8Array>;
}

const disposition = (fileName: string) => `attachment; filename="${fileName}"`;

export function exportFileStore(config: Pick<ShopConfig, "media" | "region">): ExportFileStore {
  const bucket = config.media.bucket;
  let client: Promise<S3Client> | undefined;
  const s3 = () => (client ??= s3ClientFor(config.media, config.region));
  const sdk = () => import("@aws-sdk/client-s3");

  return {
    async start(key, fileName) {
      const { CreateMultipartUploadCommand } = await sdk();
      const started = await (await s3()).send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: "text/csv; charset=utf-8", ContentDisposition: disposition(fileName), CacheControl: "private, no-store" }),
      );
      return started.UploadId!;
    },

    async putPart(key, uploadId, n, body) {
      const { UploadPartCommand } = await sdk();
      const part = await (await s3()).send(new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: n, Body: body, ContentLength: body.byteLength }));
      return part.ETag!;
    },

    async putCarry(key, body) {
      const { PutObjectCommand } = await sdk();
      await (await s3()).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: body.byteLength, ContentType: "application/octet-stream" }));
    },

    async readCarry(key) {
      const { GetObjectCommand } = await sdk();
      const object = await (await s3()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return object.Body!.transformToByteArray();
    },

    async complete(key, uploadId, parts, bytes) {
      const { CompleteMultipartUploadCommand, HeadObjectCommand } = await sdk();
      const client = await s3();
      try {
        await client.send(
          new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.n, ETag: part.etag })) } }),
        );
      } catch (error) {
        // Completed by an invocation that stopped before saying so: the object is there, whole.
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
        if (head?.ContentLength !== bytes) throw error;
      }
    },

    async abort(key, uploadId) {
      const { AbortMultipartUploadCommand } = await sdk();
      await (await s3()).send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }));
    },

    /** A presigned GET, its answer named and sent as an attachment. */
    async downloadUrl(key, fileName) {
      const [{ GetObjectCommand }, { getSignedUrl }, client] = await Promise.all([sdk(), import("@aws-sdk/s3-request-presigner"), s3()]);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition(fileName) }), { expiresIn: DOWNLOAD_LINK_SECONDS });
    },
  };
}
