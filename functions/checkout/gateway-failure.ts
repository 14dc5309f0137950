import { ShopError } from "../errors.js";
import { GatewayError } from "../payments/gateway-error.js";

/**
 * A Razorpay failure as the shopper or admin should hear it: our own keys being wrong or
 * Razorpay being down is not the client's fault (502/503), a refused request is a 400.
 */
export function gatewayFailure(error: unknown, action: string): Error {
  if (!(error instanceof GatewayError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.kind) {
    case "bad_request":
      return new ShopError(400, `${action}: ${error.description}`);
    case "not_found":
      return new ShopError(404, `${action}: the payment provider does not know this payment.`);
    case "unauthorized":
      console.error("Razorpay refused the shop's credentials:", error.description);
      return new ShopError(502, `${action}: the payment provider refused the shop's credentials. Please try again later.`);
    default:
      return new ShopError(503, `${action}: the payment provider is not answering. Please try again in a moment.`, { "Retry-After": "10" });
  }
}
