import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import type { startLocalStack } from "../infra/local/stack.js";
import { round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

type Stack = Awaited<ReturnType<typeof startLocalStack>>;

/** Every page of one listing form, following the cursor: bytes as sent and gzipped per answer, as a CDN compresses them. */
async function loadAll(url: string, path: string) {
  let cursor: string | null = null;
  let gzipBytes = 0;
  let products = 0;
  const started = performance.now();
  do {
    const response: Response = await fetch(`${url}${path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
    const text = await response.text();
    const page = JSON.parse(text) as { data: unknown[] | { id: string[] }; pagination: { nextCursor: string | null } };
    gzipBytes += gzipSync(text).length;
    products += Array.isArray(page.data) ? page.data.length : page.data.id.length;
    cursor = page.pagination.nextCursor;
  } while (cursor);
  return { products, gzipBytes, ms: performance.now() - started };
}

/**
 * Issue 17: what the storefront downloads to list the catalogue, before (the full products of
 * GET /api/products) and after (the cards of GET /api/products/cards), at each size. The catalogue
 * is topped up with synthetic products to each count; each form is read once from DynamoDB
 * (after the short in-process cache has lapsed).
 */
export async function listingSizeAtScale(url: string, stack: Stack, counts: readonly number[]) {
  const rows: Array<Record<string, number>> = [];
  let made = 0;
  for (const count of counts) {
    const active = (await stack.repos.products.listAll()).filter((p) => p.isActive).length;
    // Numbered past catalogueAtScale's, so no name or photo repeats one already there.
    const more = syntheticCatalogue(Math.max(0, count - active), 100_000 + made);
    for (let i = 0; i < more.length; i += 25) await Promise.all(more.slice(i, i + 25).map((p) => stack.repos.products.create(p)));
    made += more.length;
    const lapse = () => new Promise((resolve) => setTimeout(resolve, (stack.config.catalogueCacheSeconds + 0.1) * 1000));
    await lapse();
    const full = await loadAll(url, "/api/products");
    await lapse();
    const cards = await loadAll(url, "/api/products/cards");
    rows.push({
      products: cards.products,
      fullGzipKb: round(full.gzipBytes / 1024, 1),
      fullBytesPerProduct: round(full.gzipBytes / full.products, 1),
      cardsGzipKb: round(cards.gzipBytes / 1024, 1),
      cardsBytesPerProduct: round(cards.gzipBytes / cards.products, 1),
      fullMsFromDatabase: round(full.ms, 0),
      cardsMsFromDatabase: round(cards.ms, 0),
    });
  }
  return rows;
}
