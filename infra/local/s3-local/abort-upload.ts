import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

// s3rver (4.x) has no AbortMultipartUpload; S3 does, and the export jobs call it when they fail.
// s3rver keeps an upload's parts in <directory>/<bucket>/._S3rver_uploads/<uploadId>/ beside a
// file naming its key, so the abort is done here, before the request would reach it.

/** What S3 answers `DELETE /<bucket>/<key>?uploadId=…`: 204 once the parts are gone, 404 NoSuchUpload for an upload it does not know. */
export function abortUpload(directory: string, bucket: string, key: string, uploadId: string): { status: 204 } | { status: 404; code: "NoSuchUpload"; message: string } {
  const folder = /^[0-9a-f]+$/i.test(uploadId) ? join(directory, bucket, "._S3rver_uploads", uploadId) : undefined;
  const named = folder && existsSync(join(folder, "key")) ? readFileSync(join(folder, "key"), "utf8") : undefined;
  if (!folder || named !== key) {
    return { status: 404, code: "NoSuchUpload", message: "The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed." };
  }
  rmSync(folder, { recursive: true, force: true });
  return { status: 204 };
}
