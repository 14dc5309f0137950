import { createApp } from "../app.js";
import type { ShopConfig } from "../config.js";
import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import { createPaymentGateway } from "../payments/gateway.js";

/** The app as a Lambda runs it: the real table and Razorpay, from the linked config. */
export function buildCloudApp(config: ShopConfig) {
  return createApp({ config, repos: createRepositories(createDb(config)), gateway: createPaymentGateway(config.razorpay) });
}
