import { readListingQuery } from "./listing-query.js";
import { askFirstPageAhead, listingParameters } from "./use-paged-listing.js";

/**
 * A large shop's results for words searched from the header (on "/"): their first page asked as
 * Enter is pressed, with the parameters the results' screen will ask for, so the answer is on its
 * way while React draws that screen.
 */
export function askSearchAhead(words: string): void {
  const query = readListingQuery(new URLSearchParams({ q: words }));
  void askFirstPageAhead(listingParameters({}, query.search, query.sort, query.filters));
}
