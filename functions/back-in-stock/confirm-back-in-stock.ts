import { backInStockOf } from "../data/back-in-stock.js";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { BACK_IN_STOCK_CONFIRMED } from "../../shared/back-in-stock.js";
import type { Repositories } from "../data/repositories.js";
import { ConditionsFailed, transactWrite } from "../data/transact.js";
import { ShopError } from "../errors.js";

// The double opt-in's link: the request's id and a secret the sender made as it wrote the e-mail,
// stored only hashed with the time the link stops working. Confirming starts the wait (and counts
// it); a second tap of the same link says the same and changes nothing.

/** How long the confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** Only the hash of a link's secret is stored (as for account links). */
const hashLinkSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

export const LINK_NOT_VALID = "This link is not valid or has expired. Please ask again on the product page.";

/** Made by the sender: the secret for the e-mail's link, or undefined when the request no longer waits for one. */
export async function makeConfirmToken(repos: Repositories, requestId: string): Promise<string | undefined> {
  const secret = randomBytes(32).toString("base64url");
  const expires = new Date(repos.db.now().getTime() + CONFIRM_LINK_HOURS * 3600_000);
  return (await backInStockOf(repos).setLink(requestId, hashLinkSecret(secret), expires)) ? `${requestId}.${secret}` : undefined;
}

export async function confirmBackInStock(repos: Repositories, token: string): Promise<{ productId: string; size: string; message: string }> {
  const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const request = match ? await backInStockOf(repos).get(match[1]!) : undefined;
  const presented = Buffer.from(hashLinkSecret(match?.[2] ?? ""), "hex");
  const stored = request?.tokenHash ? Buffer.from(request.tokenHash, "hex") : Buffer.alloc(presented.length);
  if (!request?.tokenHash || !timingSafeEqual(presented, stored)) throw new ShopError(400, LINK_NOT_VALID);
  const answer = { productId: request.productId, size: request.size, message: BACK_IN_STOCK_CONFIRMED };
  if (request.status !== "pending") return answer;
  if (!request.linkExpiresAt || request.linkExpiresAt <= repos.db.now().toISOString()) throw new ShopError(400, LINK_NOT_VALID);
  try {
    await transactWrite(repos.db, backInStockOf(repos).confirmActions(request));
  } catch (error) {
    // Confirmed by a tap a moment earlier (two tabs): already waiting, the same answer.
    if (!(error instanceof ConditionsFailed)) throw error;
    const now = await backInStockOf(repos).get(request.id);
    if (now?.status !== "waiting" && now?.status !== "notified") throw new ShopError(400, LINK_NOT_VALID);
  }
  return answer;
}
