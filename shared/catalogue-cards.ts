// The storefront's listing form of the catalogue (issue 17): only what a product card shows and
// what the listing's filters, sorting and search read. Sent as columns with a word list, so that
// a boutique's thousands of products cost well under 80 bytes each once gzipped; the full
// product (description, size guide, details) is loaded on its own page.
import { parsePhotoAddress } from "./media.js";
import type { Product, ProductRecord } from "./schemas/product-record.js";

/** A product as listings know it: the card, plus the fields filters, sorting and search use. */
export type CatalogueCard = Pick<
  Product,
  | "_id"
  | "id"
  | "name"
  | "price"
  | "originalPrice"
  | "category"
  | "subcategory"
  | "material"
  | "color"
  | "occasion"
  | "tags"
  | "sizes"
  | "stockBySize"
  | "stock"
  | "rating"
  | "createdAt"
> & {
  /** The first picture only (a card shows one). */
  images: string[];
  /** Pieces sold in the last 30 days, which "Popular" sorts by. */
  sold: number;
};

/**
 * The wire form: one array per field, in the same order (newest first). Repeated strings
 * (categories, materials, colours, occasions, tags, size lists) are positions in `words`.
 */
export interface CatalogueCardColumns {
  words: string[];
  id: string[];
  name: string[];
  /** Rupees, as everywhere at the JSON edge. */
  price: number[];
  /** The struck-through price, 0 when there is none. */
  was: number[];
  /** The first picture; an uploaded photo as "<mediaId>/<w>x<h>", anything else as stored, "" for none. */
  image: string[];
  /** Position in words of the sizes joined with ",". */
  sizes: number[];
  /** Pieces left per size, in the order of the product's sizes. */
  stock: number[][];
  /** Rating times ten. */
  rating: number[];
  category: number[];
  subcategory: number[];
  material: number[];
  color: number[];
  occasion: number[];
  tags: number[][];
  /** Seconds since 1970 of the first product, then each product's distance in seconds from the one before. */
  created: number[];
  /** Pieces sold in the last 30 days. */
  sold: number[];
}

const PHOTO_PREFIX = "/media/";
const PHOTO_SUFFIX = ".webp";
const SHORT_PHOTO = /^[a-f0-9]{24}\/\d{1,5}x\d{1,5}$/;

/** The shortest form of a picture address that `pictureOf` reads back exactly. */
function shortPicture(url: string | undefined): string {
  if (!url) return "";
  const photo = parsePhotoAddress(url);
  return photo && !photo.isNew ? url.slice(PHOTO_PREFIX.length, -PHOTO_SUFFIX.length) : url;
}

function pictureOf(short: string): string[] {
  if (!short) return [];
  return [SHORT_PHOTO.test(short) ? `${PHOTO_PREFIX}${short}${PHOTO_SUFFIX}` : short];
}

/** What the columns are made from: a stored product, or a card already made. */
export type CardSource = Pick<ProductRecord, "id" | "name" | "price" | "originalPrice" | "images" | "sizes" | "rating" | "category" | "subcategory" | "material" | "color" | "occasion" | "tags" | "createdAt"> &
  Partial<Pick<ProductRecord, "stockBySize">>;

/** Products (newest first) as columns; `sold` gives each one's pieces sold in the last 30 days (none when absent). */
export function toCardColumns(products: readonly CardSource[], sold: ReadonlyMap<string, number> = new Map()): CatalogueCardColumns {
  const words: string[] = [];
  const positions = new Map<string, number>();
  const word = (value: string | undefined) => {
    const text = value ?? "";
    let at = positions.get(text);
    if (at === undefined) {
      at = words.push(text) - 1;
      positions.set(text, at);
    }
    return at;
  };
  const columns: CatalogueCardColumns = {
    words,
    id: [],
    name: [],
    price: [],
    was: [],
    image: [],
    sizes: [],
    stock: [],
    rating: [],
    category: [],
    subcategory: [],
    material: [],
    color: [],
    occasion: [],
    tags: [],
    created: [],
    sold: [],
  };
  let previous: number | undefined;
  for (const product of products) {
    const sizes = product.sizes ?? [];
    const seconds = Math.floor(Date.parse(product.createdAt) / 1000) || 0;
    columns.id.push(product.id);
    columns.name.push(product.name);
    columns.price.push(product.price);
    columns.was.push(product.originalPrice ?? 0);
    columns.image.push(shortPicture(product.images?.[0]));
    columns.sizes.push(word(sizes.join(",")));
    columns.stock.push(sizes.map((size) => product.stockBySize?.[size] ?? 0));
    columns.rating.push(Math.round((product.rating ?? 0) * 10));
    columns.category.push(word(product.category));
    columns.subcategory.push(word(product.subcategory));
    columns.material.push(word(product.material));
    columns.color.push(word(product.color));
    columns.occasion.push(word(product.occasion));
    columns.tags.push((product.tags ?? []).map(word));
    columns.created.push(previous === undefined ? seconds : previous - seconds);
    columns.sold.push(sold.get(product.id) ?? 0);
    previous = seconds;
  }
  return columns;
}

/** The cards the columns hold, in order. A column shorter than `id` reads as empty values. */
export function fromCardColumns(columns: CatalogueCardColumns): CatalogueCard[] {
  const word = (at: number | undefined) => (at === undefined ? "" : (columns.words[at] ?? ""));
  let seconds = 0;
  return columns.id.map((id, i) => {
    const delta = columns.created[i] ?? 0;
    seconds = i === 0 ? delta : seconds - delta;
    const sizesText = word(columns.sizes[i]);
    const sizes = sizesText ? sizesText.split(",") : [];
    const left = columns.stock[i] ?? [];
    const stockBySize = Object.fromEntries(sizes.map((size, at) => [size, left[at] ?? 0]));
    const was = columns.was[i] ?? 0;
    return {
      _id: id,
      id,
      name: columns.name[i] ?? "",
      price: columns.price[i] ?? 0,
      ...(was > 0 ? { originalPrice: was } : {}),
      images: pictureOf(columns.image[i] ?? ""),
      sizes,
      stockBySize,
      stock: left.reduce((sum, pieces) => sum + pieces, 0),
      // 0 in the column: no approved reviews, so no stars (never a made-up number).
      ...((columns.rating[i] ?? 0) > 0 ? { rating: columns.rating[i]! / 10 } : {}),
      category: word(columns.category[i]),
      subcategory: word(columns.subcategory[i]),
      material: word(columns.material[i]),
      color: word(columns.color[i]),
      occasion: word(columns.occasion[i]),
      tags: (columns.tags[i] ?? []).map(word),
      createdAt: new Date(seconds * 1000).toISOString(),
      sold: columns.sold?.[i] ?? 0,
    };
  });
}

/** Cards asked for by id at once (`?ids=`): a cart's and a wishlist's lines. */
export const MAX_CARDS_BY_ID = 100;

/** What one card costs in the whole catalogue's answer, gzipped: the listing form's target (bench: listing-size). */
export const CARD_BYTES_GZIP = 80;

/**
 * A catalogue whose cards, all of them, would be more than `wholeMaxKb` KB gzipped is large: the
 * storefront then reads its listings and search page by page from the server.
 */
export const isLargeCatalogue = (activeProducts: number, wholeMaxKb: number) => activeProducts * CARD_BYTES_GZIP > wholeMaxKb * 1024;
