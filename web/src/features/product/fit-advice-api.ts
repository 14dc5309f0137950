import type { ProductFit } from "@shared/fit-advice/fit-answers.js";
import { api } from "@/api/client.js";

// Fit advice (issue 46): the piece's signal for everyone, and for a signed-in shopper her own
// suggested size too, in one call.

export type ProductFitAnswer = ProductFit;

export async function fetchProductFit(productId: string, signedIn: boolean, signal?: AbortSignal): Promise<ProductFitAnswer> {
  const path = `/products/${encodeURIComponent(productId)}/fit`;
  const answer = signedIn ? await api.get<{ data: ProductFitAnswer }>(`${path}/mine`, undefined, signal) : await api.getPublic<{ data: ProductFitAnswer }>(path, undefined, signal);
  return answer.data;
}
