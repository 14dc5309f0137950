import { createApp } from "../../functions/app.js";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { DEFAULT_SETTINGS } from "../../functions/settings/shop-settings.js";
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
  // PINs are checked with the courier emulator, as the shop checks them with Shiprocket.
  const courier = options.courier ?? (await testCourier());
  if ((options.shipping ?? "free") === "free") {
    await table.repos.settings.save({ shipping: { ...DEFAULT_SETTINGS.shipping, freeAbovePaise: 0 } }, 0, "tests");
  }
  const app = createApp({ config: table.config, repos: table.repos, gateway, courier });
  return { ...table, app, gateway, courier };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
