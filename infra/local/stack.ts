import { resolve } from "node:path";
import type { Hono } from "hono";
import { configFromEnv, type ShopConfig } from "../../functions/config.js";
import { createDb } from "../../functions/data/db.js";
import { createRepositories, type Repositories } from "../../functions/data/repositories.js";
import { addMissingIndexes, ensureTable } from "./bootstrap-table.js";
import { startDynamoLocal, type DynamoLocal } from "./dynamodb-local.js";
import { seedDemoShop, type SeedResult } from "./seed-demo-shop.js";
import { loadDemoShop } from "./demo-shop.js";
import { startHoldSweep } from "./hold-sweep.js";
import { ownerPassword, retireOldDefault } from "./owner-password.js";
import { startLocalServer, type LocalServer } from "./server.js";
import { createPaymentGateway } from "../../functions/payments/gateway.js";
import { startRazorpayEmulator, type RazorpayEmulator } from "./razorpay-emulator/index.js";
import { startCourierEmulator, type CourierEmulator } from "./courier-emulator/index.js";
import { startWhatsAppEmulator, type WhatsAppEmulator } from "./whatsapp-emulator/index.js";
import { LOCAL_WHATSAPP } from "./whatsapp-emulator/local-account.js";
import { startSmsEmulator, type SmsEmulator } from "./sms-emulator/index.js";
import { LOCAL_SMS } from "./sms-emulator/local-account.js";
import { pickupLocationOf } from "./courier-emulator/shop-pickup.js";
import { readSettings } from "../../functions/settings/shop-settings.js";
import { createSesMailer } from "../../functions/mail/mailer.js";
import { startLocalMailServer, type LocalMailServer } from "./mail-server.js";
import { startOutboxPoller, type OutboxPoller } from "./outbox-poller.js";
import { startLocalS3, type LocalS3 } from "./s3-local/index.js";
import { startPagePublisher } from "../../pages/publish/local.js";
import { startShareBackfill } from "./share-pictures.js";
import type { BackfillFigures } from "../../functions/media/share-backfill.js";
import type { PagePublisher } from "../../pages/publish/publisher.js";

export interface LocalStackOptions {
  port: number;
  /** Where DynamoDB Local keeps its files; undefined keeps data in memory (tests). */
  dataDir?: string;
  /** Where the local S3 (product photos) keeps its files; undefined uses a temporary folder removed on stop. */
  mediaDir?: string;
  /** Where the courier emulator keeps its labels and shipments; undefined keeps them in memory (tests). */
  courierDir?: string;
  staticDir?: string;
  adminEmail?: string;
  adminPassword?: string;
  env?: NodeJS.ProcessEnv;
  /** Extra routes on the same server (the benchmark's bare ceiling route). */
  extendApp?: (app: Hono) => void;
  /** Where the local SES mailbox listens; 0 (the default) takes any free port, npm start uses MAIL_PORT. */
  mailPort?: number;
  /** Where the WhatsApp emulator (Graph API and phone page) listens; 0 (the default) takes any free port, npm start uses WHATSAPP_PORT. */
  whatsappPort?: number;
  /** Where the SMS emulator (the gateway's API and the inbox page) listens; 0 (the default) takes any free port, npm start uses SMS_PORT. */
  smsPort?: number;
}

export interface LocalStack {
  url: string;
  config: ShopConfig;
  repos: Repositories;
  dynamo: DynamoLocal;
  /** The S3 stand-in holding product photos. */
  s3: LocalS3;
  server: LocalServer;
  /** The stand-in for Razorpay's servers, unless a real Razorpay API was configured. */
  razorpay?: RazorpayEmulator;
  /** The stand-in for Shiprocket, unless a real Shiprocket API was configured. */
  courier?: CourierEmulator;
  /** The stand-in for Meta's WhatsApp Cloud API (and its phone page), unless WHATSAPP_API_URL was set. */
  whatsapp?: WhatsAppEmulator;
  /** The stand-in for the DLT SMS gateway (and its inbox page), unless SMS_API_URL was set. */
  sms?: SmsEmulator;
  seed: SeedResult;
  admin: { email: string; password: string };
  /** Where the owner's password came from: ADMIN_PASSWORD, or made at the first start (kept in the data folder). */
  adminPasswordSource: "ADMIN_PASSWORD" | "generated";
  /** aws-ses-v2-local: what the shop e-mails arrives here. */
  mail: LocalMailServer;
  /** The share pictures' backfill run at start (in the background): its figures, or null if it failed. */
  sharePictures: Promise<BackfillFigures | null>;
  /** Keeps the pre-rendered pages current; undefined when the storefront has no page renderer built (npm run dev). */
  pages?: PagePublisher;
  stop(): Promise<void>;
}

