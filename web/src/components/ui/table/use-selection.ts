import { useCallback, useMemo, useState } from "react";

export interface Selection {
  /** Ids ticked and still on screen, in the list's order. */
  ids: string[];
  has(id: string): boolean;
  toggle(id: string): void;
  /** Ticks every row shown, or unticks them all when they are all ticked already. */
  toggleAll(): void;
  allTicked: boolean;
  someTicked: boolean;
  clear(): void;
}

/**
 * The rows ticked for a bulk action. Only rows still shown count, so a row deleted or filtered
 * out can never be deleted by a later bulk action the admin did not see it in.
 */
export function useSelection(shownIds: readonly string[]): Selection {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => shownIds.filter((id) => ticked.has(id)), [shownIds, ticked]);
  const allTicked = shownIds.length > 0 && ids.length === shownIds.length;
  const toggle = useCallback((id: string) => {
    setTicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => setTicked(allTicked ? new Set() : new Set(shownIds)), [allTicked, shownIds]);
  const clear = useCallback(() => setTicked(new Set()), []);
  const has = useCallback((id: string) => ticked.has(id), [ticked]);
  return { ids, has, toggle, toggleAll, allTicked, someTicked: ids.length > 0 && !allTicked, clear };
}
