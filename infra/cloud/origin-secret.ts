import { ORIGIN_SECRET_HEADER } from "../../shared/origin-secret.js";

// Only CloudFront reaches the functions (functions/http/origin-check.ts checks). Origin access
// control is not used: it would make the function URLs AWS_IAM, and CloudFront then signs a
// POST or PUT only when the browser sends the body's SHA-256 in x-amz-content-sha256. A custom
// origin header is the other way, but SST's Router picks each origin in its viewer-request
// function (cf.updateRequestOrigin from the route's metadata: host, timeouts, access control,
// never custom headers; platform/src/components/aws/router.ts), so the header is added here, in the
// injection that runs before that routing. The secret's value therefore sits in the CloudFront
// Function's code: anyone allowed cloudfront:DescribeFunction/GetFunction in the account can read
// it, as anyone allowed lambda:GetFunctionConfiguration can read the functions' linked secrets or
// call them with lambda:InvokeFunction. It keeps out the internet, not the account's own admins.

/** The injected code: ES 5.1 statements, as viewerAddressInjection; `secret` is known at deploy time. */
export function originSecretInjection(secret: string): string {
  return `if (/^\\/api(\\/|$)/.test(event.request.uri)) event.request.headers[${JSON.stringify(ORIGIN_SECRET_HEADER)}] = { value: ${JSON.stringify(secret)} };`;
}
