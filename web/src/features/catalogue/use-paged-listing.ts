import { startTransition, useCallback, useLayoutEffect, useRef, useState } from "react";
import { fromCardColumns, type CatalogueCard } from "@shared/catalogue-cards.js";
import type { CatalogueFilter } from "@shared/catalogue-filter.js";
import type { SortOption } from "@shared/catalogue.js";
import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { withFilters, withSort, type CatalogueFilters } from "./listing-query.js";

type CardPage = Answer<"/products/cards", "$get">;

/** Cards a page: three rows of a desktop's grid, a few screens of a phone's. */
export const LISTING_PAGE_SIZE = 24;
/**
 * Of a first page, the cards drawn at once: a phone's first screen (two rows of two), a desktop's first row.
 * The rest are drawn right after, so a slow phone shows the results without first laying out
 * cards below the fold (docs/catalogue-and-search.md, "The phone's first search").
 */
export const FIRST_DRAWN = 4;

/** The server's parameters for a listing: its route's base, then the address's words, sort and filters (the same names). */
export function listingParameters(base: CatalogueFilter, search: string, sort: SortOption, filters: CatalogueFilters): string {
  const params = withSort(withFilters(new URLSearchParams(), filters), sort);
  if (search) params.set("q", search);
  if (base.collection) params.set("collection", base.collection);
  if (base.category) params.set("category", base.category);
  if (base.type) params.set("type", base.type);
  params.sort();
  return params.toString();
}

async function fetchPage(parameters: string, limit: number, cursor?: string): Promise<CardPage> {
  return api.getPublic<CardPage>("/products/cards", { ...Object.fromEntries(new URLSearchParams(parameters)), limit, cursor });
}

/** A first page asked ahead (the header's search, on Enter), for the listing that asks for the same soon after; `answer` once it is in. */
let askedAhead: { parameters: string; at: number; page: Promise<CardPage>; answer?: CardPage } | undefined;
/** Older than this, a page asked ahead is asked again: the listing shows what is current. */
const AHEAD_FRESH_MS = 5000;

/** Asks a listing's first page before its screen is drawn (and asks it itself); settles once its answer is in. */
export function askFirstPageAhead(parameters: string): Promise<void> {
  const ahead: NonNullable<typeof askedAhead> = { parameters, at: Date.now(), page: fetchPage(parameters, LISTING_PAGE_SIZE) };
  askedAhead = ahead;
  // A failure is the listing's to show, when it takes the page.
  return ahead.page.then(
    (answer) => void (ahead.answer = answer),
    () => undefined,
  );
}

/** The page asked ahead for these parameters, while fresh; taken once (a later listing asks again). */
function takeAhead(parameters: string) {
  const ahead = askedAhead;
  askedAhead = undefined;
  return ahead?.parameters === parameters && Date.now() - ahead.at < AHEAD_FRESH_MS ? ahead : undefined;
}

export interface PagedListing {
  status: "loading" | "ready" | "failed";
  shown: CatalogueCard[];
  total: number;
  error?: string;
  /** Where the next page starts, while there is one. */
  nextCursor: string | null;
  loadingMore: boolean;
}

const LOADING: PagedListing = { status: "loading", shown: [], total: 0, nextCursor: null, loadingMore: false };

/**
 * A large catalogue's listing, read page by page from the server (docs/catalogue-and-search.md):
 * the first page when the listing or its search, sort or filters change, the next on `loadMore`.
 * Off (nothing asked) while `parameters` is null.
 */
export function usePagedListing(parameters: string | null) {
  const [listing, setListing] = useState<PagedListing>(LOADING);
  const [attempt, setAttempt] = useState(0);
  // The listing the answers are for: one for another (the shopper has moved on) is dropped.
  const current = useRef(parameters);
  current.current = parameters;

  // Before the screen is painted: a first page already in (asked ahead on Enter) is drawn in the
  // same frame as the screen around it, not a frame of "Searching…" first.
  useLayoutEffect(() => {
    if (parameters === null) return;
    const show = (page: CardPage) => {
      if (current.current !== parameters) return;
      const ready: PagedListing = { status: "ready", shown: fromCardColumns(page.data), total: page.pagination.total, nextCursor: page.pagination.nextCursor, loadingMore: false };
      if (ready.shown.length <= FIRST_DRAWN) return setListing(ready);
      // Load more waits for the whole page: its count never says fewer than the page holds.
      setListing({ ...ready, shown: ready.shown.slice(0, FIRST_DRAWN), nextCursor: null });
      startTransition(() => setListing(ready));
    };
    const ahead = takeAhead(parameters);
    if (ahead?.answer) return show(ahead.answer);
    setListing(LOADING);
    (ahead?.page ?? fetchPage(parameters, LISTING_PAGE_SIZE)).then(show, (error: unknown) => {
      if (current.current !== parameters) return;
      console.error("Error fetching products:", error);
      setListing({ ...LOADING, status: "failed", error: error instanceof ApiError ? error.message : "The collection could not be loaded." });
    });
  }, [parameters, attempt]);

  const loadMore = useCallback(() => {
    const asked = current.current;
    if (asked === null || !listing.nextCursor || listing.loadingMore) return;
    setListing((now) => ({ ...now, loadingMore: true }));
    fetchPage(asked, LISTING_PAGE_SIZE, listing.nextCursor).then(
      (page) => {
        if (current.current !== asked) return;
        setListing((now) => ({ ...now, shown: [...now.shown, ...fromCardColumns(page.data)], total: page.pagination.total, nextCursor: page.pagination.nextCursor, loadingMore: false }));
      },
      (error: unknown) => {
        console.error("Error fetching products:", error);
        if (current.current === asked) setListing((now) => ({ ...now, loadingMore: false }));
      },
    );
  }, [listing.nextCursor, listing.loadingMore]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { listing, loadMore, retry };
}

/**
 * How many products other filters would show (the filter form's Apply button), asked of the server
 * once per set of filters; undefined until it answers.
 */
export function useServerCounts(countParameters: ((filters: CatalogueFilters) => string) | null) {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const asked = useRef(new Set<string>());
  return useCallback(
    (filters: CatalogueFilters): number | undefined => {
      if (!countParameters) return undefined;
      const parameters = countParameters(filters);
      const known = counts.get(parameters);
      if (known !== undefined || asked.current.has(parameters)) return known;
      asked.current.add(parameters);
      void fetchPage(parameters, 1).then(
        (page) => setCounts((now) => new Map(now).set(parameters, page.pagination.total)),
        () => asked.current.delete(parameters),
      );
      return undefined;
    },
    [countParameters, counts],
  );
}
