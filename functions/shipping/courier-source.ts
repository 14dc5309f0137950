import type { AppDeps } from "../deps.js";
import { courierFor } from "./courier/courier-for.js";
import type { ServiceabilitySource } from "./delivery-check.js";

/** The app's courier, as far as charges and dates need it. */
export const serviceabilitySource = (deps: AppDeps): ServiceabilitySource => courierFor(deps);
