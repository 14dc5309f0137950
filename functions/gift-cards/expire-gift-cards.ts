import { creditExpiresAt } from "../../shared/store-credit-expiry.js";
import { giftCardRefusedBy, giftCardRepository } from "../data/gift-cards.js";
import type { Repositories } from "../data/repositories.js";
import { transactWrite } from "../data/transact.js";

// The daily sweep's part for gift cards (issue 45): what a card still holds when its term ends
// leaves the shop's liability as "expired", once: each close takes exactly the balance read, so a
// sweep racing a last-minute spend (or another sweep) closes what is left, or nothing.

/** The shortest term a card can have: a card younger than this cannot have run out. */
const SHORTEST_TERM_MONTHS = 12;

/** Cards closed as expired at `now`. */
export async function expireGiftCards(repos: Repositories, now: Date): Promise<number> {
  // A year before now, counted the way terms are (India's calendar months), and a day more for a
  // month's end clamped short: nothing newer can have run out. The filter on validUntil does the rest.
  const yearAgo = new Date(creditExpiresAt(now.toISOString(), -SHORTEST_TERM_MONTHS).getTime() + 24 * 3600 * 1000);
  let expired = 0;
  for (const card of await giftCardRepository(repos.db).ranOut(yearAgo.toISOString(), now.toISOString())) {
    try {
      await transactWrite(repos.db, giftCardRepository(repos.db).closeActions(card.id, "expired", card.balancePaise, { ref: card.id, by: "sweep" }, now));
      expired += 1;
    } catch (error) {
      // Spent, voided or expired since it was read: the next day's sweep reads it again.
      if (giftCardRefusedBy(error) === null) throw error;
    }
  }
  return expired;
}
