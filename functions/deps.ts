import type { ShopConfig } from "./config.js";
import type { Repositories } from "./data/repositories.js";
import type { PaymentGateway } from "./payments/gateway.js";
import type { Courier } from "./shipping/courier/courier.js";

/** What the app is built from; tests and the local server pass their own. */
export interface AppDeps {
  config: ShopConfig;
  repos: Repositories;
  gateway: PaymentGateway;
  /** The shipping aggregator; built from config.courier when not given (functions/shipping/courier/courier-for.ts). */
  courier?: Courier;
}
