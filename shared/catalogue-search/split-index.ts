// The forgiving search's index in parts (issue 29: a cold process at 100,000 products): a head
// (the counts and lengths the scores need, every product's id, the vocabulary) and pieces of
// terms, grouped by their first two letters, so a query reads the head and only the pieces its
// words' terms (exact, prefix and fuzzy) are in. The query then runs MiniSearch's own search over
// an index holding just those terms: the scores and the order equal the whole index's, because
// a search touches no other term (tests/unit/split-search-index.test.ts compares many queries).
import MiniSearch from "minisearch";
import { DEFAULT_PRICE_RANGE } from "../catalogue.js";
import type { CatalogueCard } from "../catalogue-cards.js";
import { matchesCategory } from "../catalogue-filter.js";
import { SPLIT_FORMAT } from "./split-format.js";
import { packNumbers, unpackNumbers, type PackedNumbers } from "./packed-numbers.js";
import { indexProducts, productIndexOptions, searchProducts, type ProductIndex, type SearchableProduct } from "./product-search.js";

/** A card as the split index reads it: what is searched, and what a cold search page filters by. */
export type IndexedCard = SearchableProduct & Pick<CatalogueCard, "category" | "price">;

/** One term's products in one field: the field, the gaps between product numbers, how often (left out when each is once). */
type Posting = [fieldId: number, gaps: number[], counts?: number[]];
export type TermEntry = [term: string, postings: Posting[]];

export interface SearchPiece {
  /** The first letters its terms share (a large group is cut into several pieces). */
  group: string;
  entries: TermEntry[];
}

export interface SearchHead {
  format: number;
  /** What the index was built from (the writer's digest of every card's searched fields, in order). */
  digest: string;
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Every product's id by its number in the index, joined with spaces. */
  ids: string;
  /** Each product's length in each field, product after product. */
  lengths: PackedNumbers;
  /** The vocabulary in the index's order, and the piece each term is in. */
  terms: string[];
  termPiece: PackedNumbers;
  /** Each piece's name in the store (the writer gives each a name of its content). */
  pieces: string[];
  /** What a search page filters by: each product's category and subcategory (→ words), whether the default price range lists it. */
  shelf: { words: string[]; category: PackedNumbers; subcategory: PackedNumbers; unlisted: number[] };
}

/** Postings a piece holds at most (a term with more is a piece of its own): pieces of a few hundred KB, gzip about a quarter. */
const PIECE_POSTINGS = 60_000;

const groupOf = (term: string) => [...term].slice(0, 2).join("");

function packPostings(fields: Record<string, Record<string, number>>): Posting[] {
  return Object.entries(fields).map(([fieldId, docs]) => {
    const ids = Object.keys(docs).map(Number);
    const counts = ids.map((id) => docs[id]!);
    const gaps = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));
    return counts.every((count) => count === 1) ? [Number(fieldId), gaps] : [Number(fieldId), gaps, counts];
  });
}

function unpackPostings(postings: readonly Posting[]): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>();
  for (const [fieldId, gaps, counts] of postings) {
    const docs = new Map<number, number>();
    let id = 0;
    gaps.forEach((gap, i) => docs.set((id += gap), counts?.[i] ?? 1));
    fields.set(fieldId, docs);
  }
  return fields;
}

/**
 * The terms in the order the index first met them (product by product, field by field, as
 * MiniSearch's `add` does). Its tree of terms walks them in an order that depends on that order
 * (not on the terms alone), and a search adds up and ties its results in the order it walks the
 * terms a word reaches: a tree made by putting the terms in again in this order is the same tree.
 */
function termsInOrderMet(cards: readonly IndexedCard[]): string[] {
  const { fields, extractField, tokenize, processTerm } = productIndexOptions();
  const met = new Set<string>();
  for (const card of cards) {
    for (const field of fields) {
      for (const token of tokenize(String(extractField(card, field)))) {
        const term = processTerm(token);
        if (term) met.add(term);
      }
    }
  }
  return [...met];
}

