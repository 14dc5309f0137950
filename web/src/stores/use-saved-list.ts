import type { Dispatch } from "react";
import { useServerCopy, type SavedLine, type ServerCopyRules } from "./server-copy/use-server-copy.js";
import { useStoredReducer } from "./use-stored-reducer.js";

/** How one saved list is kept in localStorage: read, written, and the action that loads what was read. */
export interface StoredListForm<T, A> {
  load(storage: Pick<Storage, "getItem">): T[];
  save(storage: Pick<Storage, "setItem">, items: readonly T[]): void;
  loadAction(items: T[]): A;
}

/**
 * A shopper's saved list (the cart, the wishlist): read from localStorage once at start, written
 * back on every change, and kept with the signed-in shopper's copy on the server.
 */
export function useSavedList<T, S extends SavedLine, A>(reducer: (items: T[], action: A) => T[], stored: StoredListForm<T, A>, serverCopy: ServerCopyRules<T, S, A>): [T[], Dispatch<A>] {
  const [items, dispatch] = useStoredReducer(
    reducer,
    () => stored.load(window.localStorage),
    (list) => stored.save(window.localStorage, list),
    stored.loadAction,
  );
  useServerCopy(serverCopy, items, dispatch);
  return [items, dispatch];
}
