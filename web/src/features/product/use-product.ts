import { useEffect, useState } from "react";
import type { Product } from "@shared/schemas/product-record.js";
import { api, ApiError } from "@/api/client.js";
import { startingProduct } from "@pages/render/page-data.js";

export type ProductLoad =
  | { status: "loading" }
  | { status: "loaded"; product: Product }
  | { status: "not-found"; message: string };

/**
 * One product from GET /api/products/{id}: loading, then loaded or not found (docs/product.md section 4).
 * The catalogue in the browser holds cards only (no description, details or size guide), so the
 * page always waits for the full product.
 */
export function useProduct(id: string): ProductLoad {
  const [load, setLoad] = useState<{ id: string; result: ProductLoad } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<{ data: Product | { data: Product } }>(`/products/${encodeURIComponent(id)}`, undefined, controller.signal)
      .then((body) => {
        const product = body.data && "data" in body.data ? body.data.data : (body.data as Product);
        setLoad({ id, result: product ? { status: "loaded", product } : { status: "not-found", message: "" } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A missing product gets the friendly text; anything else (offline, server trouble) says what happened.
        const message = error instanceof ApiError && error.status !== 404 ? error.message : "";
        setLoad({ id, result: { status: "not-found", message } });
      });
    return () => controller.abort();
  }, [id]);

  if (load?.id === id) return load.result;
  // A page rendered ahead came with its product: shown at once, and replaced by the fresh one.
  const rendered = startingProduct(id);
  return rendered ? { status: "loaded", product: rendered } : { status: "loading" };
}
