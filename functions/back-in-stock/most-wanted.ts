import { backInStockOf } from "../data/back-in-stock.js";
import type { BackInStockWaitlist } from "../../shared/schemas/back-in-stock-waitlist.js";
import type { Repositories } from "../data/repositories.js";

// The admin's view of who waits (issue 27): per product and size, the most wanted first, a
// signal for what to reorder. Read from the counts kept with each request, not a scan.

export async function mostWanted(repos: Repositories): Promise<BackInStockWaitlist[]> {
  const lists = await backInStockOf(repos).waitlists();
  const products = await repos.products.byId(lists.map((list) => ({ product: list.productId })));
  return lists
    .map((list) => {
      const product = products.get(list.productId);
      const total = Object.values(list.bySize).reduce((sum, n) => sum + n, 0);
      return { productId: list.productId, name: product?.name ?? "(deleted product)", waitingBySize: list.bySize, total };
    })
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}
