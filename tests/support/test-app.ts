import { createApp } from "../../functions/app.js";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import type { Courier } from "../../functions/shipping/courier/courier.js";
import { createShiprocketCourier } from "../../functions/shipping/courier/shiprocket-client.js";
import { freshTable, type TestTable } from "./test-table.js";

/**
 * The real API over a fresh table, called in-process with app.request(). Payment tests pass a
 * gateway pointed at the Razorpay emulator; others get one pointed at a closed port, so an
 * accidental payment call fails loudly instead of reaching anything.
 */
export async function testApp(options: Parameters<typeof freshTable>[0] & { gateway?: PaymentGateway; courier?: Courier } = {}) {
  const table: TestTable = await freshTable(options);
  const gateway =
    options.gateway ??
    createPaymentGateway({ ...table.config.razorpay, apiBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000 });
  // Likewise the courier: the emulator when a test points SHIPROCKET_API_BASE_URL at one, else a closed port, never Shiprocket.
  const courier =
    options.courier ?? createShiprocketCourier({ ...table.config.courier, apiBaseUrl: table.config.courier.apiBaseUrl ?? "http://127.0.0.1:9", timeoutMs: 1000 });
  const app = createApp({ config: table.config, repos: table.repos, gateway, courier });
  return { ...table, app, gateway, courier };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
