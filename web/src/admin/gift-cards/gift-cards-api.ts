// The owner's gift card calls (issue 45): the cards with the shop's totals, one card's ledger, a
// card issued by hand, a card voided. No answer ever holds a code: only its last four once sent.
import type { OwnerGiftCard } from "@shared/schemas/gift-card.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

type ListAnswer = Answer<"/admin/gift-cards", "$get">;
export type GiftCardRow = ListAnswer["data"]["cards"][number];
export type GiftCardTotals = ListAnswer["data"]["totals"];
export type GiftCardLedger = Answer<"/admin/gift-cards/:id", "$get">["data"];
export type GiftCardEntryRow = GiftCardLedger["entries"][number];
/** What the issue form sends: whole rupees, the e-mail's parts, the reason and the form's key. */
export type GiftCardIssue = OwnerGiftCard;

export interface GiftCardsPage {
  cards: GiftCardRow[];
  totals: GiftCardTotals;
  nextCursor: string | null;
}

const path = (id: string) => `/admin/gift-cards/${encodeURIComponent(id)}`;

export async function listGiftCards(cursor: string | undefined, signal?: AbortSignal): Promise<GiftCardsPage> {
  const body = await api.get<ListAnswer>("/admin/gift-cards", { limit: 20, cursor }, signal);
  return { ...body.data, nextCursor: body.pagination.nextCursor ?? null };
}

export async function fetchGiftCardLedger(id: string, signal?: AbortSignal): Promise<GiftCardLedger> {
  return (await api.get<Answer<"/admin/gift-cards/:id", "$get">>(path(id), undefined, signal)).data;
}

/** The server's sentence ("Gift card issued: its code goes to … now") and the card. */
export async function issueGiftCard(issue: GiftCardIssue): Promise<{ message: string; card: GiftCardRow }> {
  const body = await api.post<Answer<"/admin/gift-cards", "$post">>("/admin/gift-cards", issue);
  return { message: body.message, card: body.data };
}

export async function voidGiftCard(id: string, reason: string): Promise<GiftCardRow> {
  return (await api.post<Answer<"/admin/gift-cards/:id/void", "$post">>(`${path(id)}/void`, { reason })).data;
}
