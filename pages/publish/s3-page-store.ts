import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { HTML, PAGE_CACHE_CONTROL, SPA_FALLBACK_KEY, type PageStore } from "./page-store.js";

/** S3's answer when an object is not there, or not at the version a conditional write names. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Pages as objects in the site's bucket, which the Router serves. Every object written here is
 * re-rendered on change, so all carry the HTML's no-cache header (the CDN and browsers ask again
 * each time; see docs/pages.md on why no CloudFront invalidation is needed).
 */
export function s3PageStore(s3: S3Client, bucket: string): Required<PageStore> {
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
    async put(key, body, contentType, marks) {
      // A product page's marks ride along as the object's metadata: a stream batch reads them with a HEAD.
      const metadata = marks ? { "page-shows": marks.page, "lists-show": marks.lists } : undefined;
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL, Metadata: metadata }));
    },
    async marks(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const page = head.Metadata?.["page-shows"];
        const lists = head.Metadata?.["lists-show"];
        return page && lists ? { page, lists } : undefined;
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    async read(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: await object.Body!.transformToByteArray(), version: object.ETag ?? "" };
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    },
    /** S3's conditional write: If-Match the ETag read, or If-None-Match * when there was none. */
    async putOver(key, body, contentType, version) {
      try {
        const condition = version === undefined ? { IfNoneMatch: "*" } : { IfMatch: version };
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PAGE_CACHE_CONTROL, ...condition }));
        return true;
      } catch (error) {
        // 412: another run wrote it first; 409: a write to the same key under way.
        if (statusOf(error) === 412 || statusOf(error) === 409) return false;
        throw error;
      }
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
