import { findIndianState } from "../shared/indian-states.js";
import { DEMO_SELLER } from "../shared/seller.js";
import { GSTIN_PATTERN, gstStateCode } from "../shared/tax/gst-state-codes.js";
import type { SmsConfig } from "./sms/sms-gateway.js";

// One typed configuration, read from the environment. In the cloud the Lambda entry points
// fill the same shape from SST's linked Resource (functions/lambda/load-config.ts).

export interface ShopConfig {
  stage: string;
  tableName: string;
  /** Set locally (DynamoDB Local); unset in the cloud. */
  dynamoEndpoint?: string;
  region: string;
  jwtSecret: string;
  /** The key sign-in codes are kept under (an HMAC): the API checks them, the outbox makes them. */
  signInCodeKey: string;
  razorpay: {
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    /** The emulator's URL locally; unset means Razorpay's own API. */
    apiBaseUrl?: string;
    /** Where the SPA loads checkout.js from. */
    checkoutScriptUrl: string;
  };
  brandName: string;
  /** WhatsApp Business Cloud API (issue 44); undefined when the shop has no WhatsApp number set up: updates go by e-mail alone. */
  whatsapp?: WhatsAppConfig;
  /** The DLT SMS gateway for sign-in codes when WhatsApp cannot carry them (issue 44); undefined when none is set up. */
  sms?: SmsConfig;
  /** Shown on /admin-login on the local stage only, so a newcomer can sign in. */
  demoAdmin?: { email: string; password: string };
  /** Largest JSON body accepted, in bytes. */
  maxBodyBytes: number;
  /** How long a process keeps shoppers' catalogue answers (0 turns the cache off). */
  catalogueCacheSeconds: number;
  /** How long a process shares one read of the dashboard's figures among admins (0: only callers arriving while it runs). */
  adminStatsFreshSeconds: number;
  /** How long a process keeps the active catalogue's cards for a large shop's listings and search. */
  catalogueSnapshotSeconds: number;
  /** Above this many KB of cards (gzip), the storefront reads its listings page by page from the server. */
  catalogueWholeMaxKb: number;
  /** Product photos: the bucket they live in (functions/media/). */
  media: {
    bucket: string;
    /** The local S3 stand-in's address (path-style); unset in the cloud, where the region's S3 answers. */
    endpoint?: string;
    /** The local stand-in's keys; in the cloud the function's own role signs. */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  };
  /**
   * Tax invoices' and credit notes' PDFs (functions/documents/pdf-files.ts): a private bucket of
   * their own, reached with the media settings' endpoint and keys (the same S3, or stand-in).
   */
  documents: { bucket: string };
  /** Addresses the per-source limits (functions/http/source-limits.ts) do not count: test harnesses' own. */
  throttleExemptSources: string[];
  /**
   * The values CloudFront's origin header may carry (functions/http/origin-check.ts): the current
   * secret, then the previous one while a rotation reaches every edge. Empty (npm start, tests): no check.
   */
  originSecrets: string[];
  /** How long create-order holds the pieces while the shopper pays (Razorpay Checkout's timeout follows it). */
  checkoutHoldSeconds: number;
  /** What one account may hold at once (issue 23): pieces across its open checkouts, and checkouts. */
  holdCaps: { pieces: number; checkouts: number };
  /** Who sells: printed on every tax invoice and credit note. */
  seller: SellerConfig;
  mail: MailConfig;
  /** The shipping aggregator's account (functions/shipping/courier). */
  courier: CourierConfig;
}

export interface CourierConfig {
  /** Shiprocket's API user (made in its panel, Settings → API). */
  email: string;
  password: string;
  /** Shiprocket's API when unset; the courier emulator's URL locally. */
  apiBaseUrl?: string;
  /** The pickup address's name in Shiprocket's panel. */
  pickupLocation: string;
  /** The x-api-key the tracking webhook must carry (set the same in Shiprocket's panel). */
  webhookKey: string;
}

export interface SellerConfig {
  legalName: string;
  address: string;
  /** The state of the seller's GST registration: CGST + SGST for deliveries there, IGST elsewhere. */
  state: string;
  gstin: string;
  /** True while the GSTIN is the demo placeholder: invoices are refused on production until it is set. */
  placeholderGstin: boolean;
  /** The shop's phone, for couriers bringing parcels back (a return's destination). */
  phone: string;
}

export interface MailConfig {
  /** Amazon SES v2's endpoint: aws-ses-v2-local locally; unset in the cloud (the region's SES). */
  endpoint?: string;
  /** The From header, e.g. "Rangrez <orders@rangrez.in>". */
  from: string;
  /** Where the shop hears of each new paid order. */
  shopAddress: string;
  /** Where shoppers' replies go: customer care. */
  replyTo: string;
  /** SES configuration set (the cloud's Email component has one for its events). */
  configurationSet?: string;
  /** The storefront's address, for links in e-mails. */
  shopUrl: string;
}

