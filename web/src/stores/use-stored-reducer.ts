import { useEffect, useReducer, useRef, type Dispatch } from "react";
import { isPrerenderedStart } from "@pages/take-over/prerendered-start.js";

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
  // Fixed for the provider's life: the first ones given are the ones used.
  const storage = useRef({ read, write, loadAction });
  const [items, dispatch] = useReducer(reducer, undefined, () => (restored.current ? read() : []));
  useEffect(() => {
    const { read: readList, write: writeList, loadAction: load } = storage.current;
    if (!restored.current) {
      restored.current = true;
      const stored = readList();
      // Nothing stored (most first visits): nothing to draw again. Otherwise the list shows at once
      // (not as a transition: a tap held before the takeover, such as the cart button, may open
      // the cart in the same moment, and it must find its lines).
      if (stored.length > 0) dispatch(load(stored));
      // Nothing readable: storage gets the empty list (an unreadable value is replaced, as on any start).
      else writeList(stored);
      return;
    }
    writeList(items);
  }, [items]);
  return [items, dispatch];
}
