import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { fromCardColumns, toCardColumns } from "../shared/catalogue-cards.js";
import { indexProducts, searchProducts } from "../shared/catalogue-search/product-search.js";
import { openHead, splitProductIndex, type SearchHead } from "../shared/catalogue-search/split-index.js";
import { encodePart } from "../functions/catalogue/search-index-items.js";
import { searchedDigest } from "../pages/publish/search-index-run.js";
import { median, round } from "./stats.js";
import { syntheticCatalogue } from "./synthetic-catalogue.js";

// The split search index at a catalogue's size, in memory (issue 29, docs/catalogue-and-search.md):
// what the publisher's job pays to build and encode it, its parts' sizes, what a cold process pays
// to open its head, and per query the pieces read and the time to rank. The table's reads are apart.
// npx tsx bench/split-search.ts [count]

const QUERIES = ["saree", "red silk saree", "banarsi", "lal saree", "georgete dress", "wedding", "sar", "no 12345", "xyzzy"];

const timed = <T>(make: () => T): [T, number] => {
  const at = performance.now();
  const made = make();
  return [made, round(performance.now() - at, 0)];
};

export function benchSplitSearch(count = 100_000) {
  const products = syntheticCatalogue(count).map((p, i) => ({ ...p, id: (0x6a000000 - i).toString(16) + i.toString(16).padStart(16, "0"), createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString() }));
  const cards = fromCardColumns(toCardColumns(products));
  const [digest, digestMs] = timed(() => searchedDigest(cards));
  const [split, splitMs] = timed(() => splitProductIndex(cards, digest));
  const [encoded, encodeMs] = timed(() => ({ pieces: split.pieces.map((piece) => encodePart("piece", piece.entries)), head: encodePart("head", split.head) }));
  const pieceKb = encoded.pieces.map((piece) => piece.bodies.reduce((sum, body) => sum + body.length, 0) / 1024);
  const headKb = encoded.head.bodies.reduce((sum, body) => sum + body.length, 0) / 1024;
  const headBody = Buffer.concat(encoded.head.bodies);
  const [opened, openMs] = timed(() => openHead({ ...(JSON.parse(gunzipSync(headBody).toString("utf8")) as SearchHead), pieces: encoded.pieces.map((piece) => piece.name) }));
  const whole = indexProducts(cards);
  const queries = QUERIES.map((words) => {
    const [wanted, expandMs] = timed(() => opened.piecesFor(words));
    const [entries, decodeMs] = timed(() => wanted.flatMap((n) => JSON.parse(gunzipSync(Buffer.concat(encoded.pieces[n]!.bodies)).toString("utf8"))));
    const runs = Array.from({ length: 3 }, () => timed(() => opened.rank(words, entries)));
    const ranked = runs[0]![0];
    return {
      words,
      pieces: wanted.length,
      kbGz: round(wanted.reduce((sum, n) => sum + pieceKb[n]!, 0), 0),
      expandMs,
      decodeMs,
      rankMs: median(runs.map(([, ms]) => ms)),
      matches: ranked.length,
      sameAsWhole: JSON.stringify(ranked.map((place) => opened.idOf(place))) === JSON.stringify(searchProducts(whole, words)),
    };
  });
  return {
    count,
    build: { digestMs, splitMs, encodeMs },
    head: { kbGz: round(headKb, 0), items: encoded.head.bodies.length, terms: split.head.terms.length, openMs },
    pieces: { count: encoded.pieces.length, kbGz: round(pieceKb.reduce((a, b) => a + b, 0), 0), largestKbGz: round(Math.max(...pieceKb), 0), items: encoded.pieces.reduce((sum, piece) => sum + piece.bodies.length, 0) },
    queries,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(benchSplitSearch(Number(process.argv[2] ?? 100_000)), null, 1));
