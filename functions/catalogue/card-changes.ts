import type { CatalogueCard } from "../../shared/catalogue-cards.js";

/** A card's place in the newest-first catalogue: gsi1's sort key (the card's own time is cut to the second). */
export const orderKey = (product: { createdAt: string; id: string }) => `${product.createdAt}#${product.id}`;

/** What the forgiving search (shared/catalogue-search) reads of a card. */
export const searchedFields = (card: CatalogueCard) => JSON.stringify([card.id, card.name, card.subcategory, card.material, card.tags, card.color, card.occasion]);

/** A product changed since a warm copy was read: its card now (none when deleted or switched off) and its place. */
export interface CardChange {
  id: string;
  card?: CatalogueCard;
  order?: string;
}

/**
 * A warm copy of the cards with these changes applied (docs/catalogue-and-search.md): changed
 * cards replaced, deleted and switched-off ones dropped, new ones placed in newest-first order.
 * `order` (id → orderKey of every card in the copy) is moved with them. `searchedMoved` says
 * whether anything the search reads changed (a card added, dropped or renamed): its index is built
 * again only then.
 */
export function withChanges(cards: readonly CatalogueCard[], order: Map<string, string>, changes: readonly CardChange[]): { cards: CatalogueCard[]; searchedMoved: boolean } {
  const changed = new Map(changes.map((change) => [change.id, change]));
  let searchedMoved = false;
  const kept: CatalogueCard[] = [];
  const before = new Map<string, CatalogueCard>();
  for (const card of cards) {
    if (changed.has(card.id)) before.set(card.id, card);
    else kept.push(card);
  }
  const added: Array<{ card: CatalogueCard; order: string }> = [];
  for (const change of changes) {
    const was = before.get(change.id);
    if (!change.card || !change.order) {
      order.delete(change.id);
      if (was) searchedMoved = true;
      continue;
    }
    if (!was || searchedFields(was) !== searchedFields(change.card)) searchedMoved = true;
    order.set(change.id, change.order);
    added.push({ card: change.card, order: change.order });
  }
  added.sort((a, b) => (a.order < b.order ? 1 : a.order > b.order ? -1 : 0));
  const merged: CatalogueCard[] = [];
  let k = 0;
  for (const next of added) {
    while (k < kept.length && order.get(kept[k]!.id)! > next.order) merged.push(kept[k++]!);
    merged.push(next.card);
  }
  while (k < kept.length) merged.push(kept[k++]!);
  return { cards: merged, searchedMoved };
}
