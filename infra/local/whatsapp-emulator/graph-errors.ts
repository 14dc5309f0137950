import { randomBytes } from "node:crypto";

// The Graph API answers every failure with one envelope, `{ error: { message, type, code,
// error_subcode?, error_data?, fbtrace_id } }`; the Cloud API's own errors put "(#code) title"
// in message and the explanation in error_data.details. Clients should go by code (and
// details), never by the wording.

export interface GraphErrorBody {
  message: string;
  type: "OAuthException" | "GraphMethodException";
  code: number;
  error_subcode?: number;
  error_data?: { messaging_product: "whatsapp"; details: string };
  is_transient?: boolean;
  fbtrace_id: string;
}

export class GraphApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 429 | 500 | 503,
    readonly body: GraphErrorBody,
  ) {
    super(body.message);
    this.name = "GraphApiError";
  }

  toJSON(): { error: GraphErrorBody } {
    return { error: this.body };
  }
}

/** Meta's trace ids: 23 base64-ish characters, different on every answer. */
export function fbtraceId(): string {
  return randomBytes(18).toString("base64").replace(/[+/=]/g, "").slice(0, 23);
}

/** The Cloud API's titles by code, as Meta's error-code table lists them (and webhooks carry them). */
export const ERROR_TITLES: Record<number, string> = {
  2: "Service temporarily unavailable",
  100: "Invalid parameter",
  130429: "Rate limit hit",
  131000: "Something went wrong",
  131008: "Required parameter is missing",
  131009: "Parameter value is not valid",
  131026: "Message undeliverable",
  131047: "Re-engagement message",
  131049: "This message was not delivered to maintain healthy ecosystem engagement.",
  131051: "Unsupported message type",
  131056: "(Business Account, Consumer Account) pair rate limit hit",
  132000: "Number of parameters does not match the expected number of params",
  132001: "Template name does not exist in the translation",
  132005: "Translated text too long",
  132015: "Template is Paused",
  132016: "Template is Disabled",
};

/** A Cloud API error: "(#code) title", with the details Meta gives in error_data. */
export function cloudApiError(status: GraphApiError["status"], code: number, details: string, extra: { transient?: boolean } = {}): GraphApiError {
  return new GraphApiError(status, {
    message: `(#${code}) ${ERROR_TITLES[code] ?? "Unknown error"}`,
    type: "OAuthException",
    code,
    error_data: { messaging_product: "whatsapp", details },
    ...(extra.transient ? { is_transient: true } : {}),
    fbtrace_id: fbtraceId(),
  });
}

/** A body field the Graph API itself requires or refuses, before the Cloud API looks at it. */
export function invalidParameter(message: string, details?: string): GraphApiError {
  return new GraphApiError(400, {
    message: `(#100) ${message}`,
    type: "OAuthException",
    code: 100,
    ...(details ? { error_data: { messaging_product: "whatsapp" as const, details } } : {}),
    fbtrace_id: fbtraceId(),
  });
}

export function missingParameter(details: string): GraphApiError {
  return cloudApiError(400, 131008, details);
}

export function invalidValue(details: string): GraphApiError {
  return cloudApiError(400, 131009, details);
}

/** A wrong, expired or absent token. */
export function invalidToken(absent: boolean): GraphApiError {
  return new GraphApiError(401, {
    message: absent ? "An access token is required to request this resource." : "Invalid OAuth access token - Cannot parse access token",
    type: "OAuthException",
    code: 190,
    fbtrace_id: fbtraceId(),
  });
}

/** An id the token cannot reach: another phone number id or business account id. */
export function unknownObject(method: "get" | "post", id: string): GraphApiError {
  return new GraphApiError(400, {
    message: `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    type: "GraphMethodException",
    code: 100,
    error_subcode: 33,
    fbtrace_id: fbtraceId(),
  });
}

export function unknownPath(path: string): GraphApiError {
  return new GraphApiError(400, { message: `Unknown path components: ${path}`, type: "OAuthException", code: 2500, fbtrace_id: fbtraceId() });
}

/** What `failNext` answers: throughput (429), Meta's own failure (500), an outage (503). */
export function fault(status: 429 | 500 | 503, code?: number): GraphApiError {
  const chosen = code ?? { 429: 130429, 500: 131000, 503: 2 }[status];
  const details = {
    429: "Cloud API message throughput has been reached.",
    500: "Message failed to send because of an unknown error. Try again later.",
    503: "The service is temporarily unavailable. Try again later.",
  }[status];
  return cloudApiError(status, chosen, details, { transient: true });
}

export function serverError(): GraphApiError {
  return cloudApiError(500, 131000, "The emulator failed on this request (see its log).", { transient: true });
}
