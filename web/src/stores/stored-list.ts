/**
 * A list kept in the browser's local storage under one key (the cart, the wishlist). What cannot
 * be read is dropped with a console message naming the list (docs/product.md section 4); a full or
 * blocked storage must not break shopping, so the list lives on in memory.
 */
export function readStoredList<T>(storage: Pick<Storage, "getItem">, key: string, what: string, accept: (item: unknown) => item is T): T[] {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new TypeError(`The stored ${what} is not a list`);
    return parsed.filter(accept);
  } catch (e) {
    console.error(`Error loading ${what} from localStorage:`, e);
    return [];
  }
}

export function writeStoredList(storage: Pick<Storage, "setItem">, key: string, what: string, items: readonly unknown[]): void {
  try {
    storage.setItem(key, JSON.stringify(items));
  } catch (e) {
    console.error(`Error saving ${what} to localStorage:`, e);
  }
}
