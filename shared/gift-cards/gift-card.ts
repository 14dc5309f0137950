// A gift card as data (issue 45): a voucher for this shop alone, sold for rupees and spent on its
// goods. Not revenue when sold and no GST then (CBIC circular 243/37/2024: a voucher is neither
// goods nor services); GST is charged on the goods it pays for. Until spent it is money the shop
// owes: the ledger keeps it as a liability. Amounts are integer paise.

export type GiftCardStatus = "active" | "voided";

/** How a card came to be: bought in the shop (paid through Razorpay), or issued by the owner by hand (audited). */
export type GiftCardOrigin = { kind: "purchase"; purchaseId: string; buyer: string; buyerId: string } | { kind: "owner"; by: string; byId: string; reason: string };

export interface GiftCard {
  id: string;
  /** The code's last four characters: all the shop shows of it (none until it is delivered: the code is made as it is sent). */
  lastFour?: string;
  issuedPaise: number;
  balancePaise: number;
  status: GiftCardStatus;
  issuedAt: string;
  /** The moment it stops being usable: at least a year after issue (the owner's setting). */
  validUntil: string;
  origin: GiftCardOrigin;
  recipient: { name: string; email: string };
  /** The giver's words, printed on the card's e-mail. */
  message?: string;
  from?: string;
  /** The day the giver chose for the e-mail (India's calendar); none: at once. */
  deliverOn?: string;
  /** When its e-mail went: until then no code exists and nothing can be spent from it. */
  deliveredAt?: string;
}

/** Why a card's balance moved. */
export type GiftCardEntryKind = "issued" | "spent" | "to-store-credit" | "refunded" | "expired" | "voided";

export interface GiftCardEntry {
  id: string;
  kind: GiftCardEntryKind;
  /** Paise added (+) or taken (−). */
  amountPaise: number;
  ref: string;
  by: string;
  byId?: string;
  reason?: string;
  orderId?: string;
  at: string;
}

/** The shop's gift cards in sum: what is outstanding is issued less redeemed, expired and voided. */
export interface GiftCardTotals {
  issuedPaise: number;
  redeemedPaise: number;
  expiredPaise: number;
  voidedPaise: number;
}

export const outstandingPaise = (totals: GiftCardTotals) => totals.issuedPaise - totals.redeemedPaise - totals.expiredPaise - totals.voidedPaise;

/** The cards the shop sells at a fixed value (rupees); any other amount is a custom one, within the owner's range. */
export const GIFT_CARD_AMOUNTS = [1000, 2500, 5000] as const;

/** How far ahead a card's e-mail may be set (days). */
export const LATEST_DELIVERY_DAYS = 90;
