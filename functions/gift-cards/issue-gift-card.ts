import { LATEST_DELIVERY_DAYS, type GiftCard, type GiftCardOrigin } from "../../shared/gift-cards/gift-card.js";
import { giftCardRepository } from "../data/gift-cards.js";
import { creditExpiresAt } from "../../shared/store-credit-expiry.js";
import { newId } from "../data/ids.js";
import type { Repositories } from "../data/repositories.js";
import { labelled, type LabelledAction } from "../data/transact.js";
import type { GiftCardSettings } from "../settings/shop-settings.js";
import { badRequest } from "../errors.js";
import { addDays, shopDate } from "../../shared/shop-calendar.js";

// A gift card comes to be (issue 45): the card with its whole value as balance, its issue entry
// and the shop's totals, and its e-mail queued for the giver's chosen day, all in the transaction
// of what made it (the owner's issue with its audit entry, or a paid purchase: gift-card-purchase.ts). No code yet: the
// e-mail makes it (deliver-gift-card.ts).

export interface GiftCardAsk {
  amountPaise: number;
  recipient: { name: string; email: string };
  from?: string;
  message?: string;
  /** A day in India's calendar (YYYY-MM-DD); none, or today: at once. */
  deliverOn?: string;
  origin: GiftCardOrigin;
}

/**
 * The day a card's e-mail is asked for, checked: undefined for none or today (it goes at once), a
 * 400 for a day past or more than LATEST_DELIVERY_DAYS ahead.
 */
export function laterDeliveryDay(repos: Repositories, deliverOn: string | undefined): string | undefined {
  if (!deliverOn) return undefined;
  const today = shopDate(repos.db.now());
  if (deliverOn < today) throw badRequest("deliverOn is in the past: leave it out to send the card now");
  if (deliverOn > addDays(today, LATEST_DELIVERY_DAYS)) throw badRequest(`deliverOn can be at most ${LATEST_DELIVERY_DAYS} days ahead`);
  return deliverOn > today ? deliverOn : undefined;
}

/** Nine in the morning in India on the chosen day: a card is not woken up to at midnight. */
const deliveryTime = (date: string) => new Date(`${date}T09:00:00+05:30`).toISOString();

export function giftCardIssue(repos: Repositories, ask: GiftCardAsk, terms: Pick<GiftCardSettings, "validityMonths">, by: { name: string; id?: string }): { card: GiftCard; actions: LabelledAction[] } {
  const now = repos.db.now();
  const issuedAt = now.toISOString();
  const card: GiftCard = {
    id: newId(now),
    issuedPaise: ask.amountPaise,
    balancePaise: ask.amountPaise,
    status: "active",
    issuedAt,
    // Calendar months in India's time, as store credit's terms are counted.
    validUntil: creditExpiresAt(issuedAt, terms.validityMonths).toISOString(),
    origin: ask.origin,
    recipient: ask.recipient,
    ...(ask.from && { from: ask.from }),
    ...(ask.message && { message: ask.message }),
    ...(ask.deliverOn && { deliverOn: ask.deliverOn }),
  };
  const source = { ref: card.id, by: by.name, ...(by.id && { byId: by.id }), };
  const actions = [
    ...giftCardRepository(repos.db).issueActions(card, source),
    ...labelled("outbox", repos.outbox.enqueueAction({ id: `gift-card.deliver#${card.id}`, kind: "gift-card.deliver", orderId: "", giftCardId: card.id }, ask.deliverOn ? deliveryTime(ask.deliverOn) : undefined)),
  ];
  return { card, actions };
}
