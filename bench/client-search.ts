import { performance } from "node:perf_hooks";
import { indexProducts, searchProducts } from "../shared/catalogue-search/product-search.js";
import { median, round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

/** The shopper's first search builds the index in the browser; later ones only query it. Timed here in Node. */
export function benchClientSearch(count = 10000, runs = 25) {
  const products = syntheticCatalogue(count).map((p, i) => ({ ...p, id: String(i) }));
  const started = performance.now();
  const index = indexProducts(products);
  const buildMs = performance.now() - started;
  const queries = ["sari", "banarsi", "lehnga", "kurtha", "chanderi silk red"];
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < runs; run++) {
    const at = performance.now();
    for (const query of queries) found += searchProducts(index, query).length;
    times.push((performance.now() - at) / queries.length);
  }
  return { products: count, indexBuildMs: round(buildMs, 0), medianMsPerQuery: round(median(times), 2), checksum: found };
}