/** The index of these cards (in the listing's order, as the warm process builds it) in parts. */
export function splitProductIndex(cards: readonly IndexedCard[], digest: string): { head: SearchHead; pieces: SearchPiece[] } {
  const built = indexProducts(cards);
  const json = built.toJSON();
  const fieldCount = Object.keys(json.fieldIds).length;
  const shortIds = Object.keys(json.documentIds).map(Number);
  if (shortIds.some((shortId, place) => shortId !== place)) throw new Error("A freshly built index numbers its products from 0");
  const pieces: SearchPiece[] = [];
  const open = new Map<string, { piece: number; postings: number }>();
  const pieceOf = new Map<string, number>();
  for (const [term, fields] of json.index as [string, Record<string, Record<string, number>>][]) {
    const postings = packPostings(fields);
    const size = postings.reduce((sum, [, gaps]) => sum + gaps.length, 0);
    const group = groupOf(term);
    let at = open.get(group);
    if (!at || at.postings + size > PIECE_POSTINGS) {
      at = { piece: pieces.push({ group, entries: [] }) - 1, postings: 0 };
      open.set(group, at);
    }
    pieces[at.piece]!.entries.push([term, postings]);
    at.postings += size;
    pieceOf.set(term, at.piece);
  }
  const terms = termsInOrderMet(cards);
  const Tree = internals(built)._index.constructor as new () => TermTree & Iterable<[string, unknown]>;
  const again = new Tree();
  for (const term of terms) again.set(term, true);
  const walked = [...again].map(([term]) => term);
  if (walked.length !== json.index.length || walked.some((term, i) => term !== json.index[i]![0])) throw new Error("The split index's vocabulary does not make the index's tree of terms again");
  const termPiece = terms.map((term) => pieceOf.get(term)!);
  const words: string[] = [];
  const wordOf = new Map<string, number>();
  const word = (text: string) => {
    const key = text.trim().toLowerCase();
    if (!wordOf.has(key)) wordOf.set(key, words.push(key) - 1);
    return wordOf.get(key)!;
  };
  return {
    head: {
      format: SPLIT_FORMAT,
      digest,
      documentCount: json.documentCount,
      nextId: json.nextId,
      fieldIds: json.fieldIds,
      averageFieldLength: json.averageFieldLength,
      ids: shortIds.map((shortId) => json.documentIds[shortId]).join(" "),
      lengths: packNumbers(shortIds.flatMap((shortId) => Array.from({ length: fieldCount }, (_, field) => json.fieldLength[shortId]![field] ?? 0))),
      terms,
      termPiece: packNumbers(termPiece),
      pieces: pieces.map((piece) => piece.group),
      shelf: {
        words,
        category: packNumbers(cards.map((card) => word(card.category ?? ""))),
        subcategory: packNumbers(cards.map((card) => word(card.subcategory ?? ""))),
        unlisted: cards.flatMap((card, place) => ((card.price ?? 0) < DEFAULT_PRICE_RANGE.min || (card.price ?? 0) > DEFAULT_PRICE_RANGE.max ? [place] : [])),
      },
    },
    pieces,
  };
}

/** MiniSearch's own fields, which a loaded index is searched through (the library has no public way to search a subset of terms). */
interface TermTree {
  set(term: string, data: unknown): unknown;
}
interface IndexInternals {
  _index: TermTree;
  _documentIds: Map<number, unknown>;
  _fieldLength: Map<number, number[]>;
}
const internals = (index: ProductIndex) => index as unknown as IndexInternals;

