// The gateway answers every refused request with one envelope, `{ RestException: { Status,
// Message } }`: 400 for a missing or bad parameter, 401 for wrong credentials, 404 for a message
// it does not know, 429 past its rate, 5xx for its own trouble. Clients go by the status.

export type RestStatus = 400 | 401 | 404 | 429 | 500 | 503;

export class SmsApiError extends Error {
  constructor(
    readonly status: RestStatus,
    message: string,
  ) {
    super(message);
    this.name = "SmsApiError";
  }

  toJSON(): { RestException: { Status: RestStatus; Message: string } } {
    return { RestException: { Status: this.status, Message: this.message } };
  }
}

export const badRequest = (message: string) => new SmsApiError(400, message);

export const authenticationFailed = (absent: boolean) =>
  new SmsApiError(401, absent ? "Authentication is required: HTTP Basic with the API key and token" : "Authentication failed: the API key, token or account sid is wrong");

export const notFound = (what: string) => new SmsApiError(404, `${what} was not found`);

/** What `POST /_emulator/next-send` makes the next send answer. */
export function sendFault(status: 429 | 500 | 503): SmsApiError {
  const message = { 429: "Too many requests: the account's SMS rate was exceeded", 500: "Internal server error", 503: "Service unavailable" }[status];
  return new SmsApiError(status, message);
}
