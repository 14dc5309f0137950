import type { Product } from "../shared/types.js";
import { listProducts } from "../functions/catalogue/product-listing.js";
import type { Repositories } from "../functions/data/repositories.js";

const PAGE = 1000;

/** The active catalogue as a shopper's browser reads it (GET /api/products, every page): same products, same order. */
export async function readActiveCatalogue(repos: Repositories): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  do {
    const page = await listProducts(repos, { limit: PAGE, cursor }, { isAdmin: false });
    products.push(...page.data);
    cursor = page.pagination.nextCursor ?? undefined;
  } while (cursor);
  return products;
}
