import type { S3Client } from "@aws-sdk/client-s3";
import type { ShopConfig } from "../config.js";
import { s3ClientFor } from "../media/photo-store.js";

// The tax documents' PDFs in their own private bucket (issue 42): put once when a document is
// first sent, read back to attach it again, and handed to its shopper or the staff as a presigned
// GET that works for a few minutes. Nothing else reads the bucket: no CDN route, no public access.

/** How long a download link works: long enough for the browser to follow it, too short to pass around. */
export const PDF_LINK_SECONDS = 120;

export interface PdfFiles {
  /** Stores the bytes; S3 checks them against their SHA-256 (base64) before keeping them. */
  put(key: string, pdf: Uint8Array, sha256: string): Promise<void>;
  /** The bytes under the key, or null when nothing is there. */
  read(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /** A presigned GET whose answer is the PDF as an attachment named `fileName`. */
  downloadUrl(key: string, fileName: string): Promise<string>;
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return error instanceof Error && (error.name === "NoSuchKey" || error.name === "NotFound" || status === 404);
}

const hexToBase64 = (hex: string) => Buffer.from(hex, "hex").toString("base64");

export function pdfFiles(config: Pick<ShopConfig, "media" | "documents" | "region">): PdfFiles {
  const bucket = config.documents.bucket;
  let client: Promise<S3Client> | undefined;
  const s3 = () => (client ??= s3ClientFor(config.media, config.region));
  // Loaded on the first document call: the API's cold start parses only what every request needs.
  const sdk = () => import("@aws-sdk/client-s3");

  return {
    async put(key, pdf, sha256) {
      const { PutObjectCommand } = await sdk();
      await (await s3()).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: pdf,
          ContentLength: pdf.byteLength,
          ContentType: "application/pdf",
          CacheControl: "private, no-store",
          ChecksumSHA256: hexToBase64(sha256),
        }),
      );
    },

    async read(key) {
      const { GetObjectCommand } = await sdk();
      try {
        const answer = await (await s3()).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      const { DeleteObjectCommand } = await sdk();
      await (await s3()).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async downloadUrl(key, fileName) {
      const [{ GetObjectCommand }, { getSignedUrl }, signer] = await Promise.all([sdk(), import("@aws-sdk/s3-request-presigner"), s3()]);
      return getSignedUrl(
        signer,
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `attachment; filename="${fileName}"`, ResponseContentType: "application/pdf", ResponseCacheControl: "private, no-store" }),
        { expiresIn: PDF_LINK_SECONDS },
      );
    },
  };
}
