import { useEffect, useState, useSyncExternalStore } from "react";
import { creditToUse } from "@shared/store-credit.js";
import { toPaise, toRupees } from "@shared/money.js";
import { useAuth } from "@/session/AuthProvider.js";
import { fetchStoreCredit } from "@/api/store-credit.js";

// Whether the shopper ticked "Use store credit": one choice shared by the cart and the checkout,
// kept for the visit (not stored), so ticking it in the cart carries into the checkout.
let chosen = false;
const listeners = new Set<() => void>();
const choice = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => chosen,
  set(next: boolean) {
    chosen = next;
    for (const listener of listeners) listener();
  },
};

export interface StoreCredit {
  /** Rupees she holds; 0 while unknown or signed out. */
  balance: number;
  expiryNote: string | null;
  use: boolean;
  setUse(next: boolean): void;
  /** What credit pays of this total (rupees), as the server will work it out. */
  paysOf(total: number): number;
  /** Reads her balance again (a gift card just added to it). */
  refresh(): void;
}

export function useStoreCredit(): StoreCredit {
  const { user } = useAuth();
  const [found, setFound] = useState<{ balance: number; expiryNote: string | null }>({ balance: 0, expiryNote: null });
  const use = useSyncExternalStore(choice.subscribe, choice.get, choice.get);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!user) {
      setFound({ balance: 0, expiryNote: null });
      return;
    }
    let live = true;
    fetchStoreCredit()
      .then((data) => live && setFound({ balance: data.balance, expiryNote: data.expiryNote }))
      // No credit shown is the safe answer when it cannot be read: she pays in full.
      .catch(() => live && setFound({ balance: 0, expiryNote: null }));
    return () => {
      live = false;
    };
  }, [user, reads]);
  const using = use && found.balance > 0;
  return {
    ...found,
    use: using,
    setUse: choice.set,
    paysOf: (total) => (using ? toRupees(creditToUse(toPaise(found.balance), toPaise(total))) : 0),
    refresh: () => setReads((count) => count + 1),
  };
}
