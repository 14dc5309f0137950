import type { Repositories } from "../data/repositories.js";
import type { MovementSource, SizeMove } from "../data/stock-movements.js";
import { stockLabel } from "../data/stock-movements.js";
import { labelled, type LabelledAction } from "../data/transact.js";

/** Pieces of products moving for one reason: product → size → move. */
export type ProductMoves = Map<string, Record<string, SizeMove>>;

export function addMove(moves: ProductMoves, product: string, size: string, move: SizeMove): void {
  const sizes = moves.get(product) ?? {};
  const before = sizes[size] ?? { onHand: 0, held: 0 };
  sizes[size] = { onHand: before.onHand + move.onHand, held: before.held + move.held };
  moves.set(product, sizes);
}

/**
 * Transaction actions for movements of several reasons at once (a return's restock and its
 * exchange's sale): a transaction may touch a product once, so each product gets one update
 * with the sum, and one movement item per reason, so its history still tells them apart.
 */
export function movementActions(repos: Repositories, groups: ReadonlyArray<{ source: MovementSource; moves: ProductMoves }>): LabelledAction[] {
  const products = new Set(groups.flatMap((group) => [...group.moves.keys()]));
  return [...products].flatMap((product) => {
    const mine = groups.filter((group) => group.moves.has(product));
    const total: ProductMoves = new Map();
    for (const group of mine) for (const [size, move] of Object.entries(group.moves.get(product)!)) addMove(total, product, size, move);
    // The product's update and its stock levels' moves (stock-levels.ts), without the one movement item: one per reason follows.
    const [update, , ...levels] = repos.stock.moveActions(product, total.get(product)!, mine[0]!.source);
    return [update!, ...levels, ...labelled(stockLabel(product), ...mine.map((group) => repos.stock.recordAction(product, group.source, group.moves.get(product)!)))];
  });
}
