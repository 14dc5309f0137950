import { LAMBDA_COPY_FILES } from "./copy-files.js";
import { NODE_FUNCTION } from "./lambda-defaults.js";
import { documents } from "./documents.js";
import { media } from "./media.js";
import { LAMBDA_INSTALL } from "./nodejs-bundling.js";
import { router } from "./router.js";
import { allowSelfInvoke } from "./self-invoke.js";
import { courierWebhookKey, jwtSecret, originSecret, originSecretPrevious, razorpayKeyId, razorpayKeySecret, shiprocketEmail, shiprocketPassword, signInCodeKey, whatsappAccessToken, whatsappAppSecret, whatsappVerifyToken } from "./secrets.js";
import { whatsappNumber } from "./whatsapp-number.js";
import { shopFunction } from "./shop-function.js";
import { table } from "./table.js";

// The Hono app for every /api route (hono/aws-lambda), behind the Router.
//
// Memory 1024 MB: Lambda gives CPU in proportion to memory, and the API's hot spots are CPU:
// parsing the bundle on a cold start and scrypt on every login and registration (16 MB and
// tens of milliseconds of a full core per hash). 1024 MB is ~0.6 of a vCPU; half of that would
// roughly double both, for a shop that pays per millisecond anyway.
// Timeout 20 s: the Router (CloudFront) gives up on an origin after 20 s, so a longer
// Lambda would only bill for answers nobody receives. The slowest call, creating a Razorpay
// order, gives up after 10 s (functions/payments/gateway.ts).
export const api = shopFunction("ShopApi", {
  handler: "functions/lambda/api.handler",
  memory: "1024 MB",
  timeout: "20 seconds",
  // Exactly what it reads (functions/lambda/links.ts): no webhook secret; the photo bucket for
  // upload forms, variants and saving products with photos; the documents' bucket for the PDFs'
  // links; the origin secret CloudFront adds.
  link: [table, media, documents, jwtSecret, razorpayKeyId, razorpayKeySecret, shiprocketEmail, shiprocketPassword, courierWebhookKey, originSecret, originSecretPrevious, whatsappAccessToken, whatsappAppSecret, whatsappVerifyToken, signInCodeKey],
  // The WhatsApp number's ids, when the shop has one: consent, Meta's webhook and the owner's test message.
  environment: whatsappNumber(),
  // sharp (photo variants) is installed beside the bundle by SST, not bundled (LAMBDA_INSTALL).
  nodejs: { ...NODE_FUNCTION.nodejs, install: [...LAMBDA_INSTALL["functions/lambda/api.handler"]!] },
  // The document font beside the bundle, for the job card PDF (functions/documents/pdf/fonts.ts finds it there).
  copyFiles: LAMBDA_COPY_FILES["functions/lambda/api.handler"],
  // Same origin as the storefront through the Router: no CORS headers to get wrong.
  url: { router: { instance: router, path: "/api" }, cors: false },
});

// The admins' exports run in async invocations of this function, each handing on to the next
// (functions/exports/export-runner.ts), by the ARN in its context.
allowSelfInvoke(api, "ShopApi");
