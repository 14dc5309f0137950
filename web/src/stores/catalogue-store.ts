import { startTransition, useEffect, useState } from "react";
import { fromCardColumns, type CatalogueCard } from "@shared/catalogue-cards.js";
import { api, ApiError } from "../api/client.js";
import type { Answer } from "../api/contract.js";

// The catalogue the storefront filters, searches and sorts in the browser (docs/product.md section 7:
// all of that is client-side), in its listing form (shared/catalogue-cards.ts): what a card,
// the filters, sorting and search need; a product's page loads the full product. Loaded once at
// start; a small store instead of a query library keeps the home page's script small.
export interface CatalogueState {
  status: "loading" | "ready" | "failed";
  products: CatalogueCard[];
  /** False while only cards primed from a pre-rendered page are known, before the whole catalogue arrives. */
  complete: boolean;
  error?: string;
}

/** A page of cards as the server's route answers it. */
type CardPage = Answer<"/products/cards", "$get">;

/** A cursor that keeps coming back would loop for ever; no real catalogue has this many pages. */
const MAX_PAGES = 200;

/** Every active product's card, following pagination.nextCursor page after page (a thousand a page). */
export async function fetchAllCards(signal?: AbortSignal): Promise<CatalogueCard[]> {
  const cards: CatalogueCard[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await api.get<CardPage>("/products/cards", { cursor }, signal);
    cards.push(...fromCardColumns(body.data));
    cursor = body.pagination?.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return cards;
}

let state: CatalogueState = { status: "loading", products: [], complete: false };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: CatalogueState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Starts the first load (once); later calls share it. */
export function loadCatalogue(): Promise<void> {
  loading ??= fetchAllCards()
    .then((products) => publish({ status: "ready", products, complete: true }))
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
  publish({ status: "ready", products: [...cards], complete: false });
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
  const [shown, setShown] = useState(state);
  useEffect(() => {
    const show = () => startTransition(() => setShown(state));
    // Published between this screen's first render and now: show it too.
    show();
    return subscribe(show);
  }, []);
  return shown;
}
