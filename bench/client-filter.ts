import { performance } from "node:perf_hooks";
import { filterProducts, sortProducts } from "../shared/catalogue-filter.js";
import { SORT_OPTIONS } from "../shared/catalogue.js";
import type { Product } from "../shared/schemas/product-record.js";
import { median, round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

/** The storefront filters and sorts in the browser (the spec says so): time it over 5,000 products. */
export function benchClientFilter(count = 5000, runs = 25) {
  const products = syntheticCatalogue(count).map((p, i) => ({ ...p, _id: String(i), id: String(i), createdAt: new Date(2026, 0, 1, 0, 0, i).toISOString(), updatedAt: "" })) as Product[];
  const cases = [
    { category: "saree", type: "silk" },
    { search: "festive", priceRange: { min: 1000, max: 8000 } },
    { category: "dress", selectedMaterials: ["cotton", "rayon"], selectedSizes: ["XL", "XXL"] },
  ];
  const times: number[] = [];
  let kept = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    for (const filter of cases) {
      const filtered = filterProducts(products, filter);
      for (const sort of SORT_OPTIONS) kept += sortProducts(filtered, sort).length;
    }
    times.push((performance.now() - started) / (cases.length * SORT_OPTIONS.length));
  }
  return { products: count, medianMsPerFilterAndSort: round(median(times), 2), checksum: kept };
}
