import { Readable } from "node:stream";
import type { Context } from "hono";
import { createPhotoStore } from "../../functions/media/photo-store.js";
import type { ShopConfig } from "../../functions/config.js";
import { isMediaFileAddress, keyOfAddress } from "../../shared/media.js";

/**
 * GET /media/...: product photos from the local S3, as the cloud Router serves them from the
 * bucket (same keys, same headers: the year-long immutable Cache-Control stored with each
 * variant). Only a well-formed photo or share picture address is looked up; originals under uploads/ never are.
 */
export function serveMediaFiles(config: ShopConfig) {
  const photos = createPhotoStore(config);
  return async (c: Context) => {
    const path = c.req.path;
    const stored = isMediaFileAddress(path) ? await photos.read(keyOfAddress(path)) : null;
    if (!stored) return c.text("No such photo.", 404);
    const headers: Record<string, string> = { "Content-Type": stored.contentType };
    if (stored.cacheControl) headers["Cache-Control"] = stored.cacheControl;
    if (stored.etag) headers.ETag = stored.etag;
    if (stored.etag && c.req.header("if-none-match") === stored.etag) {
      stored.body.destroy();
      return c.body(null, 304, headers);
    }
    if (stored.contentLength !== undefined) headers["Content-Length"] = String(stored.contentLength);
    return c.body(Readable.toWeb(stored.body) as ReadableStream, 200, headers);
  };
}
