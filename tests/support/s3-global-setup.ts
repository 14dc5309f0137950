import type { TestProject } from "vitest/node";
import { startLocalS3 } from "../../infra/local/s3-local/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The local S3 (s3rver behind its upload-policy gate), as `npm start` runs it. */
    s3Endpoint: string;
    mediaBucket: string;
    /** The tax documents' PDFs' bucket, in the same stand-in. */
    documentsBucket: string;
  }
}

export const TEST_MEDIA_BUCKET = "rangrez-media-test";
export const TEST_DOCUMENTS_BUCKET = "rangrez-documents-test";

/** One local S3 for the run, its files in a temporary folder removed at the end. */
export default async function setup(project: TestProject) {
  const s3 = await startLocalS3({ bucket: TEST_MEDIA_BUCKET, privateBuckets: [TEST_DOCUMENTS_BUCKET] });
  project.provide("s3Endpoint", s3.endpoint);
  project.provide("mediaBucket", s3.bucket);
  project.provide("documentsBucket", TEST_DOCUMENTS_BUCKET);
  return async () => {
    await s3.stop();
  };
}
