import { formatPaiseBrief, toPaise } from "@shared/money.js";
import { indianDateText } from "@shared/tax/financial-year.js";
import type { GiftCardBalance } from "@/api/gift-cards.js";

// What the balance page says of a card: what is left and until when, or why nothing can be spent.
// Dates as the card's e-mail prints them (24/11/2026, India's calendar).

export interface BalanceWords {
  text: string;
  /** Money on it that can be spent now. */
  spendable: boolean;
}

export function balanceWords(card: GiftCardBalance): BalanceWords {
  const ending = `the card ending ${card.lastFour}`;
  const until = indianDateText(new Date(card.validUntil));
  if (card.state === "voided") return { text: `${capital(ending)} was cancelled by the shop. Please contact us.`, spendable: false };
  if (card.state === "expired") return { text: `${capital(ending)} expired on ${until}.`, spendable: false };
  if (card.balance <= 0) return { text: `${capital(ending)} has been used up: nothing is left on it.`, spendable: false };
  return { text: `${formatPaiseBrief(toPaise(card.balance))} left on ${ending}, valid until ${until}`, spendable: true };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
