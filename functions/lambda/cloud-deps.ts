import type { ShopConfig } from "../config.js";
import { createDb } from "../data/db.js";
import { createRepositories } from "../data/repositories.js";
import type { AppDeps } from "../deps.js";
import { createPaymentGateway } from "../payments/gateway.js";

/** What a Lambda's app is built from: the real table and Razorpay, from the linked config. */
export function cloudDeps(config: ShopConfig): AppDeps {
  return { config, repos: createRepositories(createDb(config)), gateway: createPaymentGateway(config.razorpay) };
}
