// `npm start`: builds the storefront, then runs the whole shop on this machine.
// `npm run dev` (--dev): the same back end, with Vite's dev server and hot reload in front.
import { resolve } from "node:path";
import { buildStorefront } from "../../pages/build/build-storefront.js";
import { JavaMissingError } from "./dynamodb-local.js";
import { MailPortTakenError } from "./mail-server.js";
import { OWNER_PASSWORD_FILE } from "./owner-password.js";
import { startLocalStack, type LocalStack } from "./stack.js";
import { storefrontDirOf } from "./storefront-dir.js";
import { SmsPortTakenError } from "./sms-emulator/index.js";
import { WhatsAppPortTakenError } from "./whatsapp-emulator/index.js";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? ".data", "dynamodb");
const mailPort = Number(process.env.MAIL_PORT ?? 8005);
const whatsappPort = Number(process.env.WHATSAPP_PORT ?? 8006);
const smsPort = Number(process.env.SMS_PORT ?? 8007);
const mediaDir = resolve(process.env.DATA_DIR ?? ".data", "media");
const courierDir = resolve(process.env.DATA_DIR ?? ".data", "courier");
const staticDir = storefrontDirOf(process.env);

async function main(): Promise<void> {
  if (!dev && process.env.SKIP_BUILD !== "1") {
    const started = Date.now();
    // The SPA and the page renderer; the stack renders every page from the catalogue before it serves.
    await buildStorefront(staticDir);
    console.log(`Storefront built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const stack: LocalStack = await startLocalStack({ port, dataDir, mailPort, whatsappPort, smsPort, mediaDir, courierDir, staticDir });

  let shopUrl = stack.url;
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({ configFile: resolve("vite.config.ts"), server: { port: port + 1 } });
    process.env.API_PORT = String(stack.server.port);
    await vite.listen();
    shopUrl = `http://localhost:${vite.config.server.port}`;
    closeVite = () => vite.close();
  }

  console.log(`
  Rangrez is open.
    Shop:     ${shopUrl}/
    Admin:    ${shopUrl}/admin-login
    API:      ${stack.url}/api/health
    Mailbox:  ${stack.mail.mailboxUrl}  (every e-mail the shop sends, with its invoices)
    WhatsApp: ${stack.whatsapp ? `${stack.whatsapp.phoneUrl}  (every WhatsApp message the shop sends; reply as the shopper)` : `Meta's Cloud API at ${process.env.WHATSAPP_API_URL}`}
    SMS:      ${stack.sms ? `${stack.sms.inboxUrl}  (every SMS the shop sends: sign-in codes)` : `the SMS gateway at ${process.env.SMS_API_URL}`}
    Data:     ${dataDir}${stack.seed.seeded ? ` (demo catalogue seeded: ${stack.seed.products} products)` : ""}
    Courier:  ${stack.courier ? `${stack.courier.controlUrl}  (the Shiprocket emulator: move parcels along)` : stack.config.courier.apiBaseUrl ?? "Shiprocket"}
    Photos:   ${mediaDir} (local S3 at ${stack.s3.endpoint}; invoices' PDFs in its bucket ${stack.config.documents.bucket})
    Admin login: ${stack.admin.email} / ${stack.admin.password}  (${stack.adminPasswordSource === "ADMIN_PASSWORD" ? "from ADMIN_PASSWORD" : `made at the first start, kept in ${dataDir}/${OWNER_PASSWORD_FILE}`})
  Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing the shop, the local S3 and DynamoDB Local...`);
    await closeVite?.();
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof JavaMissingError || error instanceof MailPortTakenError || error instanceof WhatsAppPortTakenError || error instanceof SmsPortTakenError) {
    console.error(error.message);
  } else if (error instanceof Error && (error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    console.error(`Port ${port} is taken. Start on another one with PORT=3100 npm start.`);
  } else {
    console.error("The shop could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
