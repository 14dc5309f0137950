// Gift cards (issue 45). Its holder: what is left on a card, and a card added to her store credit;
// the code goes in the body, never the address (which logs keep). A buyer: the amounts on sale,
// a card bought through Razorpay, and the cards she bought.
import type { GiftCardPurchaseAsk } from "@shared/schemas/gift-card-purchase.js";
import type { RazorpayHandlerResponse } from "@/lib/razorpay/checkout-script.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

export type GiftCardBalance = Answer<"/gift-cards/balance", "$post">["data"];

export interface GiftCardRedeemed {
  /** The server's sentence: "₹2,500 added to your store credit". */
  message: string;
  /** Rupees moved from the card. */
  redeemed: number;
  /** Her store credit now, in rupees. */
  storeCredit: number;
}

/** Anyone may ask; each try counts against the network's budget (10 in 15 minutes). */
export async function checkGiftCardBalance(code: string): Promise<GiftCardBalance> {
  return (await api.post<Answer<"/gift-cards/balance", "$post">>("/gift-cards/balance", { code })).data;
}

/** Signed in: the card's whole balance moves to her store credit. */
export async function redeemGiftCard(code: string): Promise<GiftCardRedeemed> {
  const body = await api.post<Answer<"/gift-cards/redeem", "$post">>("/gift-cards/redeem", { code });
  return { message: body.message, ...body.data };
}

/** What the shop sells: its fixed amounts, the custom range, how long a card lasts and how far ahead it may be sent (rupees, months, days). */
export type GiftCardTerms = Answer<"/gift-cards/terms", "$get">["data"];

export async function fetchGiftCardTerms(signal?: AbortSignal): Promise<GiftCardTerms> {
  return (await api.get<Answer<"/gift-cards/terms", "$get">>("/gift-cards/terms", undefined, signal)).data;
}

/** The Razorpay order to pay a card through, and the purchase waiting for it. */
export type StartedGiftCardPurchase = Answer<"/gift-cards/purchases", "$post">;
export type GiftCardPurchase = StartedGiftCardPurchase["data"];

/** Signed in: a purchase waiting for its payment (nothing is issued until it is paid). */
export function startGiftCardPurchase(ask: GiftCardPurchaseAsk): Promise<StartedGiftCardPurchase> {
  return api.post<StartedGiftCardPurchase>("/gift-cards/purchases", ask);
}

/** 200: paid and issued. 202 (`awaitingConfirmation`): the bank approved it and Razorpay's capture will follow. */
export type ConfirmedGiftCardPurchase = Answer<"/gift-cards/purchases/confirm", "$post">;

/** Razorpay Checkout's signed result, for the server to check and issue the card. */
export function confirmGiftCardPurchase(response: RazorpayHandlerResponse): Promise<ConfirmedGiftCardPurchase> {
  return api.post<ConfirmedGiftCardPurchase>("/gift-cards/purchases/confirm", response);
}

/** Signed in: the cards she bought, newest first. */
export async function fetchGiftCardPurchases(signal?: AbortSignal): Promise<GiftCardPurchase[]> {
  return (await api.get<Answer<"/gift-cards/purchases", "$get">>("/gift-cards/purchases", undefined, signal)).data;
}
