// The cart's and the wishlist's calls: the basket priced now (anyone), and a signed-in shopper's
// lists kept on the server (issue 22 items 2 and 11).
import type { CartQuote, SavedCartLine, SavedList, SavedWishlistEntry } from "@shared/schemas/saved-lists.js";
import type { CustomChoice } from "@shared/schemas/checkout.js";
import type { BlouseChoice } from "@shared/saree-blouse.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

export interface QuoteLine {
  product: string;
  size?: string;
  quantity: number;
  custom?: CustomChoice;
  blouse?: BlouseChoice;
}

/** Prices these lines as the server would now, holding nothing; with a PIN, their delivery too. */
export async function quoteLines(items: readonly QuoteLine[], pincode?: string | null): Promise<CartQuote> {
  const body = await api.post<Answer<"/cart/quote", "$post">>("/cart/quote", { items, ...(pincode ? { pincode } : {}) });
  return body.data;
}

export type SavedListName = "cart" | "wishlist";
type Lines = { cart: SavedCartLine; wishlist: SavedWishlistEntry };

export async function fetchSavedList<N extends SavedListName>(name: N): Promise<SavedList<Lines[N]>> {
  const body = await api.get<{ data: SavedList<Lines[N]> }>(`/${name}`);
  return body.data;
}

/** Saves over the version last read; a newer one stored elsewhere is refused with 409 (ApiError). */
export async function saveSavedList<N extends SavedListName>(name: N, items: ReadonlyArray<SavedCartLine | SavedWishlistEntry>, version: number): Promise<SavedList<Lines[N]>> {
  const body = await api.put<{ data: SavedList<Lines[N]> }>(`/${name}`, { items, version });
  return body.data;
}
