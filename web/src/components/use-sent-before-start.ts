import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * A plain form sent on the rendered page before the app arrived left some of `names` in the
 * address (?panel=cart, ?pin=560001): the page acts on them once it is taken over, then takes
 * them out of the address, so a reload does nothing again.
 */
export function useSentBeforeStart(names: readonly string[], act: (sent: ReadonlyMap<string, string>) => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const onSent = useEffectEvent(act);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const sent = new Map(names.flatMap((name) => (params.has(name) ? [[name, params.get(name)!] as const] : [])));
    if (sent.size === 0) return;
    for (const name of names) params.delete(name);
    onSent(sent);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true });
  }, [names, pathname, search, hash, navigate]);
}
