// S3's lifecycle rules as SST's Bucket writes them (one per `lifecycle` entry: id, status,
// expiration, filter): SST's entries say only when objects expire, so the rule for the exports'
// prefix is given S3's other action here, through the bucket's `transform.lifecycle`.

/** The exports' rule in the media bucket (infra/cloud/media.ts). */
export const EXPORTS_RULE_ID = "exports-kept-a-week";
/** An export's upload is finished or aborted within minutes; a day later only a job that died mid-file leaves one. */
export const UNFINISHED_UPLOAD_DAYS = 1;

export interface LifecycleRule {
  id: string;
  status: string;
  expiration?: { days?: number; date?: string; expiredObjectDeleteMarker?: boolean };
  filter?: { prefix?: string };
  abortIncompleteMultipartUpload?: { daysAfterInitiation: number };
  noncurrentVersionExpiration?: { noncurrentDays: number };
}

/** The rules with the exports' one also dropping the parts of uploads never completed (S3 bills them until then). */
export function withExportUploadsAborted(rules: readonly LifecycleRule[]): LifecycleRule[] {
  if (!rules.some((rule) => rule.id === EXPORTS_RULE_ID)) throw new Error(`The media bucket has no lifecycle rule "${EXPORTS_RULE_ID}" to abort unfinished exports with`);
  return rules.map((rule) => (rule.id === EXPORTS_RULE_ID ? { ...rule, abortIncompleteMultipartUpload: { daysAfterInitiation: UNFINISHED_UPLOAD_DAYS } } : rule));
}
