/// <reference path="../../sst-env.d.ts" />
import { randomBytes } from "node:crypto";
import { Resource } from "sst";
import { configFromEnv, type ShopConfig } from "../config.js";

// In the cloud SST links the table and the secrets to each function; its `Resource` reads
// them (from the encrypted resource file SST ships beside the bundle, or SST_RESOURCE_<Name>
// variables). They fill the same ShopConfig the local server builds from plain variables, so
// nothing past this file knows where its settings came from.

/** The secrets declared in infra/cloud/secrets.ts. */
export type SecretName =
  | "JwtSecret"
  | "RazorpayKeyId"
  | "RazorpayKeySecret"
  | "RazorpayWebhookSecret"
  | "SellerGstin"
  | "ShiprocketEmail"
  | "ShiprocketPassword"
  | "CourierWebhookKey"
  | "OriginSecret"
  | "OriginSecretPrevious"
  | "WhatsAppAccessToken"
  | "WhatsAppAppSecret"
  | "WhatsAppVerifyToken"
  | "SignInCodeKey"
  | "SmsApiKey"
  | "SmsApiToken";

/** Other linked components a function may read: the SES sender and the shop's address. */
export type LinkedComponent = "ShopEmail" | "ShopRouter";

/** Each secret's variable when running outside SST (tests, local tools). */
const LOCAL_VARIABLE: Record<SecretName, string> = {
  JwtSecret: "JWT_SECRET",
  RazorpayKeyId: "RAZORPAY_KEY_ID",
  RazorpayKeySecret: "RAZORPAY_KEY_SECRET",
  RazorpayWebhookSecret: "RAZORPAY_WEBHOOK_SECRET",
  SellerGstin: "SELLER_GSTIN",
  ShiprocketEmail: "SHIPROCKET_EMAIL",
  ShiprocketPassword: "SHIPROCKET_PASSWORD",
  CourierWebhookKey: "COURIER_WEBHOOK_KEY",
  OriginSecret: "ORIGIN_SECRET",
  OriginSecretPrevious: "ORIGIN_SECRET_PREVIOUS",
  WhatsAppAccessToken: "WHATSAPP_ACCESS_TOKEN",
  WhatsAppAppSecret: "WHATSAPP_APP_SECRET",
  WhatsAppVerifyToken: "WHATSAPP_VERIFY_TOKEN",
  SignInCodeKey: "SIGN_IN_CODE_KEY",
  SmsApiKey: "SMS_API_KEY",
  SmsApiToken: "SMS_API_TOKEN",
};

/** What CloudFront adds to every request it forwards: each function behind the Router refuses one without it. */
export const ORIGIN_SECRETS = ["OriginSecret", "OriginSecretPrevious"] as const satisfies readonly SecretName[];

/**
 * The API signs sessions and calls Razorpay; it never checks Razorpay's webhook signatures (the
 * webhook function does). It books shipments with Shiprocket and takes its tracking webhook.
 */
/** WhatsApp (issue 44): the API takes Meta's webhook (its secret and verify token) and sends the owner's test message. */
export const WHATSAPP_SECRETS = ["WhatsAppAccessToken", "WhatsAppAppSecret", "WhatsAppVerifyToken"] as const satisfies readonly SecretName[];
export const API_SECRETS = ["JwtSecret", "RazorpayKeyId", "RazorpayKeySecret", "ShiprocketEmail", "ShiprocketPassword", "CourierWebhookKey", ...ORIGIN_SECRETS, ...WHATSAPP_SECRETS, "SignInCodeKey"] as const satisfies readonly SecretName[];

/** A linked component a function reads besides the table: a secret, the photo bucket or the tax documents' bucket. */
export type LinkName = SecretName | "ShopMedia" | "ShopDocuments";

/**
 * The API also keeps product photos (upload forms, their variants, products saved with them) and
 * hands out links to the tax documents' PDFs (moving an old item's bytes to their bucket first).
 */
export const API_LINKS = [...API_SECRETS, "ShopMedia", "ShopDocuments"] as const satisfies readonly LinkName[];

/**
 * The webhook checks signatures and calls Razorpay to confirm or refund; it never handles sessions.
 * It sits behind the Router too, so it refuses what did not come through CloudFront as the API does.
 */
export const WEBHOOK_SECRETS = ["RazorpayKeyId", "RazorpayKeySecret", "RazorpayWebhookSecret", ...ORIGIN_SECRETS] as const satisfies readonly SecretName[];

/** The mailer issues invoices (the seller's GSTIN) and sends e-mail from the shop's SES sender, with links to the shop. */
export const MAILER_SECRETS = ["SellerGstin", "WhatsAppAccessToken", "SignInCodeKey", "SmsApiKey", "SmsApiToken"] as const satisfies readonly SecretName[];
export const MAILER_COMPONENTS = ["ShopEmail", "ShopRouter"] as const satisfies readonly LinkedComponent[];
/** ...and keeps each document's PDF, as sent, in the tax documents' bucket. */
export const MAILER_LINKS = [...MAILER_SECRETS, "ShopDocuments"] as const satisfies readonly LinkName[];

