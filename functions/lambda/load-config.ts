import { configFromEnv, type ShopConfig } from "../config.js";

/**
 * In the cloud SST links the table and the secrets as SST_RESOURCE_<Name> variables (JSON);
 * they are read here into the same config the local server gets from plain variables.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShopConfig {
  const linked = (name: string): Record<string, string> | undefined => {
    const raw = env[`SST_RESOURCE_${name}`];
    if (!raw) return undefined;
    return JSON.parse(raw) as Record<string, string>;
  };
  const table = linked("ShopTable");
  return configFromEnv({
    ...env,
    TABLE_NAME: table?.name ?? env.TABLE_NAME,
    JWT_SECRET: linked("JwtSecret")?.value ?? env.JWT_SECRET,
    RAZORPAY_KEY_ID: linked("RazorpayKeyId")?.value ?? env.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: linked("RazorpayKeySecret")?.value ?? env.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: linked("RazorpayWebhookSecret")?.value ?? env.RAZORPAY_WEBHOOK_SECRET,
    SHOP_STAGE: env.SHOP_STAGE ?? linked("App")?.stage,
  });
}
