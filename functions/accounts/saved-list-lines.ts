import { offersCustom } from "../../shared/made-to-measure/custom-options.js";
import type { Repositories } from "../data/repositories.js";
import { badRequest } from "../errors.js";

/**
 * Lines a shopper may keep: products the shop knows (one taken off sale may stay, as it may in a
 * cart kept in the browser) in sizes they offer. Anything else is refused, naming the line.
 */
export async function checkSavedLines(repos: Repositories, lines: ReadonlyArray<{ product: string; size?: string; custom?: unknown }>): Promise<void> {
  const products = await repos.products.byId(lines);
  lines.forEach((line, index) => {
    const product = products.get(line.product);
    if (!product) throw badRequest(`items.${index}.product is not a product of the shop`);
    // A custom piece is kept in its reserved size ("Custom" / "Made to order"); checkout prices its options.
    if (line.custom !== undefined) {
      if (!offersCustom(product)) throw badRequest(`items.${index}.custom: ${product.name} is not made to measure`);
      return;
    }
    if (line.size !== undefined && !product.sizes.includes(line.size)) throw badRequest(`items.${index}.size: ${product.name} is not offered in size ${line.size}`);
  });
}
