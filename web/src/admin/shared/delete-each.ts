/** What a one-by-one delete managed: the ids gone, and the first refusal (null when none). */
export interface DeleteOutcome {
  deleted: string[];
  failure: unknown;
}

/**
 * Deletes records one at a time (there is no bulk route): each answer is the server's own, and
 * one refusal (your own account, a product in a held order) stops nothing else.
 */
export async function deleteEach(ids: readonly string[], deleteOne: (id: string) => Promise<void>): Promise<DeleteOutcome> {
  const deleted: string[] = [];
  let failure: unknown = null;
  for (const id of ids) {
    try {
      await deleteOne(id);
      deleted.push(id);
    } catch (error) {
      failure ??= error;
    }
  }
  return { deleted, failure };
}

/**
 * Deletes a confirmed target (one row, or the ticked ones) one by one and takes what went out
 * of the list on screen; `ids` is everything that was asked for.
 */
export async function deleteFromList<T extends { _id: string }>(
  target: { kind: "one"; item: T } | { kind: "selected"; ids: string[] },
  deleteOne: (id: string) => Promise<void>,
  list: { remove(ids: readonly string[]): void },
): Promise<DeleteOutcome & { ids: string[] }> {
  const ids = target.kind === "one" ? [target.item._id] : target.ids;
  const outcome = await deleteEach(ids, deleteOne);
  list.remove(outcome.deleted);
  return { ...outcome, ids };
}
