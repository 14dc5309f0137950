import { useEffect, useMemo, useState } from "react";
import type { CatalogueCard } from "@shared/catalogue-cards.js";

type SearchModule = typeof import("@shared/catalogue-search/product-search.js");

let loaded: SearchModule | null = null;
let loading: Promise<SearchModule> | null = null;

/** The search code (MiniSearch and the index), fetched the first time a shopper searches. */
function loadSearch(): Promise<SearchModule> {
  loading ??= import("@shared/catalogue-search/product-search.js").then((module) => (loaded = module));
  return loading;
}

export type SearchMatches =
  | { status: "none" }
  | { status: "searching" }
  /** The search code could not be fetched (offline): the spec's plain substring match stands in. */
  | { status: "unavailable" }
  /** Each matching product's place in the ranking, best first (0). */
  | { status: "ready"; rank: ReadonlyMap<string, number> };

/** The products matching the shopper's words, ranked; "none" when nothing is searched. */
export function useProductSearch(products: readonly CatalogueCard[], search: string): SearchMatches {
  const [module, setModule] = useState<SearchModule | null>(loaded);
  const [failed, setFailed] = useState(false);
  const wanted = search.trim() !== "";

  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadSearch()
      .then((found) => current && setModule(found))
      .catch((error: unknown) => {
        console.error("Error loading search:", error);
        loading = null; // the next results page tries again
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [wanted, module]);

  return useMemo<SearchMatches>(() => {
    if (!wanted) return { status: "none" };
    if (!module) return failed ? { status: "unavailable" } : { status: "searching" };
    const ids = module.searchProducts(module.indexProducts(products), search);
    return { status: "ready", rank: new Map(ids.map((id, place) => [id, place])) };
  }, [wanted, module, failed, products, search]);
}
