// Set per stage with `npx sst secret set <Name> <value> --stage <stage>` (docs/operations.md, Deployment).
// Names must match sst-env.d.ts and functions/lambda/load-config.ts.

/** Signs shoppers' and admins' sessions (HS256); 32 characters or more. */
export const jwtSecret = new sst.Secret("JwtSecret");

/** Razorpay's public key id (rzp_live_… or rzp_test_…); also given to the storefront's checkout. */
export const razorpayKeyId = new sst.Secret("RazorpayKeyId");

/** Razorpay's API key secret: creates orders, fetches payments, refunds. */
export const razorpayKeySecret = new sst.Secret("RazorpayKeySecret");

/** The secret entered with the webhook in Razorpay's dashboard; not the key secret. */
export const razorpayWebhookSecret = new sst.Secret("RazorpayWebhookSecret");

/**
 * The seller's GSTIN, printed on every tax invoice and credit note; not secret, but set per stage
 * like one. Until it is set on production, invoices wait (none goes out with the placeholder).
 */
export const sellerGstin = new sst.Secret("SellerGstin");

/** Shiprocket's API user (made in its panel, Settings → API): books shipments, asks serviceability. */
export const shiprocketEmail = new sst.Secret("ShiprocketEmail");
export const shiprocketPassword = new sst.Secret("ShiprocketPassword");

/** The x-api-key entered with the tracking webhook in Shiprocket's panel (docs/shipping.md, Shipping). */
export const courierWebhookKey = new sst.Secret("CourierWebhookKey");

/**
 * What CloudFront adds to every request it forwards to the functions (origin-secret.ts): the API
 * and the webhook refuse a request without it, so a call straight to a function URL gets a 403.
 * 32 characters or more: `openssl rand -hex 32`. Rotated with OriginSecretPrevious (docs/operations.md).
 */
export const originSecret = new sst.Secret("OriginSecret");

/**
 * WhatsApp Business Cloud API (issue 44; docs/whatsapp.md): the system user's access token, the
 * Meta app's secret that signs its webhooks, and the verify token typed into Meta's webhook set-up.
 * Empty until the shop has a WhatsApp number: then order updates go by e-mail alone. The number's
 * ids are no secret: WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_BUSINESS_ACCOUNT_ID when deploying.
 */
export const whatsappAccessToken = new sst.Secret("WhatsAppAccessToken", "");
export const whatsappAppSecret = new sst.Secret("WhatsAppAppSecret", "");
export const whatsappVerifyToken = new sst.Secret("WhatsAppVerifyToken", "");

/**
 * Sign-in codes (issue 44): the key of the HMAC a code is kept as (functions/accounts/phone-sign-in).
 * The API checks codes and the mailer makes them, so both link it; 32 characters or more.
 */
export const signInCodeKey = new sst.Secret("SignInCodeKey");

/**
 * The DLT SMS gateway's API key and token (issue 44; docs/whatsapp.md): sign-in codes by SMS when
 * WhatsApp cannot carry them. Empty until set: codes then go by WhatsApp alone. The account sid,
 * the gateway's address and the DLT ids are no secret: SMS_* when deploying (infra/cloud/sms-gateway.ts).
 */
export const smsApiKey = new sst.Secret("SmsApiKey", "");
export const smsApiToken = new sst.Secret("SmsApiToken", "");

/** The value before the last rotation, still accepted while CloudFront's edges take up the new one; empty otherwise. */
export const originSecretPrevious = new sst.Secret("OriginSecretPrevious", "");
