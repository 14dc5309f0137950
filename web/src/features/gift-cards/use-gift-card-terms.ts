import { useCallback, useEffect, useState } from "react";
import { fetchGiftCardTerms, type GiftCardTerms } from "@/api/gift-cards.js";

export type TermsRead = { state: "reading" } | { state: "read"; terms: GiftCardTerms } | { state: "failed"; retry(): void };

/** What the shop sells as gift cards (the owner's settings), read once the page opens and again on a retry. */
export function useGiftCardTerms(): TermsRead {
  const [read, setRead] = useState<{ state: "reading" } | { state: "read"; terms: GiftCardTerms } | { state: "failed" }>({ state: "reading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    fetchGiftCardTerms(abort.signal).then(
      (terms) => setRead({ state: "read", terms }),
      () => {
        if (!abort.signal.aborted) setRead({ state: "failed" });
      },
    );
    return () => abort.abort();
  }, [attempt]);
  const retry = useCallback(() => {
    setRead({ state: "reading" });
    setAttempt((count) => count + 1);
  }, []);
  return read.state === "failed" ? { state: "failed", retry } : read;
}
