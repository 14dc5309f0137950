// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromCardColumns, toCardColumns, type CatalogueCard } from "../../shared/catalogue-cards.js";
import { NO_FILTERS } from "../../web/src/features/catalogue/listing-query.js";
import { useListing } from "../../web/src/features/catalogue/use-listing.js";
import type { CatalogueState } from "../../web/src/stores/catalogue-store.js";
import { askFirstPageAhead, FIRST_DRAWN, listingParameters, LISTING_PAGE_SIZE, usePagedListing, type PagedListing } from "../../web/src/features/catalogue/use-paged-listing.js";
import { saveSession } from "../../web/src/session/session-store.js";
import { sampleProduct } from "../support/sample-product.js";

// A large catalogue in the browser (issue 29): never loaded whole; the home page's newest cards,
// the cart's and wishlist's by id, and each listing page by page from the server, all asked
// without the shopper's Authorization so the CDN keeps one copy for everyone.
const product = (n: number) => ({ ...sampleProduct({ name: `Saree No. ${n}` }), id: `p${n}`, createdAt: new Date(Date.UTC(2026, 0, 1) - n * 1000).toISOString(), updatedAt: "" });
const CATALOGUE = Array.from({ length: 150 }, (_, n) => product(n));
const page = (products: typeof CATALOGUE, nextCursor: string | null = null, total = products.length) =>
  Response.json({ success: true, data: toCardColumns(products), pagination: { total, limit: products.length, nextCursor } });

let requests: Array<{ url: URL; authorization: string | null }>;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  saveSession({ token: "shopper-token", user: { _id: "u1", id: "u1", name: "Asha", email: "asha@example.in", role: "user" } as never });
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://shop.test");
      requests.push({ url, authorization: new Headers(init?.headers).get("authorization") });
      if (url.pathname === "/api/config") return Response.json({ success: true, data: { stage: "test", brandName: "Rangrez", razorpayKeyId: "k", checkoutScriptUrl: "/c.js", demoAdmin: null, catalogue: { paged: true } } });
      const ids = url.searchParams.get("ids");
      if (ids) return page(CATALOGUE.filter((p) => ids.split(",").includes(p.id)));
      const limit = Number(url.searchParams.get("limit"));
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const listed = url.searchParams.get("category") ? CATALOGUE.slice(0, 30) : CATALOGUE;
      const next = from + limit < listed.length ? String(from + limit) : null;
      return page(listed.slice(from, from + limit), next, listed.length);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a large catalogue's store", () => {
  it("loads the newest 100 cards only, and the cards the cart names by id, without Authorization", async () => {
    const store = await import("../../web/src/stores/catalogue-store.js");
    await store.loadCatalogue();
    const { result } = renderHook(() => store.useCatalogue());
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.paged).toBe(true);
    expect(result.current.products.map((card: CatalogueCard) => card.id)).toEqual(CATALOGUE.slice(0, 100).map((p) => p.id));

    await act(() => store.includeCards(["p3", "p120", "p140"]));
    await waitFor(() => expect(result.current.products).toHaveLength(102));
    expect(result.current.products.slice(100).map((card: CatalogueCard) => card.id)).toEqual(["p120", "p140"]);
    // Asked once, for the missing ones only.
    await act(() => store.includeCards(["p120", "p140"]));
    const cardRequests = requests.filter((r) => r.url.pathname === "/api/products/cards");
    expect(cardRequests.map((r) => r.url.search)).toEqual(["?limit=100", "?ids=p120%2Cp140"]);
    expect(cardRequests.every((r) => r.authorization === null)).toBe(true);
  });
});

