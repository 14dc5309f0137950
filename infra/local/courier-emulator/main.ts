import { startCourierEmulator } from "./index.js";

// Runs the courier emulator on its own: npx tsx infra/local/courier-emulator/main.ts
// Configured from SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, COURIER_WEBHOOK_KEY, WEBHOOK_URL and
// PORT, with the shop's local defaults.

const env = process.env;
const emulator = await startCourierEmulator({
  port: Number(env.PORT ?? 0),
  email: env.SHIPROCKET_EMAIL ?? "api@rangrez.local",
  password: env.SHIPROCKET_PASSWORD ?? "local-courier-password",
  webhookKey: env.COURIER_WEBHOOK_KEY ?? "local-courier-webhook-key",
  webhookUrl: env.WEBHOOK_URL || undefined,
});
console.log(`Courier emulator: ${emulator.apiUrl}\n  control: ${emulator.controlUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void emulator.stop().then(() => process.exit(0)));
