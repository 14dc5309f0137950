import { Hono } from "hono";
import { isLargeCatalogue } from "../../shared/catalogue-cards.js";
import { changesTo } from "../../shared/schemas/known-fields.js";
import { productQuerySchema } from "../../shared/schemas/product-query.js";
import { isAdminViewer } from "../catalogue/admin-viewer.js";
import { getProduct, listProducts } from "../catalogue/product-listing.js";
import { listCards } from "../catalogue/card-listing.js";
import { cardQuerySchema, isListingQuery } from "../../shared/schemas/card-query.js";
import type { CardCatalogue } from "../catalogue/card-catalogue.js";
import { withLapsedHoldsShown } from "../catalogue/lapsed-holds-shown.js";
import type { Repositories } from "../data/repositories.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, type AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { productJson } from "../http/spec-aliases.js";
import { describeIssue, validBody, validQuery } from "../http/validate.js";
import type { Context } from "hono";
import { sendJsonText } from "../http/json-text.js";
import { createPublicCache, notModified, type CachedAnswer } from "../catalogue/public-cache.js";
import { createPhotoStore } from "../media/photo-store.js";
import { stockMovementQuerySchema } from "../../shared/schemas/stock-movement-query.js";
import { stockHistory } from "../catalogue/stock-history.js";
import { createPopularity } from "../catalogue/popularity.js";

/**
 * Browsers revalidate every time (a cheap 304 with the ETag), so an admin's change shows on the
 * next page load; a CDN may answer from its copy for 30 s, sparing the API at a sale's peak.
 */
const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

/** A cached answer that remembers the type of the JSON it holds, so the route's answer stays typed. */
type CachedJson<T> = CachedAnswer & { readonly shape?: T };

/** `forEveryone`: the answer is the same whoever asks (no admin's view), so a CDN keeps one copy for all. */
function sendCached<T>(c: Context, answer: CachedJson<T>, forEveryone = false) {
  c.header("ETag", answer.etag);
  c.header("Cache-Control", PUBLIC_CACHE_CONTROL);
  if (!forEveryone) c.header("Vary", "Authorization");
  if (notModified(c.req.header("if-none-match"), answer.etag)) return c.body(null, 304);
  // The bytes are T as JSON, made once and reused.
  return sendJsonText<T>(c, answer.body);
}

