import { createHash } from "node:crypto";
import type { Product } from "@shared/schemas/product-record.js";

// What the rendered pages show of a product, as short digests kept with its page (the page store's
// marks), so a stream batch can tell a sale from an edit without reading anything else. Stock is
// shown from the API once the app has taken a page over, so a checkout, hold, release or restock
// (stock counts and the time of the write) changes neither digest, except when a size sells out or
// comes back: the product page's size picker and its JSON-LD availability say so before any script.

/** The digests a product's page was rendered with: `page` for its own page, `lists` for the listings and home page that carry its card. */
export interface PageMarks {
  page: string;
  lists: string;
}

const digest = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url");

/** The product without what changes with every sale. */
function withoutStock(product: Product) {
  const { stock: _stock, stockBySize: _bySize, heldBySize: _held, onHandBySize: _onHand, updatedAt: _updated, ...shown } = product;
  return shown;
}

/** Which of its sizes are sold out. */
const soldOut = (product: Product) => product.sizes.map((size) => (product.stockBySize?.[size] ?? 0) <= 0);

/** What its own page shows: every field but the stock counts, and which sizes are sold out. */
export const pageShown = (product: Product): string => digest([withoutStock(product), soldOut(product)]);

/**
 * What a listing's card and the sitemap show: name, price, picture, sizes, the fields listings are
 * filtered by, its rating. Stock is left to the API (a card's "Sold out" shows once the catalogue
 * arrives in the browser), so a sale re-renders no listing.
 */
export const listShown = (product: Product): string => {
  const { _id, id, name, price, originalPrice, category, subcategory, material, color, occasion, tags, sizes, rating, createdAt, images } = product;
  return digest([_id, id, name, price, originalPrice, category, subcategory, material, color, occasion, tags, sizes, rating, createdAt, images?.[0]]);
};

export const marksOf = (product: Product): PageMarks => ({ page: pageShown(product), lists: listShown(product) });