/** The seeded owner's e-mail; the password is ADMIN_PASSWORD or generated (infra/local/owner-password.ts). */
export const DEFAULT_ADMIN_EMAIL = "admin@rangrez.local";
const OWNER_NAME = "Shop Admin";

/** The whole shop on one machine: DynamoDB Local, the table, the demo data, the Razorpay, courier, WhatsApp and SMS emulators, the server. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const env = options.env ?? process.env;
  const dynamo = await startDynamoLocal({ dataDir: options.dataDir });
  let razorpay: RazorpayEmulator | undefined;
  let courier: CourierEmulator | undefined;
  let whatsapp: WhatsAppEmulator | undefined;
  let sms: SmsEmulator | undefined;
  let mail: LocalMailServer | undefined;
  let poller: OutboxPoller | undefined;
  let s3: LocalS3 | undefined;
  let sharePictures: Promise<BackfillFigures | null> | undefined;
  try {
    mail = await startLocalMailServer(options.mailPort ?? 0);
    // The photos' bucket, and the tax documents' PDFs in a private one of their own, as in the cloud.
    s3 = await startLocalS3({ bucket: env.MEDIA_BUCKET ?? "rangrez-media", privateBuckets: [env.DOCUMENTS_BUCKET ?? "rangrez-documents"], dataDir: options.mediaDir });
    // Locally the shop's WhatsApp client talks to the emulator, which answers as Meta's Graph API
    // and sends the signed webhooks back; the shop's config gets its address and account as
    // WHATSAPP_* (those set in the environment are used as given). With WHATSAPP_API_URL set,
    // the shop talks to that instead and nothing is started.
    let whatsappEnv: Record<string, string> = {};
    if (!env.WHATSAPP_API_URL) {
      const account = {
        accessToken: env.WHATSAPP_ACCESS_TOKEN ?? LOCAL_WHATSAPP.accessToken,
        appSecret: env.WHATSAPP_APP_SECRET ?? LOCAL_WHATSAPP.appSecret,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? LOCAL_WHATSAPP.phoneNumberId,
        businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID ?? LOCAL_WHATSAPP.businessAccountId,
        verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? LOCAL_WHATSAPP.verifyToken,
      };
      // The templates' URL buttons open the shop's pages, wherever this shop answers.
      const buttonUrlBase = env.SHOP_URL ?? `http://localhost:${options.port}`;
      whatsapp = await startWhatsAppEmulator({ port: options.whatsappPort ?? 0, ...account, buttonUrlBase });
      whatsappEnv = {
        WHATSAPP_API_URL: whatsapp.url,
        WHATSAPP_PHONE_NUMBER_ID: account.phoneNumberId,
        WHATSAPP_BUSINESS_ACCOUNT_ID: account.businessAccountId,
        WHATSAPP_ACCESS_TOKEN: account.accessToken,
        WHATSAPP_APP_SECRET: account.appSecret,
        WHATSAPP_VERIFY_TOKEN: account.verifyToken,
      };
    }
    // Sign-in codes by SMS go the same way: to the emulator, which answers as the DLT gateway and
    // reports delivery to the shop; its account and DLT ids reach the config as SMS_*. With
    // SMS_API_URL set, the shop talks to that gateway instead and nothing is started.
    let smsEnv: Record<string, string> = {};
    if (!env.SMS_API_URL) {
      const account = {
        accountSid: env.SMS_ACCOUNT_SID ?? LOCAL_SMS.accountSid,
        apiKey: env.SMS_API_KEY ?? LOCAL_SMS.apiKey,
        apiToken: env.SMS_API_TOKEN ?? LOCAL_SMS.apiToken,
        senderId: env.SMS_SENDER_ID ?? LOCAL_SMS.senderId,
        dltEntityId: env.SMS_DLT_ENTITY_ID ?? LOCAL_SMS.dltEntityId,
        signInTemplateId: env.SMS_DLT_SIGN_IN_TEMPLATE_ID ?? LOCAL_SMS.signInTemplateId,
      };
      sms = await startSmsEmulator({ port: options.smsPort ?? 0, ...account });
      smsEnv = {
        SMS_API_URL: sms.url,
        SMS_ACCOUNT_SID: account.accountSid,
        SMS_API_KEY: account.apiKey,
        SMS_API_TOKEN: account.apiToken,
        SMS_SENDER_ID: account.senderId,
        SMS_DLT_ENTITY_ID: account.dltEntityId,
        SMS_DLT_SIGN_IN_TEMPLATE_ID: account.signInTemplateId,
      };
    }
    const base = configFromEnv({
      ...env,
      ...whatsappEnv,
      ...smsEnv,
      DYNAMO_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      MEDIA_BUCKET: s3.bucket,
      MAIL_ENDPOINT: mail.endpoint,
      SHOP_STAGE: env.SHOP_STAGE ?? "local",
    });
    // Photos kept from before share pictures existed get theirs, while the rest starts.
    sharePictures = startShareBackfill(base);
    // Locally the real razorpay SDK talks to the emulator, and the SPA loads its checkout.js.
    if (!env.RAZORPAY_API_BASE_URL) {
      razorpay = await startRazorpayEmulator({
        keyId: base.razorpay.keyId,
        keySecret: base.razorpay.keySecret,
        webhookSecret: base.razorpay.webhookSecret,
      });
    }
    // Locally the Shiprocket client talks to the courier emulator, which pushes tracking to the shop.
    if (!env.SHIPROCKET_API_BASE_URL) {
      courier = await startCourierEmulator({ email: base.courier.email, password: base.courier.password, webhookKey: base.courier.webhookKey, dataDir: options.courierDir });
    }
    const adminEmail = (options.adminEmail ?? env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
    const owner = await ownerPassword({ email: adminEmail, name: OWNER_NAME }, options.adminPassword ?? env.ADMIN_PASSWORD, options.dataDir);
    const admin = { email: adminEmail, password: owner.password };
    const config = {
      ...base,
      razorpay: razorpay
        ? { ...base.razorpay, apiBaseUrl: razorpay.url, checkoutScriptUrl: razorpay.checkoutScriptUrl }
        : base.razorpay,
      courier: courier ? { ...base.courier, apiBaseUrl: courier.apiUrl } : base.courier,
      demoAdmin: admin,
    };
    const repos = createRepositories(createDb(config));
    await ensureTable(repos.db.doc, config.tableName);
    // A shop's data from before an index was declared: the index is added, then filled.
    if ((await addMissingIndexes(repos.db.doc, config.tableName)).length > 0) {
      const { buildScaleIndexes } = await import("../../scripts/build-scale-indexes.js");
      await buildScaleIndexes(repos);
    }
    const seed = await seedDemoShop(repos, { ...(await loadDemoShop()), admin: { name: OWNER_NAME, ...admin } });
    if (owner.source === "generated" && !seed.seeded) await retireOldDefault(repos, admin.email, admin.password);
    // The emulator's pickup location is the shop's, as the owner sets it in Shiprocket's panel:
    // the settings' pickup PIN and the seller's address, under the name the shop's orders give.
    if (courier) courier.setPickupLocation(pickupLocationOf(config, (await readSettings(repos)).shipping.pickupPincode));
    // Every page rendered ahead from the catalogue before the shop opens, and again after a save.
    const staticDir = options.staticDir ?? resolve("dist/web");
    const pages = await startPagePublisher({
      repos,
      staticDir,
      origin: (env.SHOP_URL ?? `http://localhost:${options.port}`).replace(/\/+$/, ""),
    });
    const server = await startLocalServer(
      { config, repos, gateway: createPaymentGateway(config.razorpay) },
      { port: options.port, staticDir, extend: options.extendApp, onCatalogueWrite: pages?.publishSoon },
    );
    razorpay?.setWebhookUrl(`http://127.0.0.1:${server.port}/api/webhooks/razorpay`);
    courier?.setWebhookUrl(`http://127.0.0.1:${server.port}/api/webhooks/courier`);
    whatsapp?.setWebhookUrl(`http://127.0.0.1:${server.port}/api/webhooks/whatsapp`);
    // Sends that name no StatusCallback (SMS_STATUS_CALLBACK_URL unset) are reported here, the shop's own address.
    sms?.setStatusCallbackUrl(`http://127.0.0.1:${server.port}/api/webhooks/sms`);
    const holdSweep = startHoldSweep(repos, Number(env.HOLD_SWEEP_SECONDS ?? 60) * 1000);
    // Invoices and e-mails follow payments, shipping and refunds through the outbox.
    const mailConfig = { ...config, mail: { ...config.mail, shopUrl: env.SHOP_URL ?? server.url } };
    poller = startOutboxPoller({ repos, config: mailConfig, mailer: createSesMailer(mailConfig) });
    return {
      url: server.url,
      config,
      repos,
      dynamo,
      s3,
      server,
      razorpay,
      courier,
      whatsapp,
      sms,
      seed,
      admin,
      adminPasswordSource: owner.source,
      mail,
      pages,
      sharePictures,
      async stop() {
        holdSweep.stop();
        // No new requests first, so nothing asks for more work while the rest winds down.
        await server.close();
        await sharePictures;
        await pages?.stop();
        await poller?.stop();
        await mail?.stop();
        await razorpay?.stop();
        await courier?.stop();
        await whatsapp?.stop();
        await sms?.stop();
        await s3?.stop();
        repos.db.doc.destroy();
        await dynamo.stop();
      },
    };
  } catch (error) {
    await sharePictures;
    await poller?.stop();
    await mail?.stop();
    await razorpay?.stop();
    await courier?.stop();
    await whatsapp?.stop();
    await sms?.stop();
    await s3?.stop();
    await dynamo.stop();
    throw error;
  }
}
