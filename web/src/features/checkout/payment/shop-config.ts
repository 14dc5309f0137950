import { api } from "../../../api/client.js";

export interface ShopConfig {
  stage: string;
  brandName: string;
  razorpayKeyId: string;
  checkoutScriptUrl: string;
  demoAdmin: { email: string; password: string } | null;
}

let cached: Promise<ShopConfig> | undefined;

/** The server's public settings, fetched once per page load. */
export function loadShopConfig(): Promise<ShopConfig> {
  cached ??= api.get<{ data: ShopConfig }>("/config").then((body) => body.data).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
