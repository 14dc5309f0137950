import type { ProductRecord } from "../../shared/schemas/product-record.js";
import { productChangesSince } from "../data/product-change-reads.js";
import type { Repositories } from "../data/repositories.js";
import type { ChangedProduct } from "./card-catalogue.js";
import { lapsedPieces, shown } from "./lapsed-holds-shown.js";

/**
 * The products changed after `since`, each once as it is now (undefined: deleted), as a shopper's
 * read sees them: with the products of holds lapsed but not swept yet, whose pieces show as
 * available without any write (lapsed-holds-shown.ts), so a refreshed copy equals a full read.
 */
export async function changedProductsShown(repos: Repositories, since: string): Promise<ChangedProduct[]> {
  const [changes, freed] = await Promise.all([productChangesSince(repos.db, since), lapsedPieces(repos)]);
  // Oldest change first: a product deleted and made again under its id ends as made.
  const latest = new Map<string, ProductRecord | undefined>(changes.map((change) => [change.id, change.product]));
  const unread = [...freed.keys()].filter((id) => !latest.has(id));
  const reread = await Promise.all(unread.map((id) => repos.products.get(id)));
  unread.forEach((id, i) => latest.set(id, reread[i]));
  return [...latest].map(([id, product]) => (product ? { id, product: shown(product, freed) } : { id }));
}
