import { useCallback, useMemo, useState } from "react";
import { useDebounced } from "./use-debounced.js";

export interface ListFilters<F extends { search: string }> {
  /** As typed and chosen, for the fields. */
  values: F;
  /** As sent: the search once the admin has stopped typing. */
  settled: F;
  set<K extends keyof F>(name: K, value: F[K]): void;
  clear(): void;
  /** Any filter is set (Clear Filters is pressable, counts say "found"). */
  active: boolean;
}

/** A list screen's filters, all empty to begin with and after Clear Filters. */
export function useListFilters<F extends { search: string }>(empty: F): ListFilters<F> {
  const [values, setValues] = useState<F>(empty);
  const search = useDebounced(values.search);
  const settled = useMemo(() => ({ ...values, search }), [values, search]);
  const set = useCallback(<K extends keyof F>(name: K, value: F[K]) => setValues((now) => ({ ...now, [name]: value })), []);
  const clear = useCallback(() => setValues(empty), [empty]);
  const active = Object.values(values).some((value) => value !== "");
  return { values, settled, set, clear, active };
}
