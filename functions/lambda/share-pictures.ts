import { Resource } from "sst";
import { mediaFromEnv } from "../config.js";
import { createPhotoStore } from "../media/photo-store.js";
import { backfillSharePictures, type BackfillFigures } from "../media/share-backfill.js";
import { NotLinkedError } from "./load-config.js";

// Makes the share pictures of photos saved before they existed (functions/media/share-backfill.ts),
// run once after every deploy (infra/cloud/share-pictures.ts). It reads and writes the photo
// bucket only: no table, no secret.

if (!("ShopMedia" in Resource)) throw new NotLinkedError("ShopMedia");
const store = createPhotoStore({ region: process.env.AWS_REGION ?? "ap-south-1", media: mediaFromEnv({ ...process.env, MEDIA_BUCKET: Resource.ShopMedia.name }) });

/** Time kept back from the function's timeout: the photos under way finish, the figures are logged. */
const MARGIN_MS = 15_000;

interface LambdaContext {
  getRemainingTimeInMillis(): number;
}

export async function handler(_event: unknown, context?: LambdaContext): Promise<BackfillFigures> {
  const stopBy = context ? Date.now() + context.getRemainingTimeInMillis() - MARGIN_MS : undefined;
  const figures = await backfillSharePictures(store, { stopBy });
  console.log(JSON.stringify({ level: figures.left > 0 ? "warn" : "info", message: "share pictures made", ...figures }));
  return figures;
}
