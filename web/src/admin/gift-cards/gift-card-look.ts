import type { GiftCardEntryRow, GiftCardRow } from "./gift-cards-api.js";

// How the owner reads a card: where it stands now, and what each line of its ledger was.

export type CardStanding = "waiting" | "active" | "partly-redeemed" | "redeemed" | "expired" | "voided";

export const STANDING_LOOK: Record<CardStanding, { label: string; tone: "yellow" | "blue" | "purple" | "green" | "red" | "grey" }> = {
  waiting: { label: "Not sent yet", tone: "yellow" },
  active: { label: "Active", tone: "green" },
  "partly-redeemed": { label: "Partly redeemed", tone: "blue" },
  redeemed: { label: "Redeemed", tone: "purple" },
  expired: { label: "Expired", tone: "grey" },
  voided: { label: "Voided", tone: "red" },
};

/** Voided and expired first (nothing can be spent), then how much of it has been used. */
export function cardStanding(card: Pick<GiftCardRow, "status" | "validUntil" | "balance" | "issued" | "deliveredAt">, now = Date.now()): CardStanding {
  if (card.status === "voided") return "voided";
  if (Date.parse(card.validUntil) <= now) return "expired";
  if (card.balance <= 0) return "redeemed";
  if (!card.deliveredAt) return "waiting";
  return card.balance < card.issued ? "partly-redeemed" : "active";
}

/** A card worth voiding: not voided yet and something left on it (a card not sent yet, an expired card's remains). */
export const canVoid = (card: Pick<GiftCardRow, "status" | "balance">) => card.status !== "voided" && card.balance > 0;

/** "Card ending PQRS", or that its code is not made yet (it is made as its e-mail goes). */
export const cardName = (card: Pick<GiftCardRow, "lastFour">) => (card.lastFour ? `Card ending ${card.lastFour}` : "Card not sent yet");

/** The same inside a sentence: "Void the card ending PQRS for …?" */
export const cardPhrase = (card: Pick<GiftCardRow, "lastFour">) => (card.lastFour ? `the card ending ${card.lastFour}` : "the card not sent yet");

export const ENTRY_WORDS: Record<GiftCardEntryRow["kind"], string> = {
  issued: "Issued",
  spent: "Spent at checkout",
  "to-store-credit": "Added to store credit",
  refunded: "Back from a refund",
  expired: "Expired unused",
  voided: "Voided",
};
