import { EXPORT_PREFIX, NEW_MEDIA_PREFIX, UPLOAD_PREFIX } from "../../shared/media.js";
import { EXPORTS_RULE_ID, withExportUploadsAborted, type LifecycleRule } from "./export-uploads.js";
import { router } from "./router.js";
import { isKeptStage } from "./kept-stages.js";
import { withOldVersionsExpired } from "./old-versions.js";

// Product photos (shared/media.ts lays out the keys). A private bucket: browsers upload
// straight into it with the API's presigned POSTs, and read it only through the Router at
// /media/..., where CloudFront keeps each variant for a year (every variant is stored with an
// immutable Cache-Control, and a photo never changes under its key).
const kept = isKeptStage($app.stage);

export const media = new sst.aws.Bucket("ShopMedia", {
  // Every overwrite or delete keeps the old version a month (old-versions.ts), to bring a photo back.
  versioning: true,
  // No public access: CloudFront (origin access control) reads, the API's role writes.
  access: "cloudfront",
  // The admin's browser POSTs photos from the shop's own pages; nothing else crosses origins.
  cors: {
    allowOrigins: [router.url],
    allowMethods: ["POST"],
    allowHeaders: ["*"],
    exposeHeaders: ["ETag"],
    maxAge: "1 hour",
  },
  // What never made it onto a product is removed: originals the API never read back (it deletes
  // those it reads), and variants of photos whose product was never saved.
  lifecycle: [
    { id: "uploads-never-read", prefix: UPLOAD_PREFIX, expiresIn: "1 day" },
    { id: "photos-never-saved", prefix: NEW_MEDIA_PREFIX, expiresIn: "2 days" },
    // The admins' exports (written by the API's background jobs): a week to download, as their job
    // items; and the parts of an upload a job died before finishing, dropped after a day (below).
    { id: EXPORTS_RULE_ID, prefix: EXPORT_PREFIX, expiresIn: "7 days" },
  ],
  transform: {
    // The app's removal policy retains production's buckets like its table; on top, production's
    // photo bucket is never emptied by a removal (old orders still show their pictures).
    bucket: { forceDestroy: !kept },
    // SST's rules have no abortIncompleteMultipartUpload nor noncurrent versions; its lifecycle
    // resource's rules (plain values by then) take them.
    lifecycle: (args) => {
      args.rules = withOldVersionsExpired(withExportUploadsAborted(args.rules as unknown as LifecycleRule[]));
    },
  },
});

router.routeBucket("/media", media);

