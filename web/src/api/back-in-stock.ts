// "Notify me" on a sold-out size (issue 27): ask, and confirm the e-mail's link.
import type { BackInStockWaitlist } from "@shared/schemas/back-in-stock-waitlist.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

/** Signed in, her account's address waits at once; otherwise `email` gets a link to confirm. Returns the sentence to show. */
export async function askBackInStock(productId: string, size: string, email?: string): Promise<{ status: "waiting" | "pending"; message: string }> {
  const body = await api.post<Answer<"/products/:productId/back-in-stock", "$post">>(`/products/${encodeURIComponent(productId)}/back-in-stock`, { size, ...(email ? { email } : {}) });
  return { status: body.data.status, message: body.message };
}

export async function confirmBackInStock(token: string): Promise<{ productId: string; size: string; message: string }> {
  const body = await api.post<Answer<"/back-in-stock/confirm", "$post">>("/back-in-stock/confirm", { token });
  return { ...body.data, message: body.message };
}

/** The admin's list: who waits for which product and size, most wanted first. */
export async function fetchWaitlists(): Promise<BackInStockWaitlist[]> {
  return (await api.get<Answer<"/back-in-stock", "$get">>("/back-in-stock")).data;
}
