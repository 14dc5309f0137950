// Razorpay answers every failure with the same envelope; callers (and the SDK) read it.

export interface RazorpayErrorBody {
  code: "BAD_REQUEST_ERROR" | "GATEWAY_ERROR" | "SERVER_ERROR";
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field: string | null;
}

export type RazorpayErrorStatus = 400 | 401 | 404 | 500;

export class RazorpayApiError extends Error {
  constructor(
    readonly status: RazorpayErrorStatus,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description);
    this.name = "RazorpayApiError";
  }

  toJSON(): { error: RazorpayErrorBody } {
    return { error: this.body };
  }
}

/** A request the merchant's integration got wrong (Razorpay's "business" source). */
export function invalidRequest(description: string, field: string | null = null): RazorpayApiError {
  return new RazorpayApiError(400, {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "business",
    step: "payment_initiation",
    reason: "input_validation_failed",
    metadata: {},
    field,
  });
}

export function authenticationFailed(): RazorpayApiError {
  return new RazorpayApiError(401, {
    code: "BAD_REQUEST_ERROR",
    description: "Authentication failed",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
    field: null,
  });
}

/** Razorpay answers an unknown entity id with 400, not 404. */
export function idDoesNotExist(): RazorpayApiError {
  return invalidRequest("The id provided does not exist", "id");
}

export function urlNotFound(): RazorpayApiError {
  return new RazorpayApiError(404, {
    code: "BAD_REQUEST_ERROR",
    description: "The requested URL was not found on the server.",
    source: "NA",
    step: "NA",
    reason: "NA",
    metadata: {},
    field: null,
  });
}

export function serverError(): RazorpayApiError {
  return new RazorpayApiError(500, {
    code: "SERVER_ERROR",
    description: "The server encountered an error. The incident has been reported to admins.",
    source: "NA",
    step: "NA",
    reason: "server_error",
    metadata: {},
    field: null,
  });
}
