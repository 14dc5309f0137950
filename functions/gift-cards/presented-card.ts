import { isGiftCardCodeShape, normaliseGiftCardCode, NOT_A_GIFT_CARD_CODE } from "../../shared/gift-cards/gift-card-code.js";

export { NOT_A_GIFT_CARD_CODE };
import { giftCardRepository } from "../data/gift-cards.js";
import type { GiftCard } from "../../shared/gift-cards/gift-card.js";
import { formatPaise } from "../../shared/money.js";
import { indianDateText } from "../../shared/tax/financial-year.js";
import type { Repositories } from "../data/repositories.js";
import { rupees } from "../http/rupees-edge.js";
import { badRequest, conflict, notFound } from "../errors.js";
import { giftCardCodeHash } from "./gift-card-secret.js";

// A code someone typed (the balance page, her account, the checkout), read the same way
// everywhere: its shape first, then the card its hash names, then whether it can pay.

export const NO_SUCH_GIFT_CARD = "No gift card has this code. Check it and try again.";
export const GIFT_CARD_VOIDED = "This gift card was cancelled by the shop. Please contact us.";
export const GIFT_CARD_USED_UP = "This gift card has been used up.";
export const giftCardExpired = (card: Pick<GiftCard, "validUntil">) => `This gift card expired on ${indianDateText(new Date(card.validUntil))}.`;

/** How a card stands at `now`. */
export function giftCardState(card: GiftCard, now: Date): "active" | "voided" | "expired" {
  if (card.status === "voided") return "voided";
  return Date.parse(card.validUntil) <= now.getTime() ? "expired" : "active";
}

/** The card a typed code names: 400 for a code of the wrong shape, 404 when no card has it. */
export async function presentedCard(repos: Repositories, typed: string): Promise<GiftCard> {
  const code = normaliseGiftCardCode(typed);
  if (!isGiftCardCodeShape(code)) throw badRequest(NOT_A_GIFT_CARD_CODE);
  const card = await giftCardRepository(repos.db).byCodeHash(giftCardCodeHash(code));
  if (!card) throw notFound(NO_SUCH_GIFT_CARD);
  return card;
}

/** The card as it can pay now, or a 409 saying why it cannot. */
export function spendableCard(card: GiftCard, now: Date): GiftCard {
  const state = giftCardState(card, now);
  if (state === "voided") throw conflict(GIFT_CARD_VOIDED);
  if (state === "expired") throw conflict(giftCardExpired(card));
  if (card.balancePaise <= 0) throw conflict(GIFT_CARD_USED_UP);
  return card;
}

/** What the balance page shows: nothing of the code but its last four, and nobody's name. */
export function giftCardBalanceJson(card: GiftCard, now: Date) {
  return { lastFour: card.lastFour ?? "", balance: rupees(card.balancePaise), balanceText: formatPaise(card.balancePaise), validUntil: card.validUntil, state: giftCardState(card, now) };
}
