import type { ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";
import { listProducts } from "@functions/catalogue/product-listing.js";
import { productJson } from "@functions/http/spec-aliases.js";
import type { Repositories } from "@functions/data/repositories.js";
import { reviewRepository } from "@functions/data/reviews.js";
import type { LdReview } from "../render/site-pages.js";
import { eachBounded } from "./bounded.js";

const PAGE = 1000;

/** One page of the active catalogue as GET /api/products answers it, and the cursor of the next (none after the last). */
export async function readActiveCataloguePage(repos: Repositories, cursor?: string): Promise<{ products: Product[]; nextCursor?: string }> {
  const page = await listProducts(repos, { limit: PAGE, cursor }, { isAdmin: false });
  return { products: page.data.map(productJson), nextCursor: page.pagination.nextCursor ?? undefined };
}

/** The active catalogue as a shopper's browser reads it (GET /api/products, every page): same products, same order. */
export async function readActiveCatalogue(repos: Repositories): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  do {
    const page = await readActiveCataloguePage(repos, cursor);
    products.push(...page.products);
    cursor = page.nextCursor;
  } while (cursor);
  return products;
}

/** The active products among these ids, as the API answers each (GET /api/products/{id}): one read per product. */
export async function readActiveProducts(repos: Repositories, ids: readonly string[]): Promise<Product[]> {
  const found = await eachBounded(ids, (id) => repos.products.get(id));
  return found.flatMap((product) => (product?.isActive ? [productJson(product)] : []));
}

/** The active subcategories, as the storefront's menus list them (GET /api/subcategories for a shopper). */
export async function readActiveCollections(repos: Repositories): Promise<ShopCollection[]> {
  const subcategories = await repos.subcategories.list({ isActive: true });
  return subcategories.map(({ name, category, description, sortOrder }) => ({ name, category, description, sortOrder }));
}

/** How many reviews a product page's JSON-LD carries: the most helpful, then the newest. */
const LD_REVIEWS = 3;

/** A few of a product's published reviews, for its page's JSON-LD (issue 27). */
export async function readTopReviews(repos: Repositories, productId: string): Promise<LdReview[]> {
  const approved = await reviewRepository(repos.db).approvedFor(productId);
  return approved
    .sort((a, b) => b.helpful - a.helpful || b.createdAt.localeCompare(a.createdAt))
    .slice(0, LD_REVIEWS)
    .map(({ author, stars, title, text, createdAt }) => ({ author, stars, title, text, createdAt }));
}
