import { startRazorpayEmulator } from "./index.js";

// Runs the emulator on its own: npx tsx infra/local/razorpay-emulator/main.ts
// Configured from RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET,
// WEBHOOK_URL and PORT, with the same local defaults as the shop's configuration.

const env = process.env;
const port = Number(env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${env.PORT}`);
  process.exit(1);
}

const emulator = await startRazorpayEmulator({
  port,
  keyId: env.RAZORPAY_KEY_ID ?? "rzp_test_localemulator",
  keySecret: env.RAZORPAY_KEY_SECRET ?? "local-emulator-key-secret",
  webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? "local-emulator-webhook-secret",
  webhookUrl: env.WEBHOOK_URL || undefined,
});

console.log(`Razorpay emulator: ${emulator.url}`);
console.log(`  checkout.js:  ${emulator.checkoutScriptUrl}`);
console.log(`  key id:       ${emulator.keyId}`);
console.log(`  webhooks to:  ${emulator.webhookUrl ?? "(none; set WEBHOOK_URL)"}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.stop().then(() => process.exit(0));
  });
}
