// Reading the storefront's pages of cards (GET /api/products/cards) from an API process, as the
// large catalogue's tests compare a cold process's answers with a warm one's (issue 29).
import { expect } from "vitest";
import { fromCardColumns, type CatalogueCardColumns } from "../../shared/catalogue-cards.js";
import { json } from "./test-app.js";

export type CardPage = { success: boolean; error?: string; data: CatalogueCardColumns; pagination: { total: number; limit: number; nextCursor: string | null } };

/** An API process: an app made by `createApp`, answering in process. */
export type CardApp = { request(path: string): Response | Promise<Response> };

export async function cardPage(app: CardApp, query: string): Promise<CardPage> {
  const response = await app.request(`/api/products/cards?${query}`);
  const body = await json<CardPage>(response);
  expect(response.status, body.error).toBe(200);
  return body;
}

export const cardIds = (body: CardPage) => fromCardColumns(body.data).map((card) => card.id);

/** Everything a shopper's card shows (the pieces sold lately are no card's: a cold page leaves them at 0). */
export const shownOnCards = (body: CardPage) => ({ ...body, data: { ...body.data, sold: [] } });

/** The ids of every page of a listing, from its first (or from `first`, already read) through each Load more. */
export async function idsOfEveryPage(app: CardApp, query: string, first?: CardPage): Promise<string[]> {
  let next = first ?? (await cardPage(app, query));
  const seen = cardIds(next);
  while (next.pagination.nextCursor) {
    next = await cardPage(app, `${query}&cursor=${encodeURIComponent(next.pagination.nextCursor)}`);
    seen.push(...cardIds(next));
  }
  return seen;
}
