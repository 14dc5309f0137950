import { useCallback, useEffect, useRef, type Dispatch } from "react";
import type { CartQuote, SavedCartLine, SavedWishlistEntry } from "@shared/schemas/saved-lists.js";
import { ApiError } from "@/api/client.js";
import { fetchSavedList, quoteLines, saveSavedList, type QuoteLine, type SavedListName } from "@/api/cart.js";
import { useSignedInShopper } from "@/session/use-signed-in-shopper.js";
import { readSyncMarker, writeSyncMarker, type SyncMarker } from "./sync-marker.js";

/** How one list (the cart, the wishlist) goes to and from the server. */
export interface ServerCopyRules<T, S extends SavedLine, A> {
  name: SavedListName;
  /** The lines the server keeps (ids, sizes, quantities). */
  toSaved(items: readonly T[]): S[];
  /** What to price to show lines kept on the server that this device has not seen. */
  toQuote(lines: readonly S[]): QuoteLine[];
  /** Lines kept on the server, shown with the server's names, prices and pieces left; a product gone is left out. */
  fromSaved(lines: readonly S[], quote: CartQuote): T[];
  /** This device's list and the server's as one. */
  merge(local: readonly T[], saved: readonly T[]): T[];
  load(items: T[]): A;
}

const MAX_CONFLICT_RETRIES = 3;

export type SavedLine = SavedCartLine | SavedWishlistEntry;

/** Lines as text with their fields in one order (the server hands them back in its own). */
const savedText = (lines: readonly unknown[]) => JSON.stringify(lines, ["product", "size", "quantity"]);

/**
 * Keeps a signed-in shopper's list on the server (issue 22 item 11). At sign-in this device's
 * lines and the server's are merged; on a device already signed in, a newer server copy (saved
 * on another device) replaces the local one unless this one has changes not yet saved. Every
 * change is then saved over the version read; a save refused because another device saved first
 * reads that copy, merges and saves again. Signed out, nothing leaves the browser.
 */
export function useServerCopy<T, S extends SavedLine, A>(rules: ServerCopyRules<T, S, A>, items: T[], dispatch: Dispatch<A>): void {
  const shopper = useSignedInShopper();
  const latest = useRef(items);
  latest.current = items;
  const fixed = useRef(rules);
  // The shopper whose server copy this device has read (saving starts only after that).
  const readFor = useRef<string | null>(null);
  const lastSaved = useRef<string | null>(null);
  const saving = useRef(false);
  const saveAgain = useRef(false);

  const theirs = useCallback(async (lines: readonly S[]): Promise<T[]> => {
    if (lines.length === 0) return [];
    const { toQuote, fromSaved } = fixed.current;
    return fromSaved(lines, await quoteLines(toQuote(lines)));
  }, []);

  const save = useCallback(
    async (shopperId: string) => {
      if (saving.current) {
        saveAgain.current = true;
        return;
      }
      saving.current = true;
      const { name, toSaved, merge, load } = fixed.current;
      try {
        for (let attempt = 0; attempt <= MAX_CONFLICT_RETRIES && readFor.current === shopperId; attempt++) {
          const lines = toSaved(latest.current);
          const text = savedText(lines);
          const marker = readSyncMarker(name);
          if (text === lastSaved.current) {
            // Nothing here the server lacks.
            if (marker?.shopperId === shopperId && marker.unsaved) writeSyncMarker(name, { ...marker, unsaved: false });
            break;
          }
          try {
            const saved = await saveSavedList(name, lines, marker?.shopperId === shopperId ? marker.version : 0);
            lastSaved.current = text;
            writeSyncMarker(name, { shopperId, version: saved.version, unsaved: false });
          } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 409) throw error;
            // Another device saved first: both kept, then saved over the version now stored.
            const stored = await fetchSavedList(name);
            const merged = merge(latest.current, await theirs(stored.items as S[]));
            latest.current = merged;
            dispatch(load(merged));
            writeSyncMarker(name, { shopperId, version: stored.version, unsaved: true });
          }
          if (!saveAgain.current && savedText(toSaved(latest.current)) === lastSaved.current) break;
          saveAgain.current = false;
        }
      } catch (error) {
        // The list lives on in this browser; the next change tries again.
        console.warn(`Could not save your ${name} to your account:`, error instanceof Error ? error.message : error);
      } finally {
        saving.current = false;
      }
    },
    [dispatch, theirs],
  );

  // Signed in (at start or now): read the server's copy and bring the two together.
  useEffect(() => {
    const { name, merge, load } = fixed.current;
    readFor.current = null;
    lastSaved.current = null;
    if (shopper === undefined) return;
    if (shopper === null) {
      // Signed out: the next sign-in merges whatever this device holds then.
      writeSyncMarker(name, null);
      return;
    }
    let current = true;
    void (async () => {
      try {
        const stored = await fetchSavedList(name);
        const marker: SyncMarker | null = readSyncMarker(name);
        const known = marker?.shopperId === shopper;
        if (!current) return;
        if (!(known && marker.version === stored.version)) {
          const saved = await theirs(stored.items as S[]);
          if (!current) return;
          // This device saved everything it had: the newer copy is the truth. Otherwise both are kept.
          const next = known && !marker.unsaved ? saved : merge(latest.current, saved);
          // The same lines as here (an empty account, most first sign-ins): nothing to draw or store again.
          if (savedText(fixed.current.toSaved(next)) !== savedText(fixed.current.toSaved(latest.current))) {
            latest.current = next;
            dispatch(load(next));
          }
        }
        writeSyncMarker(name, { shopperId: shopper, version: stored.version, unsaved: known ? marker.unsaved : true });
        lastSaved.current = savedText(stored.items);
        readFor.current = shopper;
        await save(shopper);
      } catch (error) {
        console.warn(`Could not read your ${name} from your account:`, error instanceof Error ? error.message : error);
      }
    })();
    return () => {
      current = false;
    };
  }, [shopper, dispatch, save, theirs]);

  // Every change while signed in is saved.
  useEffect(() => {
    const shopperId = readFor.current;
    if (!shopperId) return;
    const marker = readSyncMarker(fixed.current.name);
    if (marker && !marker.unsaved) writeSyncMarker(fixed.current.name, { ...marker, unsaved: true });
    void save(shopperId);
  }, [items, save]);
}
