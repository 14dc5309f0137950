/**
 * The header CloudFront adds, with the stage's origin secret, to every request it forwards to the
 * shop's Lambda function URLs (infra/cloud/origin-secret.ts); the functions refuse a request
 * without it (functions/http/origin-check.ts), so only CloudFront reaches them.
 */
export const ORIGIN_SECRET_HEADER = "x-shop-origin";
