import { createApp } from "../app.js";
import type { ShopConfig } from "../config.js";
import { cloudDeps } from "./cloud-deps.js";

/** The app as a Lambda runs it: the real table and Razorpay, from the linked config. */
export function buildCloudApp(config: ShopConfig) {
  return createApp(cloudDeps(config));
}
