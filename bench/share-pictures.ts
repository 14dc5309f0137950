// `npx tsx bench/share-pictures.ts`: the share picture (shared/media.ts, docs/decisions.md section 2)
// of a 12 MP phone photo: its JPEG's size next to the WebP variants, what making it adds to an
// upload, and the backfill's time per old photo against the local S3 (s3rver), the SDK calls the
// cloud's Lambda makes.
import { loadavg } from "node:os";
import { configFromEnv } from "../functions/config.js";
import { createPhotoStore } from "../functions/media/photo-store.js";
import { makeVariants } from "../functions/media/photo-variants.js";
import { backfillSharePictures } from "../functions/media/share-backfill.js";
import { startLocalS3 } from "../infra/local/s3-local/index.js";
import { VARIANT_CONTENT_TYPE, keyOfAddress, photoAddress, photoVariants } from "../shared/media.js";
import { phoneOriginal } from "./product-photo.js";
import { median, round } from "./stats.js";

const OLD_PHOTOS = 24;
const RUNS = 3;

async function main() {
  const original = await phoneOriginal();
  await makeVariants(original); // sharp loaded and warm
  const times: number[] = [];
  let made = await makeVariants(original);
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    made = await makeVariants(original);
    times.push(performance.now() - started);
  }
  console.log(`Phone photo ${made.original.width}x${made.original.height} (${round(original.length / 1024, 0)} KB JPEG), load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  for (const variant of made.variants) console.log(`  WebP ${variant.width}x${variant.height}: ${round(variant.body.length / 1024)} KB`);
  console.log(`  share JPEG ${made.share.width}x${made.share.height}: ${round(made.share.body.length / 1024)} KB`);
  console.log(`  variants + share picture made in ${round(median(times), 0)} ms (median of ${RUNS})`);

  const s3 = await startLocalS3({ bucket: "rangrez-share-bench" });
  try {
    const store = createPhotoStore(configFromEnv({ S3_ENDPOINT: s3.endpoint, MEDIA_BUCKET: s3.bucket }));
    for (let i = 0; i < OLD_PHOTOS; i++) {
      const url = photoAddress(i.toString(16).padStart(24, "0"), false, made.original);
      await Promise.all(photoVariants(url).map((variant, v) => store.putVariant(keyOfAddress(variant.url), made.variants[v]!.body, VARIANT_CONTENT_TYPE)));
    }
    const started = performance.now();
    const figures = await backfillSharePictures(store);
    const elapsed = performance.now() - started;
    const again = performance.now();
    const second = await backfillSharePictures(store);
    console.log(
      `Backfill of ${figures.photos} old photos: ${figures.made} made in ${round(elapsed / 1000, 2)} s (${round(elapsed / figures.made, 0)} ms a photo, 4 at once); ` +
        `second run ${second.made} made in ${round(performance.now() - again, 0)} ms`,
    );
  } finally {
    await s3.stop();
  }
}

await main();
