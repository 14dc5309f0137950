// X-Ray on every function: Lambda samples requests and records each call to DynamoDB, SES and S3
// as a segment, so a slow or failing request shows where its time went. Active tracing needs the
// role to write to X-Ray (what AWS's AWSXRayDaemonWriteAccess policy grants), or the function fails to deploy.

/** Lambda's TracingConfig, set through SST's `transform.function` (SST's Function has no argument of its own for it). */
export const ACTIVE_TRACING = { tracingConfig: { mode: "Active" } } as const;

export const XRAY_PERMISSIONS = { actions: ["xray:PutTraceSegments", "xray:PutTelemetryRecords"], resources: ["*"] };
