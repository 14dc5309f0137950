import type { AppDeps } from "../../deps.js";
import type { Courier } from "./courier.js";
import { createShiprocketCourier } from "./shiprocket-client.js";

const built = new WeakMap<AppDeps, Courier>();

/** The app's courier: the one given, or one Shiprocket client per app (so its sign-in token is shared). */
export function courierFor(deps: AppDeps): Courier {
  if (deps.courier) return deps.courier;
  let courier = built.get(deps);
  if (!courier) {
    courier = createShiprocketCourier(deps.config.courier);
    built.set(deps, courier);
  }
  return courier;
}
