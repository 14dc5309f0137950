// Whatever goes wrong talking to the courier reaches callers as one typed error, so routes map
// it to a status without knowing the aggregator: bad_request → 400 (the text names the field),
// unauthorized (the shop's account settings are wrong) → 502, not_found → 404, throttled and
// unavailable → 503.

export type CourierErrorKind = "bad_request" | "unauthorized" | "not_found" | "throttled" | "unavailable";

export class CourierError extends Error {
  constructor(
    readonly kind: CourierErrorKind,
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = "CourierError";
  }
}
