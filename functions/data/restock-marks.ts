// A stock movement that puts pieces back on sale is marked for the back-in-stock notices (issue 27;
// functions/data/back-in-stock.ts): kept apart from that repository, as every stock change loads this.

/**
 * The attributes a movement item carries while its notices are due (spread into the movement's
 * Put): what each size gained for shoppers (on hand up, or held pieces let go), indexed under RESTOCK.
 */
export function restockMarks(at: string, id: string, moved: ReadonlyArray<{ size: string; onHand: number; held: number }>): Record<string, unknown> {
  const returned: Record<string, number> = {};
  for (const move of moved) if (move.onHand > move.held) returned[move.size] = move.onHand - move.held;
  return Object.keys(returned).length > 0 ? { gsi1pk: "RESTOCK", gsi1sk: `${at}#${id}`, returned } : {};
}
