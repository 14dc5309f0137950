import { useEffect, useState } from "react";
import { fetchSavedAddresses, type SavedAddress } from "@/api/saved-addresses.js";

/** The signed-in shopper's saved addresses, read when the checkout opens; null until they arrive. */
export function useSavedAddresses(signedIn: boolean): SavedAddress[] | null {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const abort = new AbortController();
    // Without them the form still works: the shopper types the address as before.
    fetchSavedAddresses(abort.signal).then(setAddresses, () => {
      if (!abort.signal.aborted) setAddresses([]);
    });
    return () => abort.abort();
  }, [signedIn]);
  return addresses;
}
