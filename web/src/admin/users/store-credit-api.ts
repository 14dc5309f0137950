// A shopper's store credit as the admin reads and adjusts it (POST /api/users/:id/store-credit).
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import { isSentForApproval, type SentForApproval } from "@/admin/approvals/sent-for-approval.js";

export type ShopperCredit = Answer<"/users/:id/store-credit", "$get">["data"];

export async function fetchShopperCredit(userId: string): Promise<ShopperCredit> {
  const body = await api.get<Answer<"/users/:id/store-credit", "$get">>(`/users/${encodeURIComponent(userId)}/store-credit`, { limit: 10 });
  return body.data;
}

/**
 * Rupees to add (+) or take away (−); the key makes a repeated save change nothing the second time.
 * Answers the new balance, or (202) the request sent for the owner's approval when over the day's limit.
 */
export async function adjustShopperCredit(userId: string, change: { amount: number; reason: string; idempotencyKey: string }): Promise<number | SentForApproval> {
  const body = await api.post<Answer<"/users/:id/store-credit", "$post">>(`/users/${encodeURIComponent(userId)}/store-credit`, change);
  return isSentForApproval(body) ? body : body.data.balance;
}
