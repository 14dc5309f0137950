import { startWhatsAppEmulator } from "./index.js";
import { LOCAL_WHATSAPP } from "./local-account.js";

// Runs the WhatsApp emulator on its own: npx tsx infra/local/whatsapp-emulator/main.ts
// Configured from WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_PHONE_NUMBER_ID,
// WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_VERIFY_TOKEN, WEBHOOK_URL and PORT, with the local
// stack's defaults (infra/local/stack.ts).

const env = process.env;
const port = Number(env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${env.PORT}`);
  process.exit(1);
}

const emulator = await startWhatsAppEmulator({
  port,
  accessToken: env.WHATSAPP_ACCESS_TOKEN ?? LOCAL_WHATSAPP.accessToken,
  appSecret: env.WHATSAPP_APP_SECRET ?? LOCAL_WHATSAPP.appSecret,
  phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? LOCAL_WHATSAPP.phoneNumberId,
  businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID ?? LOCAL_WHATSAPP.businessAccountId,
  verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? LOCAL_WHATSAPP.verifyToken,
  webhookUrl: env.WEBHOOK_URL || undefined,
});

console.log(`WhatsApp emulator (Graph API): ${emulator.url}/v21.0`);
console.log(`  phone page:   ${emulator.phoneUrl}`);
console.log(`  control:      ${emulator.controlUrl}`);
console.log(`  webhooks to:  ${emulator.webhookUrl ?? "(none; set WEBHOOK_URL)"}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0));
  });
}
