import { performance } from "node:perf_hooks";
import { gunzipSync, gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import { fromCardColumns, toCardColumns } from "../shared/catalogue-cards.js";
import { indexProducts, searchProducts } from "../shared/catalogue-search/product-search.js";
import { round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

// What a cold API process would pay to start from files published ahead (issue 29's next step,
// docs/catalogue-and-search.md): the cards as columns, whole and per category, and the search
// index as MiniSearch's JSON, each gzipped, and the time to read each back. In memory.
// npx tsx bench/catalogue-files.ts [count]

const timed = <T>(make: () => T): [T, number] => {
  const at = performance.now();
  const made = make();
  return [made, round(performance.now() - at, 0)];
};

export function benchCatalogueFiles(count = 100_000) {
  const products = syntheticCatalogue(count).map((p, i) => ({ ...p, id: `p${i}`, createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(), updatedAt: "" }));
  const file = (cards: typeof products) => gzipSync(JSON.stringify(toCardColumns(cards)));
  const whole = file(products);
  const [, wholeReadMs] = timed(() => fromCardColumns(JSON.parse(gunzipSync(whole).toString("utf8"))));
  const categories = new Map<string, typeof products>();
  for (const product of products) {
    if (!categories.has(product.subcategory)) categories.set(product.subcategory, []);
    categories.get(product.subcategory)!.push(product);
  }
  const perCategory = Object.fromEntries(
    [...categories].map(([name, cards]) => {
      const body = file(cards);
      const [, readMs] = timed(() => fromCardColumns(JSON.parse(gunzipSync(body).toString("utf8"))));
      return [name, { cards: cards.length, kbGz: round(body.length / 1024, 0), readMs }];
    }),
  );
  const cards = fromCardColumns(toCardColumns(products));
  const [index, indexBuildMs] = timed(() => indexProducts(cards));
  const indexJson = gzipSync(JSON.stringify(index));
  const [loaded, indexLoadMs] = timed(() => MiniSearch.loadJSON(gunzipSync(indexJson).toString("utf8"), (index as unknown as { _options: ConstructorParameters<typeof MiniSearch>[0] })._options));
  const same = JSON.stringify(searchProducts(index, "banarsi silk")) === JSON.stringify(searchProducts(loaded as typeof index, "banarsi silk"));
  return { count, cardsKbGz: round(whole.length / 1024, 0), cardsReadMs: wholeReadMs, perCategory, indexBuildMs, indexKbGz: round(indexJson.length / 1024, 0), indexLoadMs, loadedSearchesAlike: same };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(benchCatalogueFiles(Number(process.argv[2] ?? 100_000)), null, 2));
