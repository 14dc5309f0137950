import { expect } from "vitest";
import type { Repositories } from "../../functions/data/repositories.js";
import type { StockMovement } from "../../shared/schemas/stock-movement.js";

export interface Replayed {
  onHand: Record<string, number>;
  held: Record<string, number>;
  /** Movements whose "from" figures are not where the ones before them left the size. */
  breaks: string[];
}

/**
 * A product's stock as its movements say, oldest first from nothing: each movement must start
 * where the ones before it left each size (the server works the figures out by replaying what
 * each movement moved, so this holds by construction; the sum is what is checked). Movements of
 * the same millisecond are taken in the order whose figures chain.
 */
export function replayMovements(movements: readonly StockMovement[]): Replayed {
  const onHand: Record<string, number> = {};
  const held: Record<string, number> = {};
  const breaks: string[] = [];
  const chains = (m: StockMovement) => m.sizes.every((s) => (onHand[s.size] ?? 0) === s.onHandFrom && (held[s.size] ?? 0) === s.heldFrom);
  const pending = [...movements].sort((a, b) => (a.at === b.at ? 0 : a.at < b.at ? -1 : 1));
  while (pending.length > 0) {
    const sameTime = pending.filter((m) => m.at === pending[0]!.at);
    const next = sameTime.find(chains) ?? sameTime[0]!;
    if (!chains(next)) breaks.push(`${next.reason} at ${next.at}: ${JSON.stringify(next.sizes)} after ${JSON.stringify({ onHand, held })}`);
    for (const s of next.sizes) {
      onHand[s.size] = s.onHandTo;
      held[s.size] = s.heldTo;
    }
    pending.splice(pending.indexOf(next), 1);
  }
  return { onHand, held, breaks };
}

/** The product's on hand and held per size equal a replay of its movements. */
export async function expectStockToEqualReplay(repos: Repositories, productId: string): Promise<Replayed> {
  const product = (await repos.products.get(productId))!;
  const replayed = replayMovements(await repos.stock.all(productId));
  expect(replayed.breaks).toEqual([]);
  const offered = (figures: Record<string, number>) => Object.fromEntries(product.sizes.map((size) => [size, figures[size] ?? 0]));
  expect({ onHand: offered(replayed.onHand), held: offered(replayed.held) }).toEqual({ onHand: product.onHandBySize, held: product.heldBySize });
  // Available is on hand less held, and the total is available's sum.
  expect(product.stock).toBe(Object.values(product.stockBySize).reduce((sum, n) => sum + n, 0));
  for (const size of product.sizes) expect(product.stockBySize[size]).toBe(product.onHandBySize![size]! - product.heldBySize![size]!);
  return replayed;
}
