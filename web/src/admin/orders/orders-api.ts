import { api, ApiError } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";
import type { Order } from "@shared/schemas/order.js";
import type { OrderStatus } from "@shared/schemas/order-status.js";
import { ADMIN_PAGE_SIZE, listPageOf } from "@/admin/shared/list-page.js";
import type { ListPage } from "@/admin/shared/use-admin-list.js";

export interface OrderFilters {
  /** Paid orders (the shop's orders), or checkouts never paid. */
  show: "paid" | "unpaid";
  search: string;
  status: OrderStatus | "";
}

export async function listOrders(filters: OrderFilters, cursor: string | undefined, signal?: AbortSignal): Promise<ListPage<Order>> {
  const body = await api.get<Answer<"/orders", "$get">>(
    "/orders",
    { show: filters.show === "unpaid" ? "unpaid" : undefined, search: filters.search.trim() || undefined, status: filters.status || undefined, limit: ADMIN_PAGE_SIZE, cursor },
    signal,
  );
  return listPageOf(body.data, body.pagination);
}

/** One order by its full id (from ?orderId=); null when there is no such order. */
export async function findOrder(orderId: string, signal?: AbortSignal): Promise<Order | null> {
  try {
    const body = await api.get<Answer<"/orders/:id", "$get">>(`/orders/${encodeURIComponent(orderId)}`, undefined, signal);
    return body.data ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface StatusUpdate {
  status: OrderStatus;
  carrier: string;
  trackingNumber: string;
  notes: string;
  /** Why the owner marks it delivered by hand (required for "delivered"). */
  reason?: string;
}

export async function updateOrderStatus(orderId: string, update: StatusUpdate): Promise<Order> {
  const body = await api.patch<Answer<"/orders/:id/status", "$patch">>(`/orders/${encodeURIComponent(orderId)}/status`, update);
  return body.data;
}

export async function deleteOrder(orderId: string): Promise<void> {
  await api.delete(`/orders/${encodeURIComponent(orderId)}`);
}
