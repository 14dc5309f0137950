import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configFromEnv } from "../../functions/config.js";
import { createPhotoStore, type PhotoStore } from "../../functions/media/photo-store.js";
import { backfillSharePictures } from "../../functions/media/share-backfill.js";
import { startLocalS3, type LocalS3 } from "../../infra/local/s3-local/index.js";
import { startShareBackfill } from "../../infra/local/share-pictures.js";
import { storedBytes } from "../support/test-photo.js";
import { VARIANT_CACHE_CONTROL, VARIANT_CONTENT_TYPE, keyOfAddress, photoAddress, photoVariants, sharePicture } from "../../shared/media.js";

// The share pictures' backfill (run after each deploy, and at each local start) against the local
// S3 stand-in (s3rver), with the SDK calls the Lambda makes in the cloud.

const BUCKET = "rangrez-media-backfill-test";
const OLD = "0123456789abcdef0000000a";
const HAS_ONE = "0123456789abcdef0000000b";
const UNSAVED = "0123456789abcdef0000000c";
let s3: LocalS3;
let store: PhotoStore;

const bytesOf = (key: string) => storedBytes(store, key);

/** A photo as the API stored it before share pictures: its WebP variants alone. */
async function storeVariants(mediaId: string, isNew: boolean) {
  const url = photoAddress(mediaId, isNew, { width: 3024, height: 4032 });
  for (const variant of photoVariants(url)) {
    const body = await sharp({ create: { width: variant.width, height: variant.height, channels: 3, background: { r: 180, g: 40, b: 70 } } }).webp().toBuffer();
    await store.putVariant(keyOfAddress(variant.url), body, VARIANT_CONTENT_TYPE);
  }
  return url;
}

beforeAll(async () => {
  s3 = await startLocalS3({ bucket: BUCKET });
  store = createPhotoStore(configFromEnv({ S3_ENDPOINT: s3.endpoint, MEDIA_BUCKET: BUCKET }));
});

afterAll(async () => {
  await s3?.stop();
});

describe("the share pictures' backfill", () => {
  it("finds nothing to do in an empty bucket, and a missing bucket does not stop the local start", async () => {
    expect(await backfillSharePictures(store)).toEqual({ photos: 0, made: 0, left: 0 });
    const missing = createPhotoStore(configFromEnv({ S3_ENDPOINT: s3.endpoint, MEDIA_BUCKET: "no-such-bucket" }));
    await expect(backfillSharePictures(missing)).rejects.toThrow();
    expect(await startShareBackfill(configFromEnv({ S3_ENDPOINT: s3.endpoint, MEDIA_BUCKET: "no-such-bucket" }))).toBeNull();
  });

  it("makes an old photo's missing share picture from its largest variant, skips one that has it, ignores unsaved uploads; a second run writes nothing", async () => {
    const old = await storeVariants(OLD, false);
    const hasOne = await storeVariants(HAS_ONE, false);
    const unsaved = await storeVariants(UNSAVED, true);
    const kept = Buffer.from("the share picture already made at upload");
    await store.putVariant(keyOfAddress(sharePicture(hasOne)!.url), kept, "image/jpeg");

    // A run with no time left starts nothing and says what is left.
    expect(await backfillSharePictures(store, { stopBy: Date.now() - 1 })).toEqual({ photos: 2, made: 0, left: 1 });

    expect(await backfillSharePictures(store)).toEqual({ photos: 2, made: 1, left: 0 });
    const shareKey = keyOfAddress(sharePicture(old)!.url);
    expect(shareKey).toBe(`media/${OLD}/share-1200x1600.jpg`);
    const stored = await store.read(shareKey);
    expect(stored?.contentType).toBe("image/jpeg");
    expect(stored?.cacheControl).toBe(VARIANT_CACHE_CONTROL);
    stored?.body.destroy();
    const metadata = await sharp((await bytesOf(shareKey))!).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, space: metadata.space }).toEqual({ format: "jpeg", width: 1200, height: 1600, space: "srgb" });
    expect(metadata.exif).toBeUndefined();
    // The photo's own colours, not a blank.
    const { dominant } = await sharp((await bytesOf(shareKey))!).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(80);

    expect(await bytesOf(keyOfAddress(sharePicture(hasOne)!.url))).toEqual(kept);
    expect(await store.exists(keyOfAddress(sharePicture(unsaved)!.url))).toBe(false);

    const before = (await store.list("media/")).length;
    expect(await backfillSharePictures(store)).toEqual({ photos: 2, made: 0, left: 0 });
    expect((await store.list("media/")).length).toBe(before);
  });
});
