import { useEffect, useEffectEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * Add to Cart sent on the rendered page before the app arrived: a plain form, so the browser
 * came back to this address with ?size=M&add=1. The page chooses that size and adds the line
 * once, as a tap on Add to Cart would, then puts the address back so a reload adds nothing.
 */
export function useAddedBeforeStart(sizes: readonly string[], choose: (size: string) => void, add: (size: string) => void): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const asked = useEffectEvent((size: string | null, adding: boolean) => {
    if (!size || !sizes.includes(size)) return;
    choose(size);
    if (adding) add(size);
  });
  useEffect(() => {
    const params = new URLSearchParams(search);
    const size = params.get("size");
    if (params.get("add") !== "1") {
      asked(size, false);
      return;
    }
    params.delete("size");
    params.delete("add");
    const rest = params.toString();
    // A task after the takeover's first effects, so the line joins the cart the browser kept
    // (read in those effects) instead of being replaced by it.
    const timer = setTimeout(() => {
      asked(size, true);
      navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, navigate]);
}
