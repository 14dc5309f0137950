import type { MeasurementField } from "@shared/made-to-measure/measurements.js";
import type { Order } from "@shared/schemas/order.js";
import { api } from "@/api/client.js";
import type { Answer } from "@/api/contract.js";

// A custom piece's progress as My Orders shows it, and the shopper's correction of its
// measurements (docs/made-to-measure.md, "Production").

export type LineProduction = NonNullable<Answer<"/orders/my-orders", "$get">["data"][number]["production"]>[number];

/** The progress the server sends with each order that has custom lines (absent otherwise). */
export function productionOf(order: Order): LineProduction[] {
  const production = (order as Order & { production?: LineProduction[] }).production;
  return Array.isArray(production) ? production : [];
}

export async function correctMeasurements(orderId: string, line: number, values: Partial<Record<MeasurementField, number>>): Promise<Order & { production: LineProduction[] }> {
  const body = await api.put<Answer<"/orders/:id/items/:line/measurements", "$put">>(`/orders/${encodeURIComponent(orderId)}/items/${line}/measurements`, { values });
  return { ...body.data.order, production: body.data.production };
}
