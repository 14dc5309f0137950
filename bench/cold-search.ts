import { performance } from "node:perf_hooks";
import { coldSearchPage } from "../functions/catalogue/cold-search-page.js";
import { cardListingQuerySchema } from "../shared/schemas/card-listing-query.js";
import { openScaleTable } from "./scale/scale-table.js";
import { round } from "./stats.js";

// A cold API process's search pages from the split index in the scale bench's table (issue 29):
// server side, in this fresh process, the first search reading the pointer, the head and its
// pieces, the next ones the pointer and their pieces. Run after `npm run bench -- --scale` has
// written the index (its deploy step):
// SCALE_DATA_DIR=/dev/shm/rangrez-bench-scale npx tsx bench/cold-search.ts

const QUERIES = ["banarsi", "red silk saree", "lal saree", "q=georgete&category=dress", "wedding", "no 12345", "xyzzy"];

const table = await openScaleTable(process.env.SCALE_DATA_DIR ?? "/dev/shm/rangrez-bench-scale");
try {
  for (const asked of QUERIES) {
    const query = cardListingQuerySchema.parse(asked.startsWith("q=") ? Object.fromEntries(new URLSearchParams(asked)) : { q: asked });
    const at = performance.now();
    const page = await coldSearchPage(table.repos, { ...query, limit: 24 });
    console.log(JSON.stringify({ query: asked, ms: round(performance.now() - at, 0), total: page?.pagination.total ?? "no index", cards: page?.data.id.length }));
  }
} finally {
  await table.stop();
}
