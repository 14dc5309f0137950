import { startSmsEmulator } from "./index.js";
import { LOCAL_SMS } from "./local-account.js";

// Runs the SMS emulator on its own: npx tsx infra/local/sms-emulator/main.ts
// Configured from SMS_ACCOUNT_SID, SMS_API_KEY, SMS_API_TOKEN, SMS_SENDER_ID, SMS_DLT_ENTITY_ID,
// SMS_DLT_SIGN_IN_TEMPLATE_ID, STATUS_CALLBACK_URL and PORT, with the local stack's defaults
// (infra/local/stack.ts).

const env = process.env;
const port = Number(env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${env.PORT}`);
  process.exit(1);
}

const emulator = await startSmsEmulator({
  port,
  accountSid: env.SMS_ACCOUNT_SID ?? LOCAL_SMS.accountSid,
  apiKey: env.SMS_API_KEY ?? LOCAL_SMS.apiKey,
  apiToken: env.SMS_API_TOKEN ?? LOCAL_SMS.apiToken,
  senderId: env.SMS_SENDER_ID ?? LOCAL_SMS.senderId,
  dltEntityId: env.SMS_DLT_ENTITY_ID ?? LOCAL_SMS.dltEntityId,
  signInTemplateId: env.SMS_DLT_SIGN_IN_TEMPLATE_ID ?? LOCAL_SMS.signInTemplateId,
  statusCallbackUrl: env.STATUS_CALLBACK_URL || undefined,
});

console.log(`SMS emulator (Exotel's API): ${emulator.url}/v1/Accounts/${env.SMS_ACCOUNT_SID ?? LOCAL_SMS.accountSid}/Sms/send`);
console.log(`  inbox:        ${emulator.inboxUrl}`);
console.log(`  control:      ${emulator.controlUrl}`);
console.log(`  reports to:   ${emulator.statusCallbackUrl ?? "(each send's StatusCallback; set STATUS_CALLBACK_URL for the rest)"}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0));
  });
}
