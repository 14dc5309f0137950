import { performance } from "node:perf_hooks";
import { fromCardColumns, toCardColumns } from "../shared/catalogue-cards.js";
import { listedProducts, listingFilter } from "../shared/catalogue-listing.js";
import { indexProducts, searchProducts } from "../shared/catalogue-search/product-search.js";
import { cardListingQuerySchema } from "../shared/schemas/card-listing-query.js";
import { median, round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;

/**
 * A large catalogue's listings and search on the server (issue 29), over the cards a warm process
 * keeps: a category's first page (filtered and sorted), and a typed query's first page (the index
 * built once per catalogue, then each query). In memory: the DynamoDB read of the cards is apart.
 */
export function benchServerListing(count = 100_000, runs = 5) {
  const products = syntheticCatalogue(count).map((p, i) => ({ ...p, id: `p${i}`, createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(), updatedAt: "" }));
  const before = heapMb();
  const cards = fromCardColumns(toCardColumns(products));
  const cardsMb = heapMb() - before;
  const page = (query: Record<string, string>, rank?: ReadonlyMap<string, number>) => {
    const parsed = cardListingQuerySchema.parse(query);
    const listed = listedProducts(cards, listingFilter(parsed), parsed.sort ?? "default", rank);
    return toCardColumns(listed.slice(0, 24)).id.length + listed.length;
  };
  const listings: Array<Record<string, string>> = [{ category: "saree" }, { category: "saree", type: "silk", sort: "price-low-high" }, { category: "material", sizes: "M", instock: "1", sort: "popular" }];
  const listingTimes: number[] = [];
  let checksum = 0;
  for (let run = 0; run < runs; run++) {
    for (const query of listings) {
      const at = performance.now();
      checksum += page(query);
      listingTimes.push(performance.now() - at);
    }
  }
  const beforeIndex = heapMb();
  const built = performance.now();
  const index = indexProducts(cards);
  const indexBuildMs = performance.now() - built;
  const indexMb = heapMb() - beforeIndex;
  const searchTimes: number[] = [];
  const matchTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const words of ["banarsi", "red saree", "lehnga", "chanderi silk"]) {
      const at = performance.now();
      const ids = searchProducts(index, words);
      matchTimes.push(performance.now() - at);
      checksum += page({ q: words }, new Map(ids.map((id, place) => [id, place])));
      searchTimes.push(performance.now() - at);
    }
  }
  return {
    products: count,
    listingFirstPageMsInMemory: round(median(listingTimes), 1),
    searchFirstPageMsInMemory: round(median(searchTimes), 1),
    searchMatchMs: round(median(matchTimes), 1),
    searchIndexBuildMs: round(indexBuildMs, 0),
    cardsHeapMb: round(cardsMb, 0),
    searchIndexHeapMb: round(indexMb, 0),
    checksum,
  };
}

if (process.argv[1]?.endsWith("server-listing.ts")) console.log(benchServerListing(Number(process.argv[2] ?? 100_000)));
