import { createApp } from "../../functions/app.js";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { DEFAULT_SETTINGS } from "../../functions/settings/shop-settings.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import { testCourier } from "./test-courier.js";
import { freshTable, type TestTable } from "./test-table.js";

/**
 * The real API over a fresh table, called in-process with app.request(). Payment tests pass a
 * gateway pointed at the Razorpay emulator; others get one pointed at a closed port, so an
 * accidental payment call fails loudly instead of reaching anything.
 */
export async function testApp(
  options: Parameters<typeof freshTable>[0] & {
    gateway?: PaymentGateway;
    courier?: Courier;
    /** "free" (the default): the shop ships everything free, so tests about other things keep their totals; "charged": the default rates. */
    shipping?: "free" | "charged";
  } = {},
) {
  const table: TestTable = await freshTable(options);
  const gateway =
    options.gateway ??
    createPaymentGateway({ ...table.config.razorpay, apiBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000 });
  // Likewise the courier: the emulator a test points SHIPROCKET_API_BASE_URL at, else the worker's own
  // emulator (create-order asks it whether a PIN is served), never Shiprocket.
  const courier =
    options.courier ??
    (table.config.courier.apiBaseUrl ? createShiprocketCourier({ ...table.config.courier, apiBaseUrl: table.config.courier.apiBaseUrl, timeoutMs: 1000 }) : await testCourier());
  if ((options.shipping ?? "free") === "free") {
    await table.repos.settings.save({ shipping: { ...DEFAULT_SETTINGS.shipping, freeAbovePaise: 0 } }, 0, "tests");
  }
  const app = createApp({ config: table.config, repos: table.repos, gateway, courier });
  return { ...table, app, gateway, courier };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
