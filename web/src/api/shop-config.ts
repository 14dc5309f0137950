import { api } from "./client.js";
import type { Answer } from "./contract.js";

export type ShopConfig = Answer<"/config", "$get">["data"];

let cached: Promise<ShopConfig> | undefined;

/** The server's public settings, fetched once per page load. */
export function loadShopConfig(): Promise<ShopConfig> {
  cached ??= api.get<Answer<"/config", "$get">>("/config").then((body) => body.data).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
