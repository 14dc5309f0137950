import type { AppDeps } from "../deps.js";
import { ShopError } from "../errors.js";
import { COURIER_UNREACHABLE, type ServiceabilitySource } from "./delivery-check.js";

/** The app's courier, as far as charges and dates need it. */
export function serviceabilitySource(deps: AppDeps): ServiceabilitySource {
  const given = (deps as { courier?: ServiceabilitySource }).courier;
  if (!given) throw new ShopError(503, COURIER_UNREACHABLE);
  return given;
}
