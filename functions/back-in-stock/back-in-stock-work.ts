import { checkBackInStockBody, checkBackInStockConfirm } from "../../shared/schemas/back-in-stock.js";
import type { AppDeps } from "../deps.js";
import type { UserRecord } from "../data/users.js";
import { badRequest } from "../errors.js";
import { askBackInStock, type AskAnswer } from "./ask-back-in-stock.js";
import { confirmBackInStock } from "./confirm-back-in-stock.js";

export { mostWanted } from "./most-wanted.js";

// What the "Notify me" routes load on first use (functions/routes/back-in-stock.ts), in one chunk:
// the body's checks, then the request or the confirmation.

/** The body as sent: empty is nothing at all (the checks then name what is missing). */
const bodyOf = (rawBody: string | undefined): unknown => (rawBody?.trim() ? (JSON.parse(rawBody) as unknown) : undefined);

export interface AskCall {
  productId: string;
  rawBody: string | undefined;
  /** The signed-in shopper, or nobody (the route reads the session). */
  user: UserRecord | undefined;
  /** Takes one of the address's confirmation e-mails for the day; false when they are used up (the route answers 429). */
  takeAddress: (email: string) => Promise<void>;
}

export async function askFromRequest(deps: AppDeps, call: AskCall): Promise<AskAnswer> {
  const checked = checkBackInStockBody(bodyOf(call.rawBody));
  if (!checked.ok) throw badRequest(checked.error);
  const body = checked.value;
  if (!call.user && body.email) await call.takeAddress(body.email);
  return askBackInStock(deps.repos, call.productId, body, call.user);
}

export async function confirmFromRequest(deps: AppDeps, rawBody: string | undefined) {
  const checked = checkBackInStockConfirm(bodyOf(rawBody));
  if (!checked.ok) throw badRequest(checked.error);
  return confirmBackInStock(deps.repos, checked.value.token);
}
