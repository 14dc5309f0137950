import type { ShopCollection } from "../shared/collections.js";
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

/** The active subcategories, as the storefront's menus list them (GET /api/subcategories for a shopper). */
export async function readActiveCollections(repos: Repositories): Promise<ShopCollection[]> {
  const subcategories = await repos.subcategories.list({ isActive: true });
  return subcategories.map(({ name, category, description, sortOrder }) => ({ name, category, description, sortOrder }));
}
