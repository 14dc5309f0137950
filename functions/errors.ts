// The one error the server raises on purpose: a status and a text a person can act on.
// The HTTP layer turns it into { success: false, error } with that status.

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export class ShopError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ShopError";
  }
}

/** What a shopper reads when the database or Razorpay is briefly out of reach. */
export const SHOP_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment.";

export const badRequest = (message: string) => new ShopError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new ShopError(401, message);
export const forbidden = (message = "Access denied. Admin privileges required.") => new ShopError(403, message);
export const notFound = (message: string) => new ShopError(404, message);
export const conflict = (message: string) => new ShopError(409, message);
