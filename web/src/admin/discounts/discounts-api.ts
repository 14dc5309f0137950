// The admin's discount code calls (issue 15), typed. Everything goes through the SPA's API client.
import type { DiscountRequest } from "@shared/schemas/discount-form.js";
import type { DiscountCode } from "@shared/schemas/discount-code.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";


const path = (code: string) => `/admin/discounts/${encodeURIComponent(code)}`;

export async function listDiscounts(signal?: AbortSignal): Promise<DiscountCode[]> {
  const body = await api.get<Answer<"/admin/discounts", "$get">>("/admin/discounts", undefined, signal);
  return Array.isArray(body?.data) ? body.data : [];
}

export async function createDiscount(code: string, request: DiscountRequest): Promise<DiscountCode> {
  const body = await api.post<Answer<"/admin/discounts", "$post">>("/admin/discounts", { code, ...request });
  return body.data;
}

export async function updateDiscount(code: string, request: DiscountRequest): Promise<DiscountCode> {
  const body = await api.put<Answer<"/admin/discounts/:code", "$put">>(path(code), request);
  return body.data;
}

export async function deleteDiscount(code: string): Promise<void> {
  await api.delete(path(code));
}
