import { giftCardLastFour } from "../../shared/gift-cards/gift-card-code.js";
import { giftCardRepository } from "../data/gift-cards.js";
import type { Repositories } from "../data/repositories.js";
import { giftCardLetter } from "../mail/gift-card-emails.js";
import type { Mailer } from "../mail/mailer.js";
import type { LetterConfig } from "../mail/order-emails.js";
import { giftCardCodeHash, newGiftCardCode } from "./gift-card-secret.js";

// A gift card's e-mail, sent by the outbox on the day the giver chose (issue 45). The code is drawn
// here, as the e-mail is written, so it exists only in that e-mail: not in the outbox, the logs or
// the back office. A retry after a failed send draws a new code and the old one stops working.

/** What became of the delivery: sent, or nothing to send (gone, voided, or delivered before). */
export type GiftCardDelivery = "sent" | "nothing-to-send" | "missing";

export async function deliverGiftCard(deps: { repos: Repositories; config: LetterConfig; mailer: Mailer }, cardId: string): Promise<GiftCardDelivery> {
  const card = await giftCardRepository(deps.repos.db).get(cardId);
  if (!card) return "missing";
  if (card.deliveredAt || card.status !== "active") return "nothing-to-send";
  const code = newGiftCardCode();
  if (!(await giftCardRepository(deps.repos.db).giveCode(cardId, giftCardCodeHash(code), giftCardLastFour(code)))) return "nothing-to-send";
  await deps.mailer.send({ to: card.recipient.email, ...giftCardLetter(deps.config, card, code) });
  await giftCardRepository(deps.repos.db).markDelivered(cardId);
  return "sent";
}
