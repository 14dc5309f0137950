import { ShopError } from "../errors.js";
import { CourierError } from "./courier/courier-error.js";

/** A courier failure as the admin reads it: what went wrong and whose it is to fix. */
export function courierFailure(error: unknown): unknown {
  if (!(error instanceof CourierError)) return error;
  switch (error.kind) {
    case "bad_request":
      return new ShopError(400, `The courier refused: ${error.message}`);
    case "unauthorized":
      return new ShopError(502, "The courier refused the shop's account. Check the Shiprocket settings (docs/shipping.md, Shipping).");
    case "not_found":
      return new ShopError(404, `The courier does not know it: ${error.message}`);
    case "throttled":
    case "unavailable":
      return new ShopError(503, `The courier is not answering just now (${error.message}). Try again in a minute.`, { "Retry-After": "30" });
  }
}