/** The catalogue: public reads (admins also see inactive products), admin writes. */
export function productRoutes(deps: AppDeps) {
  const { repos } = deps;
  const admin = requirePermission(deps, "products");
  const cache = createPublicCache({ ttlMs: deps.config.catalogueCacheSeconds * 1000 });
  const photos = createPhotoStore(deps.config);
  // Pieces sold lately, read from the sales rollups as often as the answers they sort are made.
  const popularity = createPopularity(repos, { ttlMs: deps.config.catalogueCacheSeconds * 1000 });
  const soldLately = () => popularity.soldLately();
  // A large shop's listings and search read the process's cards; the code loads on first use (one chunk).
  let catalogue: Promise<CardCatalogue> | undefined;
  const cardCatalogue = () =>
    (catalogue ??= import("../catalogue/listing-pages.js").then(({ createCardCatalogue, changedProductsShown }) =>
      createCardCatalogue({
        products: async () => (await withLapsedHoldsShown(repos)).products.listAll(),
        // A warm copy is brought up to date by the products changed since its read (card-catalogue.ts).
        changes: (since) => changedProductsShown(repos, since),
        soldLately,
        ttlMs: deps.config.catalogueSnapshotSeconds * 1000,
      }),
    ));
  // A large shop's first page of cards (its home page's, or a listing's) starts opening the search's
  // index in the background, once a process: the shopper's search after it finds it open. A small
  // shop's cards never start it (its browser searches its own copy).
  let searchOpening: Promise<void> | undefined;
  // The listings' code comes with it: the search's route loads it first.
  const openSearchAhead = () =>
    void (searchOpening ??= Promise.all([import("../catalogue/listing-pages.js"), import("../catalogue/cold-search-page.js")]).then(
      ([, search]) => search.openSearchHeadAhead(repos.db),
      () => undefined,
    ));
  /** An admin's write: shoppers' next reads are made afresh. */
  const forget = () => {
    cache.clear();
    void catalogue?.then((cards) => cards.clear());
  };
  /**
   * A shopper's answer from the cache, or made afresh. A read never writes: pieces of lapsed holds
   * not swept yet are shown as available (lapsed-holds-shown.ts); the hold sweep releases them.
   */
  async function cached<T>(key: string, answer: (shown: Repositories) => Promise<T>): Promise<CachedJson<T>> {
    const hit = cache.get(key);
    if (hit) return hit;
    // Not caught: a table that cannot list the holds cannot list the products either, and a second
    // read after a failed one would double the time a shopper waits for the 503.
    return cache.put(key, JSON.stringify(await answer(await withLapsedHoldsShown(repos))));
  }
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .get("/", validQuery(productQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      // Admins see inactive products and their edits at once: never from the shared cache.
      const listed = async (shown: Repositories) => {
        const page = await listProducts(shown, query, viewer, soldLately);
        return { ...page, data: page.data.map(productJson) };
      };
      if (viewer.isAdmin) return c.json(await listed(repos));
      const key = `list?${new URLSearchParams(Object.entries(c.req.query()).sort()).toString()}`;
      const answer = await cached(key, listed);
      return sendCached(c, answer);
    })
    // The storefront's listing form: active products only, the same for everyone, so always cached.
    // Paging alone: the whole catalogue (a small shop); a listing's parameters: one page of it; ids: those cards.
    .get("/cards", validQuery(cardQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const key = `cards?${new URLSearchParams(Object.entries(c.req.query()).sort()).toString()}`;
      if (!isListingQuery(query)) {
        const listed = async (shown: Repositories) => {
          const page = await listCards(shown, query, soldLately, deps.config.catalogueWholeMaxKb);
          if (isLargeCatalogue(page.pagination.total, deps.config.catalogueWholeMaxKb)) openSearchAhead();
          return page;
        };
        return sendCached(c, await cached(key, listed), true);
      }
      const pages = await import("../catalogue/listing-pages.js");
      const asked = pages.readListingQuery(c.req.query());
      if (!asked.success) return c.json({ success: false as const, error: describeIssue(asked.error.issues[0]!) }, 400);
      const listing = asked.data;
      const answer = await cached(key, async (shown) => (listing.ids ? pages.cardsById(shown, listing.ids) : pages.listingPage(await cardCatalogue(), listing, shown)));
      if (!listing.ids) openSearchAhead();
      return sendCached(c, answer, true);
    })
    // Every change of a product's stock, for the admin (issue 22).
    .get("/:productId/stock-movements", requirePermission(deps, "stock"), validQuery(stockMovementQuerySchema), async (c) => {
      return c.json(await stockHistory(repos, c.req.param("productId"), c.req.valid("query")));
    })
    .get("/:productId", async (c) => {
      const viewer = { isAdmin: await isAdminViewer(deps, c.req.header("authorization")) };
      const shownProduct = async (shown: Repositories) => ({ success: true as const, data: productJson(await getProduct(shown, c.req.param("productId"), viewer)) });
      if (viewer.isAdmin) return c.json(await shownProduct(repos));
      const key = `product:${c.req.param("productId")}`;
      const answer = await cached(key, shownProduct);
      return sendCached(c, answer);
    })
    // The admin's product writes (and the product schema) load on first use: the cold-start bundle is at its budget.
    .post("/", admin, validBody(changesTo("product")), async (c) => {
      const { productBodySchema } = await import("../../shared/schemas/product.js");
      const parsed = productBodySchema.safeParse(c.req.valid("json"));
      if (!parsed.success) return c.json({ success: false as const, error: describeIssue(parsed.error.issues[0]!) }, 400);
      forget();
      const product = await (await import("../catalogue/product-admin.js")).createProduct(repos, parsed.data, photos, c.get("user"));
      // And again after: a shopper's read during the write may have cached the old catalogue.
      forget();
      return c.json({ success: true as const, data: productJson(product), message: "Product added successfully!" }, 201);
    })
    .put("/:productId", admin, validBody(changesTo("product")), async (c) => {
      forget();
      const product = await (await import("../catalogue/product-admin.js")).updateProduct(repos, c.req.param("productId"), c.req.valid("json"), photos, c.get("user"));
      return c.json({ success: true as const, data: productJson(product), message: "Product updated successfully!" });
    })
    .delete("/:productId", admin, async (c) => {
      forget();
      await (await import("../catalogue/product-admin.js")).deleteProduct(repos, c.req.param("productId"), c.get("user"));
      return c.json({ success: true as const, message: "Product deleted successfully!" });
    });
}
