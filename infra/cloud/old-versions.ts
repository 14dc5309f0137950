import type { LifecycleRule } from "./export-uploads.js";

// The media bucket is versioned, so a photo overwritten or deleted by mistake (or by a bad
// deploy's code) can be brought back; S3 bills every old version as much as a current one, so
// old versions go after a month, and the delete markers left with nothing behind them with them.

export const OLD_VERSIONS_RULE_ID = "old-versions-kept-a-month";
/** Long enough to notice a lost photo and restore it (docs/operations.md, "Bring back a photo"). */
export const OLD_VERSION_DAYS = 30;

/** The rules with one more over the whole bucket: old versions expire, lone delete markers are removed. */
export function withOldVersionsExpired(rules: readonly LifecycleRule[]): LifecycleRule[] {
  return [
    ...rules.filter((rule) => rule.id !== OLD_VERSIONS_RULE_ID),
    {
      id: OLD_VERSIONS_RULE_ID,
      status: "Enabled",
      filter: { prefix: "" },
      noncurrentVersionExpiration: { noncurrentDays: OLD_VERSION_DAYS },
      expiration: { expiredObjectDeleteMarker: true },
    },
  ];
}
