import { startTransition, useEffect, useState } from "react";
import { fromCardColumns, MAX_CARDS_BY_ID, type CatalogueCard } from "@shared/catalogue-cards.js";
import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { loadShopConfig } from "@/api/shop-config.js";
import { useFirstShown } from "./first-shown.js";

// The catalogue the storefront filters, searches and sorts in the browser (docs/product.md section 7:
// all of that is client-side), in its listing form (shared/catalogue-cards.ts): what a card,
// the filters, sorting and search need; a product's page loads the full product. Loaded once at
// start; a small store instead of a query library keeps the home page's script small.
// A large catalogue (the server's public config says `paged`) is never loaded whole: the store
// holds the newest 100 cards (the home page's) and those the cart and wishlist name, and listings
// read their pages from the server (docs/catalogue-and-search.md).
export interface CatalogueState {
  status: "loading" | "ready" | "failed";
  products: CatalogueCard[];
  /** False while only cards primed from a pre-rendered page are known, before the whole catalogue arrives; always false when paged. */
  complete: boolean;
  /** A large catalogue: listings and search ask the server for their pages. */
  paged?: boolean;
  error?: string;
}

/** A page of cards as the server's route answers it. */
type CardPage = Answer<"/products/cards", "$get">;

/** A cursor that keeps coming back would loop for ever; no real catalogue has this many pages. */
const MAX_PAGES = 200;

const cardPage = (query: Record<string, string | number | undefined>, signal?: AbortSignal) => api.getPublic<CardPage>("/products/cards", query, signal);

/**
 * Every active product's card, following pagination.nextCursor page after page (a thousand a
 * page), from `first` when that page is already here.
 */
export async function fetchAllCards(signal?: AbortSignal, first?: CardPage): Promise<CatalogueCard[]> {
  const cards: CatalogueCard[] = [];
  let cursor: string | undefined;
  let body = first;
  for (let page = 0; page < MAX_PAGES; page++) {
    body ??= await cardPage({ cursor }, signal);
    cards.push(...fromCardColumns(body.data));
    cursor = body.pagination?.nextCursor ?? undefined;
    body = undefined;
    if (!cursor) break;
  }
  return cards;
}

let state: CatalogueState = { status: "loading", products: [], complete: false };
/** What a rendered page was rendered with (primeCatalogue): parts hydrating later start from it. */
let rendered: CatalogueState | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CatalogueState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The first request, made beside the config's: the newest cards, all of a small shop's or a large one's home page. */
const FIRST_CARDS = 100;

/** The whole catalogue, or for a large one its newest cards (the home page's). */
async function firstLoad(): Promise<CatalogueState> {
  // An unreadable config leaves the shop as it was before there were large catalogues: loaded whole.
  const [config, first] = await Promise.all([loadShopConfig().catch(() => undefined), cardPage({ limit: FIRST_CARDS })]);
  if (!config?.catalogue.paged) return { status: "ready", products: await fetchAllCards(undefined, first), complete: true };
  return { status: "ready", products: fromCardColumns(first.data), complete: false, paged: true };
}

/** The known cards with these added (a card already known is kept where it is, with the newer figures). */
function withCards(known: readonly CatalogueCard[], more: readonly CatalogueCard[]): CatalogueCard[] {
  const fresh = new Map(more.map((card) => [card.id, card]));
  const kept = known.map((card) => fresh.get(card.id) ?? card);
  const knownIds = new Set(known.map((card) => card.id));
  return [...kept, ...more.filter((card) => !knownIds.has(card.id))];
}

/** Starts the first load (once); later calls share it. */
export function loadCatalogue(): Promise<void> {
  loading ??= firstLoad()
    .then(publish)
    .catch((error: unknown) => {
      // The spec: a failed first load is logged, loading ends and the list stays empty.
      console.error("Error fetching products:", error);
      publish({ status: "failed", products: [], complete: false, error: error instanceof ApiError ? error.message : "The collection could not be loaded." });
    });
  return loading;
}

/** Tries again after a failure (the shopper's Retry button). */
export function reloadCatalogue(): Promise<void> {
  loading = null;
  publish({ status: "loading", products: state.products, complete: false });
  return loadCatalogue();
}

/**
 * Shows these cards at once (the first screenful a pre-rendered page carries), until the whole
 * catalogue arrives; ignored once it has.
 */
export function primeCatalogue(cards: readonly CatalogueCard[]): void {
  if (state.complete) return;
  rendered = { status: "ready", products: [...cards], complete: false };
  publish(rendered);
}

const asked = new Set<string>();

/**
 * A large catalogue: makes sure the store knows these products' cards (the cart's and the
 * wishlist's lines, for their pieces left now), asking the server once for those it lacks.
 * A small one is loaded whole, and before the first load ends nothing is known: nothing to do.
 */
export async function includeCards(ids: readonly string[]): Promise<void> {
  if (!state.paged) return;
  const known = new Set(state.products.map((card) => card.id));
  const missing = [...new Set(ids)].filter((id) => !known.has(id) && !asked.has(id)).slice(0, MAX_CARDS_BY_ID);
  if (missing.length === 0) return;
  missing.forEach((id) => asked.add(id));
  try {
    const cards = fromCardColumns((await cardPage({ ids: missing.join(",") })).data);
    publish({ ...state, products: withCards(state.products, cards) });
  } catch (error: unknown) {
    // The lines keep the figures they were saved with; the checkout checks them again.
    console.error("Error fetching products:", error);
    missing.forEach((id) => asked.delete(id));
  }
}

/** Keeps these products' cards known while a screen or a list shows them (see includeCards). */
export function useCardsIncluded(ids: readonly string[]): void {
  const { paged } = useCatalogue();
  const wanted = ids.join(",");
  useEffect(() => {
    if (paged && wanted) void includeCards(wanted.split(","));
  }, [paged, wanted]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The catalogue as a screen shows it. A change (the whole catalogue arriving behind a page taken
 * over, a retry) re-renders every card on the screen, which is nothing the shopper is waiting
 * on: it renders as a transition, in slices the browser can interrupt, not in one long task.
 */
export function useCatalogue(): CatalogueState {
  const first = useFirstShown(
    () => state,
    () => rendered ?? state,
  );
  const [shown, setShown] = useState(first);
  useEffect(() => {
    const show = () => startTransition(() => setShown(state));
    // Published between this screen's first render and now: show it too.
    show();
    return subscribe(show);
  }, []);
  return shown;
}
