import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { HTML, PAGE_CACHE_CONTROL, SPA_FALLBACK_KEY, type PageStore } from "./page-store.js";

/**
 * Pages as objects in the site's bucket, which the Router serves. Every object written here is
 * re-rendered on change, so all carry the HTML's no-cache header (the CDN and browsers ask again
 * each time; see docs/pages.md on why no CloudFront invalidation is needed).
 */
export function s3PageStore(s3: S3Client, bucket: string): PageStore & { list(prefix: string): Promise<string[]> } {
  /**
   * The size of the SPA's own page, or null when the bucket has none. A page handed back to the
   * SPA is a copy of it, so it has that size; a rendered page always holds more (its content and
   * data). Sizes, not ETags: an S3 copy need not keep the source's ETag. Asked once per store
   * (a store lives for one run; a deploy replaces spa.html between runs, never during one).
   */
  let spa: Promise<number | null> | undefined;
  const spaSize = () =>
    (spa ??= s3.send(new HeadObjectCommand({ Bucket: bucket, Key: SPA_FALLBACK_KEY })).then(
      (head) => head.ContentLength ?? null,
      () => null,
    ));
  return {
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL }));
    },
    /**
     * A page whose product is gone becomes the SPA's own page, which says "Product Not Found":
     * the Router serves a page folder straight from the bucket, so a deleted object would show
     * the shopper S3's bare error (old links to a product are shared for years).
     */
    async remove(key) {
      if ((await spaSize()) === null) {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        return;
      }
      await s3.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${SPA_FALLBACK_KEY}`,
          MetadataDirective: "REPLACE",
          ContentType: HTML,
          CacheControl: PAGE_CACHE_CONTROL,
        }),
      );
    },
    /** The rendered pages under a prefix (pages already handed back to the SPA are not listed). */
    async list(prefix) {
      const handedBack = await spaSize();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key && object.Size !== handedBack ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}
