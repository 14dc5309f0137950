import type { AppDeps } from "../../deps.js";
import { SHIPROCKET, type Courier } from "./courier.js";
import type { ShiprocketConfig } from "./shiprocket-client.js";

const built = new WeakMap<AppDeps, Courier>();

/** The app's courier: the one given, or one Shiprocket client per app (so its sign-in token is shared). */
export function courierFor(deps: AppDeps): Courier {
  if (deps.courier) return deps.courier;
  let courier = built.get(deps);
  if (!courier) {
    courier = shiprocketOnFirstCall(deps.config.courier);
    built.set(deps, courier);
  }
  return courier;
}

type Calls = Omit<Courier, "name">;

/**
 * The Shiprocket client, loaded when the courier is first asked something: a courier webhook
 * only needs its name, and the API's and the webhook's cold starts are at their budgets.
 */
function shiprocketOnFirstCall(config: ShiprocketConfig): Courier {
  let client: Promise<Courier> | undefined;
  const load = () => (client ??= import("./shiprocket-client.js").then((module) => module.createShiprocketCourier(config)));
  const call = <K extends keyof Calls>(method: K): Calls[K] =>
    (async (...args: unknown[]) => ((await load())[method] as (...args: unknown[]) => Promise<unknown>)(...args)) as Calls[K];
  return {
    name: SHIPROCKET,
    serviceability: call("serviceability"),
    createOrder: call("createOrder"),
    findOrder: call("findOrder"),
    assignAwb: call("assignAwb"),
    generatePickup: call("generatePickup"),
    label: call("label"),
    manifest: call("manifest"),
    trackByAwb: call("trackByAwb"),
    cancel: call("cancel"),
    ndrAction: call("ndrAction"),
    createReturn: call("createReturn"),
    findReturn: call("findReturn"),
  };
}
