import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { PAGE_CACHE_CONTROL, type PageStore } from "./page-store.js";

/**
 * Pages as objects in the site's bucket, which the Router serves. Every object written here is
 * re-rendered on change, so all carry the HTML's no-cache header (the CDN and browsers ask again
 * each time; see docs/pages.md on why no CloudFront invalidation is needed).
 */
export function s3PageStore(s3: S3Client, bucket: string): PageStore & { list(prefix: string): Promise<string[]> } {
  return {
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL }));
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}
