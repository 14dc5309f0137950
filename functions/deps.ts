import type { ShopConfig } from "./config.js";
import type { Repositories } from "./data/repositories.js";

/** What the app is built from; tests and the local server pass their own. */
export interface AppDeps {
  config: ShopConfig;
  repos: Repositories;
}
