import { api } from "../../api/client.js";
import type { Answer } from "../../api/contract.js";
import type { Order, Payment, PaymentStatus } from "../../../../shared/types.js";
import type { ListPage } from "../shared/use-admin-list.js";

export const PAYMENTS_PAGE_SIZE = 50;

export interface PaymentFilters {
  search: string;
  status: PaymentStatus | "";
}

export async function listPayments(filters: PaymentFilters, cursor: string | undefined, signal?: AbortSignal): Promise<ListPage<Payment>> {
  const body = await api.get<Answer<"/payments/admin/all", "$get">>(
    "/payments/admin/all",
    { search: filters.search.trim() || undefined, status: filters.status || undefined, limit: PAYMENTS_PAGE_SIZE, cursor },
    signal,
  );
  return { items: body.payments ?? [], total: body.pagination?.total ?? null, nextCursor: body.pagination?.nextCursor ?? null };
}

export interface RefundRequest {
  paymentId: string;
  /** Rupees; left out for the whole remaining amount. */
  amount?: number;
  reason: string;
}

export async function refundPayment(request: RefundRequest): Promise<{ payment: Payment; order?: Order; message: string }> {
  return api.post<Answer<"/payments/admin/refund", "$post">>("/payments/admin/refund", request);
}
