// Delivery to a PIN code: the charge and the dates for these pieces, or why not (issue 24).
import type { DeliveryQuote } from "@shared/shipping/delivery-quote.js";
import { api } from "./client.js";
import type { Answer } from "./contract.js";

export interface DeliveryLine {
  product: string;
  size?: string;
  quantity: number;
}

export async function quoteDelivery(pincode: string, items: readonly DeliveryLine[]): Promise<DeliveryQuote> {
  const body = await api.post<Answer<"/shipping/quote", "$post">>("/shipping/quote", { pincode, items });
  return body.data;
}
