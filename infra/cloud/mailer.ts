import { DEMO_SELLER } from "../../shared/seller.js";
import { LAMBDA_COPY_FILES } from "./copy-files.js";
import { documents } from "./documents.js";
import { mailConfigurationSet } from "./mail-feedback.js";
import { ownsEmailIdentity } from "./kept-stages.js";
import { router } from "./router.js";
import { sellerGstin, signInCodeKey, smsApiKey, smsApiToken, whatsappAccessToken } from "./secrets.js";
import { smsGatewaySettings } from "./sms-gateway.js";
import { whatsappNumber } from "./whatsapp-number.js";
import { shopFunction } from "./shop-function.js";
import { streamConsumer } from "./stream-consumer.js";
import { STREAM_SUBSCRIPTIONS } from "./stream-subscriptions.js";
import { table } from "./table.js";

// E-mail and tax documents after a state change. The Email component is SES's sender identity:
// an address (verified by the link SES mails to it) or a whole domain (verified by DNS records).
// Set MAIL_SENDER when deploying; docs/operations.md, "E-mail", says how to verify it and leave the sandbox.
// One identity per sender in the account: production makes it, every other stage refers to it
// (kept-stages.ts), so a pr-123 stage deploys beside production.
const sender = process.env.MAIL_SENDER ?? DEMO_SELLER.ordersEmail;
export const email = ownsEmailIdentity($app.stage)
  ? new sst.aws.Email("ShopEmail", {
      sender,
      // A domain's DNS records are made in Route 53 unless they are added by hand elsewhere.
      ...(process.env.MAIL_SENDER_DNS === "manual" ? { dns: false } : {}),
    })
  : sst.aws.Email.get("ShopEmail", sender);

// The seller's name, address and state print on every invoice; like the storefront's VITE_SELLER_*
// settings they are read when deploying (the same variables serve both). The GSTIN is a secret.
const setting = (name: string, fallback: string) => process.env[`SELLER_${name}`] ?? process.env[`VITE_SELLER_${name}`] ?? fallback;

// Each new outbox item reaches it on the table's stream, as stream-subscriptions.ts declares.
const outboxStream = streamConsumer(STREAM_SUBSCRIPTIONS.Mailer);

// The outbox's sender (functions/lambda/mailer.ts). Within its 20 s it sends several e-mails at
// once and stops taking items before the end; items are leased and each step recorded, so what
// is left goes in the next run, never twice. shopFunction gives it the error, throttle and
// near-timeout alarms every function has.
export const mailer = shopFunction("Mailer", {
  handler: "functions/lambda/mailer.handler",
  memory: "1024 MB",
  timeout: "20 seconds",
  // Exactly what it reads (functions/lambda/links.ts): the documents' bucket keeps each PDF it sends.
  // The WhatsApp token: order updates go from the outbox after their e-mails (functions/whatsapp/).
  // Sign-in codes are made and sent from the outbox too: their key, and the SMS gateway's.
  link: [table, email, sellerGstin, documents, router, whatsappAccessToken, signInCodeKey, smsApiKey, smsApiToken],
  environment: {
    ...whatsappNumber(),
    ...smsGatewaySettings(),
    SELLER_LEGAL_NAME: setting("LEGAL_NAME", DEMO_SELLER.legalName),
    SELLER_ADDRESS: setting("ADDRESS", DEMO_SELLER.address),
    SELLER_STATE: setting("STATE", DEMO_SELLER.state),
    SUPPORT_EMAIL: setting("SUPPORT_EMAIL", DEMO_SELLER.supportEmail),
    ...(process.env.SHOP_ORDERS_EMAIL ? { SHOP_ORDERS_EMAIL: process.env.SHOP_ORDERS_EMAIL } : {}),
    // This stage's configuration set, in place of the identity's: its bounces and complaints come back here (mail-feedback.ts).
    MAIL_CONFIGURATION_SET: mailConfigurationSet.configurationSetName,
  },
  // The invoice font, beside the bundle (functions/documents/pdf/fonts.ts finds it there).
  copyFiles: LAMBDA_COPY_FILES["functions/lambda/mailer.handler"],
  // Sending with a configuration set is allowed on it as well as on the identity.
  permissions: [...outboxStream.permissions, { actions: ["ses:SendEmail", "ses:SendRawEmail"], resources: [mailConfigurationSet.arn] }],
});

// Each new outbox item, as soon as it is written...
outboxStream.subscribe(mailer);

// ...and every minute whatever is due again (SES was down, an invocation failed).
export const mailerSchedule = new sst.aws.Cron("MailerRetries", { function: mailer, schedule: "rate(1 minute)" });
