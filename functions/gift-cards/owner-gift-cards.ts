import type { GiftCard } from "../../shared/gift-cards/gift-card.js";
import { formatPaiseBrief } from "../../shared/money.js";
import { sameEmailAddress } from "../../shared/schemas/contact-rules.js";
import type { OwnerGiftCard } from "../../shared/schemas/gift-card.js";
import { auditActor } from "../data/audit-log.js";
import { giftCardRefusedBy, giftCardRepository } from "../data/gift-cards.js";
import type { Repositories } from "../data/repositories.js";
import { labelled, transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { badRequest, conflict, forbidden, notFound } from "../errors.js";
import { readSettings } from "../settings/shop-settings.js";
import { giftCardIssue, laterDeliveryDay } from "./issue-gift-card.js";
import { GIFT_CARD_BUSY } from "./redeem-to-credit.js";

// The owner's hand on gift cards (issue 45): a card issued for a reason (a festival gift to a loyal
// shopper, a make-good), or one voided. Owner only (the route's permission), never to her own
// address, within the largest amount a shopper may buy, each with its audit entry in the same
// transaction. She never sees a code: it goes only to the recipient's e-mail.

export const OWN_GIFT_CARD = "You cannot issue a gift card to your own address: another owner has to.";
export const GIFT_CARD_NOT_FOUND = "Gift card not found";
export const GIFT_CARD_ALREADY_VOID = "This gift card is already voided.";

export async function issueByOwner(repos: Repositories, owner: UserRecord, ask: OwnerGiftCard): Promise<{ card: GiftCard; replayed: boolean }> {
  if (ask.idempotencyKey) {
    const before = await giftCardRepository(repos.db).issuedUnder(ask.idempotencyKey);
    if (before) return { card: before, replayed: true };
  }
  if (sameEmailAddress(ask.recipientEmail, owner.email)) throw forbidden(OWN_GIFT_CARD);
  const terms = (await readSettings(repos)).giftCards;
  const amountPaise = ask.amount * 100;
  if (amountPaise > terms.customMaxPaise) throw badRequest(`amount must be at most ${formatPaiseBrief(terms.customMaxPaise)}, the largest card the shop sells`);
  const deliverOn = laterDeliveryDay(repos, ask.deliverOn);
  const { card, actions } = giftCardIssue(
    repos,
    {
      amountPaise,
      recipient: { name: ask.recipientName, email: ask.recipientEmail },
      ...(ask.from && { from: ask.from }),
      ...(ask.message && { message: ask.message }),
      ...(deliverOn && { deliverOn }),
      origin: { kind: "owner", by: owner.name, byId: owner.id, reason: ask.reason },
    },
    terms,
    { name: `${owner.name} (#${owner.id.slice(-6)})`, id: owner.id },
  );
  try {
    await transactWrite(repos.db, [
      ...actions,
      ...(ask.idempotencyKey ? giftCardRepository(repos.db).issueMarkAction(ask.idempotencyKey, card.id) : []),
      ...labelled(
        "audit",
        repos.audit.recordAction(auditActor(owner), {
          entity: "gift-card",
          entityId: card.id,
          action: "issue",
          after: { amountPaise, recipientEmail: ask.recipientEmail, reason: ask.reason, ...(card.deliverOn && { deliverOn: card.deliverOn }) },
        }),
      ),
    ]);
  } catch (error) {
    // The same key at the same moment: the other call's card is this one.
    const before = giftCardRefusedBy(error) === "replay" && ask.idempotencyKey ? await giftCardRepository(repos.db).issuedUnder(ask.idempotencyKey) : undefined;
    if (before) return { card: before, replayed: true };
    throw error;
  }
  return { card, replayed: false };
}

/** Takes back what a card holds (a card sold by mistake, a fraud): its balance to zero, for good. */
export async function voidByOwner(repos: Repositories, owner: UserRecord, cardId: string, reason: string): Promise<GiftCard> {
  for (let attempt = 1; ; attempt += 1) {
    const card = await giftCardRepository(repos.db).get(cardId);
    if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
    if (card.status === "voided") throw conflict(GIFT_CARD_ALREADY_VOID);
    try {
      await transactWrite(repos.db, [
        ...giftCardRepository(repos.db).closeActions(card.id, "voided", card.balancePaise, { ref: card.id, by: `${owner.name} (#${owner.id.slice(-6)})`, byId: owner.id, reason }),
        ...labelled(
          "audit",
          repos.audit.recordAction(auditActor(owner), { entity: "gift-card", entityId: card.id, action: "void", before: { balancePaise: card.balancePaise }, after: { balancePaise: 0, reason } }),
        ),
      ]);
      return (await giftCardRepository(repos.db).get(cardId))!;
    } catch (error) {
      // Spent or voided since it was read: read it again (a second void then says it is void).
      if (giftCardRefusedBy(error) === null) throw error;
      if (attempt >= 3) throw conflict(GIFT_CARD_BUSY);
    }
  }
}

/** The owner's list: a page of cards, newest first, and the shop's totals. */
export async function cardsAndTotals(repos: Repositories, page: { limit: number; cursor?: string }) {
  const cards = giftCardRepository(repos.db);
  const [listed, totals] = await Promise.all([cards.list(page), cards.totals()]);
  return { listed, totals };
}

/** One card and its ledger, oldest first. */
export async function cardWithLedger(repos: Repositories, cardId: string) {
  const cards = giftCardRepository(repos.db);
  const [card, entries] = await Promise.all([cards.get(cardId), cards.entries(cardId)]);
  if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
  return { card, entries };
}