export class NotLinkedError extends Error {
  constructor(name: string) {
    super(
      `${name} is not linked to this function. Link it in infra/cloud/` +
        (name === "ShopTable" || name === "ShopMedia" || name === "ShopDocuments" ? "" : ` and set it with: npx sst secret set ${name} <value> --stage <stage>`),
    );
    this.name = "NotLinkedError";
  }
}

/**
 * The config for a function that uses `uses`. Under SST (the App resource is present) every
 * used secret must be linked, and one that is not used gets a random value, so a code path
 * that reaches for it fails closed instead of running on a local default. Outside SST the
 * plain variables and their local defaults apply.
 */
export function loadConfig(
  uses: readonly LinkName[] = API_LINKS,
  env: NodeJS.ProcessEnv = process.env,
  components: readonly LinkedComponent[] = [],
): ShopConfig {
  const underSst = "App" in Resource;

  const secret = (name: SecretName): string | undefined => {
    if (name in Resource) return Resource[name].value;
    if (!underSst) return env[LOCAL_VARIABLE[name]];
    if (uses.includes(name)) throw new NotLinkedError(name);
    return randomBytes(32).toString("hex");
  };

  // The GSTIN is no secret, but a stage's own setting like one; a function that issues no
  // invoice gets none (the placeholder), rather than a random value that is not a GSTIN.
  const gstin = (): string | undefined => {
    if ("SellerGstin" in Resource) return Resource.SellerGstin.value;
    if (underSst && uses.includes("SellerGstin")) throw new NotLinkedError("SellerGstin");
    return underSst ? undefined : env.SELLER_GSTIN;
  };
  const component = <T>(name: LinkedComponent, read: () => T): T | undefined => {
    if (name in Resource) return read();
    if (underSst && components.includes(name)) throw new NotLinkedError(name);
    return undefined;
  };
  const email = component("ShopEmail", () => Resource.ShopEmail);
  const shopUrl = component("ShopRouter", () => Resource.ShopRouter.url);

  let tableName = env.TABLE_NAME;
  if ("ShopTable" in Resource) tableName = Resource.ShopTable.name;
  else if (underSst) throw new NotLinkedError("ShopTable");

  let mediaBucket = env.MEDIA_BUCKET;
  if ("ShopMedia" in Resource) mediaBucket = Resource.ShopMedia.name;
  else if (underSst && uses.includes("ShopMedia")) throw new NotLinkedError("ShopMedia");

  let documentsBucket = env.DOCUMENTS_BUCKET;
  if ("ShopDocuments" in Resource) documentsBucket = Resource.ShopDocuments.name;
  else if (underSst && uses.includes("ShopDocuments")) throw new NotLinkedError("ShopDocuments");

  return configFromEnv({
    ...env,
    TABLE_NAME: tableName,
    MEDIA_BUCKET: mediaBucket,
    DOCUMENTS_BUCKET: documentsBucket,
    JWT_SECRET: secret("JwtSecret"),
    RAZORPAY_KEY_ID: secret("RazorpayKeyId"),
    RAZORPAY_KEY_SECRET: secret("RazorpayKeySecret"),
    RAZORPAY_WEBHOOK_SECRET: secret("RazorpayWebhookSecret"),
    SELLER_GSTIN: gstin(),
    SHIPROCKET_EMAIL: secret("ShiprocketEmail"),
    SHIPROCKET_PASSWORD: secret("ShiprocketPassword"),
    COURIER_WEBHOOK_KEY: secret("CourierWebhookKey"),
    ORIGIN_SECRET: secret("OriginSecret"),
    ORIGIN_SECRET_PREVIOUS: secret("OriginSecretPrevious"),
    WHATSAPP_ACCESS_TOKEN: secret("WhatsAppAccessToken"),
    WHATSAPP_APP_SECRET: secret("WhatsAppAppSecret"),
    WHATSAPP_VERIFY_TOKEN: secret("WhatsAppVerifyToken"),
    SIGN_IN_CODE_KEY: secret("SignInCodeKey"),
    SMS_API_KEY: secret("SmsApiKey"),
    SMS_API_TOKEN: secret("SmsApiToken"),
    // The stage's own configuration set when the function is given one (infra/cloud/mail-feedback.ts), else the identity's.
    ...(email ? { MAIL_FROM: email.sender, MAIL_CONFIGURATION_SET: env.MAIL_CONFIGURATION_SET || email.configSet } : {}),
    ...(shopUrl ? { SHOP_URL: shopUrl } : {}),
    SHOP_STAGE: underSst ? Resource.App.stage : env.SHOP_STAGE,
  });
}