/** The seller's details from SELLER_* variables, defaulting to the demo shop's; a bad value stops the start. */
export function sellerFromEnv(env: NodeJS.ProcessEnv): SellerConfig {
  const state = findIndianState(env.SELLER_STATE ?? DEMO_SELLER.state);
  if (!state) throw new Error(`SELLER_STATE must be an Indian state or union territory, not "${env.SELLER_STATE}"`);
  const gstin = (env.SELLER_GSTIN ?? DEMO_SELLER.gstin).trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) throw new Error(`SELLER_GSTIN "${gstin}" is not a GSTIN (15 characters: state code, PAN, entity number, Z, check character)`);
  if (gstin.slice(0, 2) !== gstStateCode(state)) {
    throw new Error(`SELLER_GSTIN ${gstin} starts with ${gstin.slice(0, 2)}, but ${state}'s GST state code is ${gstStateCode(state)}`);
  }
  return {
    legalName: (env.SELLER_LEGAL_NAME ?? DEMO_SELLER.legalName).trim(),
    address: (env.SELLER_ADDRESS ?? DEMO_SELLER.address).trim(),
    state,
    gstin,
    placeholderGstin: gstin === DEMO_SELLER.gstin,
    phone: (env.SELLER_PHONE ?? DEMO_SELLER.supportPhone).trim(),
  };
}

