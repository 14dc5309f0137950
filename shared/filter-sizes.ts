// The sizes a listing's filter offers (issue 40): sarees are Free size, so a saree listing
// offers that, not XS-XL; dresses offer the body sizes; a mixed listing offers both.
import { FILTER_SIZES } from "./catalogue.js";
import { FREE_SIZE } from "./saree-blouse.js";

export const ALL_FILTER_SIZES: readonly string[] = [...FILTER_SIZES, FREE_SIZE];

const SAREE_LISTINGS = new Set(["saree", "sarees"]);

/** For a category route (/saree) or a subcategory's collection (/collections/saree). */
export function filterSizesFor(listing: { category?: string; collection?: string }): readonly string[] {
  const name = (listing.category ?? listing.collection ?? "").trim().toLowerCase();
  if (SAREE_LISTINGS.has(name)) return [FREE_SIZE];
  if (name === "dress") return FILTER_SIZES;
  return ALL_FILTER_SIZES;
}

/** A size as the address or a query wrote it ("FREE SIZE", "m"), in the shop's spelling; undefined when it is none of them. */
export function knownFilterSize(written: string): string | undefined {
  const wanted = written.trim().toUpperCase();
  return ALL_FILTER_SIZES.find((size) => size.toUpperCase() === wanted);
}