/** Ids joined with spaces, read by place: sliced when all have one length (the shop's are 24 characters), else split once. */
function idsOf(joined: string): (place: number) => string {
  const width = joined.indexOf(" ");
  const fixed = width > 0 && (joined.length + 1) % (width + 1) === 0 && Array.from({ length: (joined.length + 1) / (width + 1) - 1 }, (_, n) => joined.charCodeAt((n + 1) * (width + 1) - 1)).every((code) => code === 32);
  if (fixed) return (place) => joined.slice(place * (width + 1), place * (width + 1) + width);
  const ids = joined.split(" ");
  return (place) => ids[place]!;
}

/** A head opened for searching, kept per version by a process: the counts, the vocabulary as a tree, the products' ids and shelves. */
export interface OpenedHead {
  head: SearchHead;
  /** A product's id by its number. */
  idOf(place: number): string;
  /** The pieces these words' terms are in (exact, prefix and fuzzy matches, as the search expands them). */
  piecesFor(words: string): number[];
  /** The product numbers matching, best first, from the entries of the pieces piecesFor named. */
  rank(words: string, entries: readonly TermEntry[]): number[];
  /** Whether a product (by number) is listed under this category (or every listing) at the default price range. */
  listed(place: number, category: string | undefined): boolean;
}

export function openHead(head: SearchHead): OpenedHead {
  const fieldCount = Object.keys(head.fieldIds).length;
  const index = MiniSearch.loadJS(
    { documentCount: head.documentCount, nextId: head.nextId, fieldIds: head.fieldIds, averageFieldLength: head.averageFieldLength, dirtCount: 0, documentIds: {}, fieldLength: {}, storedFields: {}, index: [], serializationVersion: 2 },
    productIndexOptions(),
  ) as ProductIndex;
  const idOf = idsOf(head.ids);
  const lengths = unpackNumbers(head.lengths);
  const termPiece = unpackNumbers(head.termPiece);
  const [categories, subcategories] = [unpackNumbers(head.shelf.category), unpackNumbers(head.shelf.subcategory)];
  // Products are named by their numbers here (the page's ids are looked up for the page alone),
  // and read from the head's columns as asked rather than copied into maps of every product.
  const count = categories.length;
  internals(index)._documentIds = { has: (place: number) => place >= 0 && place < count, get: (place: number) => place } as IndexInternals["_documentIds"];
  internals(index)._fieldLength = { get: (place: number) => lengths.subarray(place * fieldCount, (place + 1) * fieldCount) } as unknown as IndexInternals["_fieldLength"];

  // The whole index's tree of terms, made again (termsInOrderMet); each term's postings are those
  // of the pieces read for the search under way, and a search with none tells which terms it reads.
  let touched = new Set<number>();
  let postings = new Map<string, Map<number, Map<number, number>>>();
  const Tree = internals(index)._index.constructor as new () => TermTree;
  const tree = new Tree();
  head.terms.forEach((term, place) => {
    tree.set(term, {
      get(fieldId: number) {
        touched.add(place);
        return postings.get(term)?.get(fieldId);
      },
    });
  });
  internals(index)._index = tree;

  /** The terms (by place) a search of these words reads: the same search, with no postings. */
  const reached = (words: string): Set<number> => {
    touched = new Set();
    postings = new Map();
    searchProducts(index, words);
    return touched;
  };

  const unlisted = new Set(head.shelf.unlisted);
  return {
    head,
    idOf,
    piecesFor(words) {
      return [...new Set([...reached(words)].map((place) => termPiece[place]!))];
    },
    rank(words, entries) {
      const wanted = new Set([...reached(words)].map((place) => head.terms[place]!));
      postings = new Map(entries.filter(([term]) => wanted.has(term)).map(([term, packed]) => [term, unpackPostings(packed)]));
      try {
        return searchProducts(index, words).map(Number);
      } finally {
        postings = new Map();
      }
    },
    listed(place, category) {
      if (unlisted.has(place)) return false;
      if (!category) return true;
      const { words } = head.shelf;
      return matchesCategory({ name: "", category: words[categories[place]!], subcategory: words[subcategories[place]!] }, category);
    },
  };
}
