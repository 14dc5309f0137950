import { newId } from "../data/ids.js";
import { giftCardRefusedBy, giftCardRepository } from "../data/gift-cards.js";
import type { Repositories } from "../data/repositories.js";
import { transactWrite } from "../data/transact.js";
import type { UserRecord } from "../data/users.js";
import { conflict } from "../errors.js";
import { presentedCard, spendableCard } from "./presented-card.js";

// "Add to my store credit" (issue 45): the whole of what a card holds moves to the shopper's store
// credit in one transaction: the card's entry and balance, her credit's entry and balance. Two
// people redeeming one code at the same moment: the balance's condition lets one of them have it.

export const GIFT_CARD_BUSY = "This gift card is being used somewhere else at this moment. Please try again.";

export interface Redeemed {
  redeemedPaise: number;
  creditBalancePaise: number;
}

export async function redeemToStoreCredit(repos: Repositories, shopper: UserRecord, typedCode: string): Promise<Redeemed> {
  for (let attempt = 1; ; attempt += 1) {
    const card = spendableCard(await presentedCard(repos, typedCode), repos.db.now());
    const ref = newId(repos.db.now());
    const by = { by: `${shopper.name} (#${shopper.id.slice(-6)})`, byId: shopper.id };
    try {
      await transactWrite(repos.db, [
        ...giftCardRepository(repos.db).takeActions(card.id, "to-store-credit", card.balancePaise, { ref, ...by }),
        ...repos.storeCredit.creditActions(shopper.id, card.balancePaise, { kind: "gift-card", ref: `${card.id}#${ref}`, ...by }),
      ]);
      return { redeemedPaise: card.balancePaise, creditBalancePaise: await repos.storeCredit.balance(shopper.id) };
    } catch (error) {
      // The card moved since it was read (spent elsewhere, voided): read it again, and say why if it cannot pay now.
      if (giftCardRefusedBy(error) !== "balance") throw error;
      if (attempt >= 3) throw conflict(GIFT_CARD_BUSY);
    }
  }
}
