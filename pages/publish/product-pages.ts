import type { ShopCollection } from "@shared/collections.js";
import type { Product } from "@shared/schemas/product-record.js";
import { productPage } from "../render/site-pages.js";
import { eachBounded } from "./bounded.js";
import { HTML, pageKey } from "./page-store.js";
import type { PublishDeps } from "./publish-deps.js";
import { marksOf } from "./shown.js";

/** Renders these products' pages, a bounded number at a time, each stored with the marks of what it shows. */
export async function renderProductPages(deps: PublishDeps, products: readonly Product[], collections: readonly ShopCollection[]): Promise<number> {
  await eachBounded(products, async (product) => {
    // Its published reviews are read only for a page being rendered; a moderation touches the product, so its page is.
    const reviews = deps.readReviews && product.reviewCount ? await deps.readReviews(product.id) : [];
    const page = { ...productPage(product, deps.origin, reviews), collections: [...collections] };
    await deps.store.put(pageKey(page.path), await deps.render(page), HTML, marksOf(product));
  });
  return products.length;
}

/** Hands these pages' addresses back to the SPA (a product gone, a collection renamed). */
export async function removePages(deps: PublishDeps, paths: readonly string[]): Promise<number> {
  await eachBounded(paths, (path) => deps.store.remove(pageKey(path)));
  return paths.length;
}
