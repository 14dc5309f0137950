import { useEffect, useReducer, useRef, type Dispatch } from "react";
import { isPrerenderedStart } from "./prerendered-start.js";

/**
 * A list kept in the browser's storage (cart, wishlist): read at start and written back on every
 * change. On a pre-rendered page it starts empty, as the server rendered it, and the stored list
 * is loaded just after the takeover.
 */
export function useStoredReducer<T, A>(
  reducer: (items: T[], action: A) => T[],
  read: () => T[],
  write: (items: T[]) => void,
  loadAction: (items: T[]) => A,
): [T[], Dispatch<A>] {
  const restored = useRef(!isPrerenderedStart());
  const [items, dispatch] = useReducer(reducer, undefined, () => (restored.current ? read() : []));
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      dispatch(loadAction(read()));
      return;
    }
    write(items);
    // read, write and loadAction are fixed for the provider's life.
  }, [items]);
  return [items, dispatch];
}