describe("a large catalogue's listing", () => {
  it("asks the server with the address's words, sort and filters", () => {
    const filters = { ...NO_FILTERS, selectedSizes: ["M"], inStockOnly: true };
    expect(listingParameters({ category: "saree", type: "silk" }, "red", "price-low-high", filters)).toBe("category=saree&instock=1&q=red&sizes=M&sort=price-low-high&type=silk");
    expect(listingParameters({ collection: "custom-made" }, "", "default", NO_FILTERS)).toBe("collection=custom-made");
  });

  it("shows the first page, adds the next on Load more, and starts again when the filters change", async () => {
    const { result, rerender } = renderHook(({ parameters }) => usePagedListing(parameters), { initialProps: { parameters: "category=saree" } });
    await waitFor(() => expect(result.current.listing.status).toBe("ready"));
    expect(result.current.listing).toMatchObject({ total: 30, shown: expect.any(Array) });
    expect(result.current.listing.shown).toHaveLength(LISTING_PAGE_SIZE);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.listing.shown).toHaveLength(30));
    expect(result.current.listing.nextCursor).toBeNull();
    expect(result.current.listing.shown.map((card) => card.id)).toEqual(CATALOGUE.slice(0, 30).map((p) => p.id));

    rerender({ parameters: "q=saree" });
    await waitFor(() => expect(result.current.listing.total).toBe(150));
    expect(result.current.listing.shown).toHaveLength(LISTING_PAGE_SIZE);
    expect(requests.every((r) => r.authorization === null)).toBe(true);
  });

  it("draws a phone's first screen of cards first, then the rest, and offers Load more only with the whole page", async () => {
    const drawn: PagedListing[] = [];
    const { result } = renderHook(() => {
      const paged = usePagedListing("q=saree");
      drawn.push(paged.listing);
      return paged;
    });
    await waitFor(() => expect(result.current.listing.shown).toHaveLength(LISTING_PAGE_SIZE));
    const ready = drawn.filter((listing) => listing.status === "ready");
    expect(ready[0]!.shown.map((card) => card.id)).toEqual(CATALOGUE.slice(0, FIRST_DRAWN).map((p) => p.id));
    expect(ready[0]!.nextCursor).toBeNull();
    // "Showing 4 of 150" is never said: the count and the button come with the 24.
    expect(ready.filter((listing) => listing.nextCursor !== null).every((listing) => listing.shown.length === LISTING_PAGE_SIZE)).toBe(true);
    expect(result.current.listing.shown.map((card) => card.id)).toEqual(CATALOGUE.slice(0, LISTING_PAGE_SIZE).map((p) => p.id));
    expect(result.current.listing.nextCursor).toBe(String(LISTING_PAGE_SIZE));
  });

  it("holds a search typed before the store knows the catalogue, then asks the server once it says paged", async () => {
    const primed: CatalogueState = { status: "ready", products: fromCardColumns(toCardColumns(CATALOGUE.slice(0, 8))), complete: false };
    const query = { search: "saree", sort: "default" as const, filters: NO_FILTERS };
    const base = {};
    const { result, rerender } = renderHook(({ catalogue }) => useListing(catalogue, base, query), { initialProps: { catalogue: primed } });
    // Not a partial answer from the eight primed cards: "Searching…" until the store knows, and
    // the search code (which a large shop never needs) not fetched meanwhile.
    await act(() => vi.dynamicImportSettled());
    expect(result.current).toMatchObject({ pending: true, shown: [] });
    expect(requests.filter((r) => r.url.pathname === "/api/products/cards")).toEqual([]);

    rerender({ catalogue: { ...primed, paged: true } });
    await waitFor(() => expect(result.current.shown).toHaveLength(LISTING_PAGE_SIZE));
    expect(result.current.total).toBe(150);
    expect(requests.filter((r) => r.url.pathname === "/api/products/cards").map((r) => r.url.search)).toEqual(["?q=saree&limit=24"]);
  });

  it("draws a first page asked ahead and already in with its screen, without a Searching… frame or a second request", async () => {
    await askFirstPageAhead("q=saree");
    const drawn: PagedListing[] = [];
    const { result } = renderHook(() => {
      const paged = usePagedListing("q=saree");
      drawn.push(paged.listing);
      return paged;
    });
    // Settled before the screen is first painted (a layout effect's update is drawn in the same frame).
    expect(result.current.listing.status).toBe("ready");
    // Only the hook's first state, replaced before that paint: never "Searching…" again.
    expect(drawn.filter((listing) => listing.status === "loading")).toHaveLength(1);
    await waitFor(() => expect(result.current.listing.shown).toHaveLength(LISTING_PAGE_SIZE));
    expect(requests.filter((r) => r.url.pathname === "/api/products/cards").map((r) => r.url.search)).toEqual(["?q=saree&limit=24"]);
  });
});
