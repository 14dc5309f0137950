import { api } from "../../../api/client.js";
import type { Answer } from "../../../api/contract.js";

export type StoreCreditAnswer = Answer<"/store-credit", "$get">["data"];

/** The signed-in shopper's balance (rupees), the expiry note if the owner set a term, and her latest entries. */
export async function fetchStoreCredit(limit = 1): Promise<StoreCreditAnswer> {
  const body = await api.get<Answer<"/store-credit", "$get">>("/store-credit", { limit: String(limit) });
  return body.data;
}
