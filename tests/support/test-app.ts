import { createApp } from "../../functions/app.js";
import { createPaymentGateway, type PaymentGateway } from "../../functions/payments/gateway.js";
import { freshTable, type TestTable } from "./test-table.js";

/**
 * The real API over a fresh table, called in-process with app.request(). Payment tests pass a
 * gateway pointed at the Razorpay emulator; others get one pointed at a closed port, so an
 * accidental payment call fails loudly instead of reaching anything.
 */
export async function testApp(options: Parameters<typeof freshTable>[0] & { gateway?: PaymentGateway } = {}) {
  const table: TestTable = await freshTable(options);
  const gateway =
    options.gateway ??
    createPaymentGateway({ ...table.config.razorpay, apiBaseUrl: "http://127.0.0.1:9", timeoutMs: 1000 });
  const app = createApp({ config: table.config, repos: table.repos, gateway });
  return { ...table, app, gateway };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
