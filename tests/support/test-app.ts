import { createApp } from "../../functions/app.js";
import { freshTable, type TestTable } from "./test-table.js";

/** The real API over a fresh table, called in-process with app.request(). */
export async function testApp(options: Parameters<typeof freshTable>[0] = {}) {
  const table: TestTable = await freshTable(options);
  const app = createApp({ config: table.config, repos: table.repos });
  return { ...table, app };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