function mailFromEnv(env: NodeJS.ProcessEnv, brandName: string): MailConfig {
  const sender = (env.MAIL_FROM ?? DEMO_SELLER.ordersEmail).trim();
  // SES's Email component may name a whole domain as the sender: the shop writes from orders@ it.
  const address = sender.includes("@") ? sender : `orders@${sender}`;
  return {
    endpoint: env.MAIL_ENDPOINT || undefined,
    from: `${brandName} <${address}>`,
    shopAddress: (env.SHOP_ORDERS_EMAIL ?? address).trim(),
    replyTo: (env.SUPPORT_EMAIL ?? DEMO_SELLER.supportEmail).trim(),
    configurationSet: env.MAIL_CONFIGURATION_SET || undefined,
    shopUrl: (env.SHOP_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  };
}

export interface WhatsAppConfig {
  /** Meta's Graph API (https://graph.facebook.com), or the local emulator's address. */
  apiUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  /** Signs Meta's webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta's webhook handshake must echo back (hub.verify_token). */
  verifyToken: string;
}

/** The WhatsApp number's settings, when its phone number id and token are set. */
function whatsappFromEnv(env: NodeJS.ProcessEnv): WhatsAppConfig | undefined {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID?.trim();
  const accessToken = env.WHATSAPP_ACCESS_TOKEN?.trim();
  if (!phoneNumberId || !accessToken) return undefined;
  return {
    apiUrl: (env.WHATSAPP_API_URL || "https://graph.facebook.com").replace(/\/+$/, ""),
    apiVersion: env.WHATSAPP_API_VERSION || "v21.0",
    phoneNumberId,
    businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID?.trim() ?? "",
    accessToken,
    // Only the API checks Meta's signatures; without a secret its webhook refuses every delivery.
    appSecret: env.WHATSAPP_APP_SECRET?.trim() ?? "",
    verifyToken: env.WHATSAPP_VERIFY_TOKEN?.trim() ?? "",
  };
}

/** The SMS gateway's settings, when its address, account and key are all set. */
function smsFromEnv(env: NodeJS.ProcessEnv): SmsConfig | undefined {
  const apiUrl = env.SMS_API_URL?.trim();
  const accountSid = env.SMS_ACCOUNT_SID?.trim();
  const apiKey = env.SMS_API_KEY?.trim();
  const apiToken = env.SMS_API_TOKEN?.trim();
  if (!apiUrl || !accountSid || !apiKey || !apiToken) return undefined;
  // The shop's own webhook, when the shop knows its address and nothing else was named.
  const statusCallbackUrl = env.SMS_STATUS_CALLBACK_URL?.trim() || (env.SHOP_URL ? `${env.SHOP_URL.replace(/\/+$/, "")}/api/webhooks/sms` : undefined);
  return {
    apiUrl: apiUrl.replace(/\/+$/, ""),
    accountSid,
    apiKey,
    apiToken,
    // An empty one still goes: the gateway refuses the send and says which is missing.
    senderId: env.SMS_SENDER_ID?.trim() ?? "",
    dltEntityId: env.SMS_DLT_ENTITY_ID?.trim() ?? "",
    signInTemplateId: env.SMS_DLT_SIGN_IN_TEMPLATE_ID?.trim() ?? "",
    ...(statusCallbackUrl && { statusCallbackUrl }),
  };
}

/** s3rver's built-in account (key id and secret alike); only ever used against the local stand-in. */
export const LOCAL_S3_KEY = "S3RVER";

/** Razorpay's own checkout script; the local emulator serves a stand-in elsewhere. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const stage = env.SHOP_STAGE ?? "local";
  const jwtSecret = env.JWT_SECRET ?? (stage === "local" ? "local-development-secret-change-me-0123456789" : "");
  if (jwtSecret.length < 32) throw new Error("JWT_SECRET must be set to at least 32 characters");
  const whatsapp = whatsappFromEnv(env);
  const sms = smsFromEnv(env);
  return {
    stage,
    tableName: env.TABLE_NAME ?? "shop",
    dynamoEndpoint: env.DYNAMO_ENDPOINT || undefined,
    region: env.AWS_REGION ?? "ap-south-1",
    jwtSecret,
    // Locally the session secret serves; in the cloud the API and the mailer share SignInCodeKey.
    signInCodeKey: env.SIGN_IN_CODE_KEY || jwtSecret,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID ?? "rzp_test_localemulator",
      keySecret: env.RAZORPAY_KEY_SECRET ?? "local-emulator-key-secret",
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "local-emulator-webhook-secret",
      apiBaseUrl: env.RAZORPAY_API_BASE_URL || undefined,
      checkoutScriptUrl: env.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_SCRIPT_URL,
    },
    brandName: env.BRAND_NAME ?? "Rangrez",
    ...(whatsapp && { whatsapp }),
    ...(sms && { sms }),
    seller: sellerFromEnv(env),
    mail: mailFromEnv(env, env.BRAND_NAME ?? "Rangrez"),
    courier: {
      email: env.SHIPROCKET_EMAIL ?? "api@rangrez.local",
      password: env.SHIPROCKET_PASSWORD ?? "local-courier-password",
      apiBaseUrl: env.SHIPROCKET_API_BASE_URL || undefined,
      pickupLocation: env.SHIPROCKET_PICKUP_LOCATION ?? "Primary",
      webhookKey: env.COURIER_WEBHOOK_KEY ?? (stage === "local" ? "local-courier-webhook-key" : ""),
    },
    maxBodyBytes: Number(env.MAX_BODY_BYTES ?? 1024 * 1024),
    catalogueCacheSeconds: Number(env.CATALOGUE_CACHE_SECONDS ?? 5),
    catalogueSnapshotSeconds: Number(env.CATALOGUE_SNAPSHOT_SECONDS ?? 60),
    adminStatsFreshSeconds: Number(env.ADMIN_STATS_FRESH_SECONDS ?? 2),
    catalogueWholeMaxKb: Number(env.CATALOGUE_WHOLE_MAX_KB ?? 60),
    media: mediaFromEnv(env),
    documents: { bucket: env.DOCUMENTS_BUCKET ?? "rangrez-documents" },
    checkoutHoldSeconds: holdSeconds(env.CHECKOUT_HOLD_SECONDS),
    holdCaps: { pieces: positiveInteger(env.MAX_HELD_PIECES, 10), checkouts: positiveInteger(env.MAX_OPEN_CHECKOUTS, 3) },
    throttleExemptSources: (env.THROTTLE_EXEMPT_SOURCES ?? "").split(",").map((source) => source.trim().toLowerCase()).filter(Boolean),
    originSecrets: originSecretsFromEnv(env),
  };
}

/** The origin secret and, during a rotation, the previous one; each long enough that guessing is hopeless. */
function originSecretsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const secrets = [env.ORIGIN_SECRET, env.ORIGIN_SECRET_PREVIOUS].filter((value): value is string => Boolean(value));
  if (secrets.some((secret) => secret.length < 32)) throw new Error("ORIGIN_SECRET and ORIGIN_SECRET_PREVIOUS must be at least 32 characters (openssl rand -hex 32)");
  return env.ORIGIN_SECRET ? secrets : [];
}

/** The photo bucket's settings: in the cloud its name alone; locally the S3 stand-in's address and key too. */
export function mediaFromEnv(env: NodeJS.ProcessEnv): ShopConfig["media"] {
  return {
    bucket: env.MEDIA_BUCKET ?? "rangrez-media",
    endpoint: env.S3_ENDPOINT || undefined,
    credentials: env.S3_ENDPOINT
      ? { accessKeyId: env.S3_ACCESS_KEY_ID ?? LOCAL_S3_KEY, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? LOCAL_S3_KEY }
      : undefined,
  };
}

/** 15 minutes unless set; at least 10 s (tests set it small), at most 2 hours. */
function holdSeconds(value: string | undefined): number {
  if (value === undefined || value === "") return 900;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 7200) throw new Error("CHECKOUT_HOLD_SECONDS must be a whole number from 10 to 7200");
  return seconds;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`Expected a whole number of at least 1, not "${value}"`);
  return parsed;
}
