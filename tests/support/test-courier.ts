import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { startCourierEmulator, type CourierEmulator } from "../../infra/local/courier-emulator/index.js";

// One courier emulator per test worker, started on first use: create-order and the quotes ask
// it whether a PIN is served, as the shop asks Shiprocket. Its server does not keep the worker alive.

const account = { email: "api@tests.local", password: "test-courier-password", webhookKey: "test-courier-webhook-key" };
let started: Promise<CourierEmulator> | undefined;

export function testCourierEmulator(): Promise<CourierEmulator> {
  started ??= startCourierEmulator(account);
  return started;
}

/** A Shiprocket client pointed at the worker's emulator. */
export async function testCourier(): Promise<Courier> {
  const emulator = await testCourierEmulator();
  return createShiprocketCourier({ email: account.email, password: account.password, apiBaseUrl: emulator.apiUrl, pickupLocation: "Primary" });
}
