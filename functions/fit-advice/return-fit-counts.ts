import { isCustomSize } from "@shared/made-to-measure/custom-options.js";
import { addCount, exchangedCount, fitEvidenceRepository, returnedCount, type FitCounts } from "../data/fit-evidence.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import type { TransactItem } from "../data/transact.js";

/**
 * What a received return adds to its products' fit evidence (issue 46): each piece exchanged, by
 * the size sent back and the one taken, and each piece returned, by size and reason. Written in
 * the receipt's own transaction, which moves the return on over the state it was read in, so a
 * replayed or raced receipt counts nothing twice. A product deleted since is left out.
 */
export async function returnFitActions(repos: Repositories, record: ReturnRecord): Promise<TransactItem[]> {
  const products = await repos.products.byId(record.items.map((item) => ({ product: item.product })));
  const byProduct = new Map<string, FitCounts>();
  for (const item of record.items) {
    const product = products.get(item.product);
    if (!product || product.customMade || isCustomSize(item.size)) continue;
    const counts = byProduct.get(item.product) ?? new Map();
    byProduct.set(item.product, counts);
    if (item.resolution === "exchange" && item.exchangeSize) addCount(counts, exchangedCount(item.size, item.exchangeSize), item.quantity);
    else addCount(counts, returnedCount(item.size, item.reason), item.quantity);
  }
  const fit = fitEvidenceRepository(repos.db);
  return fit.countActions([...byProduct].map(([id, counts]) => ({ product: { id, subcategory: products.get(id)!.subcategory }, counts })));
}
