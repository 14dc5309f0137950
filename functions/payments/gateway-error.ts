// Whatever goes wrong talking to Razorpay reaches callers as one typed error, so routes can
// map it to an HTTP status without knowing the SDK: bad_request → 400, unauthorized (our
// keys are wrong: the shop's fault) → 502, not_found → 404, unavailable → 503.

export type GatewayErrorKind = "bad_request" | "unauthorized" | "not_found" | "unavailable";

export interface GatewayErrorDetails {
  /** Razorpay's HTTP status; 0 when no answer came. */
  statusCode?: number;
  /** Razorpay's error code, such as BAD_REQUEST_ERROR. */
  code?: string;
  /** The request field Razorpay blamed, if any. */
  field?: string | null;
  reason?: string;
  cause?: unknown;
}

export class GatewayError extends Error {
  readonly statusCode: number | undefined;
  readonly code: string | undefined;
  readonly field: string | null | undefined;
  readonly reason: string | undefined;

  constructor(
    readonly kind: GatewayErrorKind,
    /** Razorpay's description, or ours when Razorpay gave none. */
    readonly description: string,
    details: GatewayErrorDetails = {},
  ) {
    super(description, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "GatewayError";
    this.statusCode = details.statusCode;
    this.code = details.code;
    this.field = details.field;
    this.reason = details.reason;
  }
}

interface RazorpayErrorBody {
  code?: unknown;
  description?: unknown;
  field?: unknown;
  reason?: unknown;
}

/** The SDK rejects with { statusCode, error } (not an Error); our own calls build the same. */
interface RazorpayFailure {
  statusCode: number;
  error?: RazorpayErrorBody;
}

function isRazorpayFailure(value: unknown): value is RazorpayFailure {
  return typeof value === "object" && value !== null && typeof (value as { statusCode?: unknown }).statusCode === "number";
}

const ID_DOES_NOT_EXIST = "The id provided does not exist";

function kindFor(statusCode: number, description: string): GatewayErrorKind {
  if (statusCode === 401) return "unauthorized";
  // Razorpay answers an unknown id with 400 and this text rather than 404.
  if (statusCode === 404 || description.startsWith(ID_DOES_NOT_EXIST)) return "not_found";
  if (statusCode === 0 || statusCode === 408 || statusCode === 429 || statusCode >= 500) return "unavailable";
  if (statusCode >= 400) return "bad_request";
  return "unavailable";
}

export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (isRazorpayFailure(error)) {
    const body = error.error ?? {};
    const description =
      typeof body.description === "string" && body.description !== ""
        ? body.description
        : `Razorpay answered with HTTP ${error.statusCode}`;
    return new GatewayError(kindFor(error.statusCode, description), description, {
      statusCode: error.statusCode,
      code: typeof body.code === "string" ? body.code : undefined,
      field: typeof body.field === "string" ? body.field : null,
      reason: typeof body.reason === "string" ? body.reason : undefined,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new GatewayError("unavailable", `Razorpay could not be reached: ${message}`, { statusCode: 0, cause: error });
}
