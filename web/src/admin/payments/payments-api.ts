import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import type { Order } from "@shared/schemas/order.js";
import type { Payment } from "@shared/schemas/payment.js";
import type { PaymentStatus } from "@shared/schemas/checkout.js";
import { ADMIN_PAGE_SIZE, listPageOf } from "@/admin/shared/list-page.js";
import type { ListPage } from "@/admin/shared/use-admin-list.js";
import type { SentForApproval } from "@/admin/approvals/sent-for-approval.js";

export interface PaymentFilters {
  search: string;
  status: PaymentStatus | "";
}

export async function listPayments(filters: PaymentFilters, cursor: string | undefined, signal?: AbortSignal): Promise<ListPage<Payment>> {
  const body = await api.get<Answer<"/payments/admin/all", "$get">>(
    "/payments/admin/all",
    { search: filters.search.trim() || undefined, status: filters.status || undefined, limit: ADMIN_PAGE_SIZE, cursor },
    signal,
  );
  return listPageOf(body.payments, body.pagination);
}

export interface RefundRequest {
  paymentId: string;
  /** The pieces refunded; the server works out what was paid for them. */
  items?: Array<{ product: string; size: string; quantity: number }>;
  /** A goodwill amount in rupees; neither this nor items for the whole remaining amount. */
  amount?: number;
  /** Put the refunded pieces back in stock. */
  restock?: boolean;
  reason: string;
}

/** Refunded, or (202) sent for the owner's approval when over the day's limit (issue 39). */
export async function refundPayment(request: RefundRequest): Promise<{ payment: Payment; order?: Order; message: string } | SentForApproval> {
  return api.post<Answer<"/payments/admin/refund", "$post">>("/payments/admin/refund", request);
}
