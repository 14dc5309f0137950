import { orderNumber } from "../../shared/order-number.js";
import { returnNumber } from "../../shared/returns.js";
import { newId } from "../data/ids.js";
import type { OrderLineRecord, OrderRecord } from "../data/orders.js";
import type { Repositories } from "../data/repositories.js";
import type { ReturnRecord } from "../data/returns.js";
import type { TransactItem } from "../data/transact.js";
import { orderConfirmed } from "../outbox/outbox-messages.js";

/**
 * The exchange as an order of its own, linked to the return: the new size at the price and
 * discount share the shopper paid for the one she sent back, paid already (by the returned goods,
 * which the return's credit note reverses), so it costs her nothing, gets its own tax invoice, and
 * goes to dispatch like any paid order. No payment and no revenue: no money moved.
 */
export function exchangeOrderActions(repos: Repositories, original: OrderRecord, record: ReturnRecord, at: string): { order: OrderRecord; actions: TransactItem[] } {
  const id = newId(new Date(at));
  const exchanged = record.items.filter((item) => item.resolution === "exchange");
  const lines: OrderLineRecord[] = exchanged.map((item) => {
    const sold = original.orderItems.find((line) => line.product === item.product && line.size === item.size)!;
    const grossPaise = sold.pricePaise * item.quantity;
    return {
      product: item.product,
      name: item.name,
      image: sold.image,
      size: item.exchangeSize!,
      quantity: item.quantity,
      pricePaise: sold.pricePaise,
      ...(grossPaise > item.valuePaise ? { discountPaise: grossPaise - item.valuePaise } : {}),
      ...(sold.hsn ? { hsn: sold.hsn } : {}),
    };
  });
  const itemsPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const totalPaise = exchanged.reduce((sum, item) => sum + item.valuePaise, 0);
  const goodsPaise = original.totalPaise - original.shippingPaise;
  const order: OrderRecord = {
    id,
    userId: original.userId,
    user: original.user,
    orderItems: lines,
    paymentMethod: "Exchange",
    itemsPaise,
    ...(itemsPaise > totalPaise ? { discountPaise: itemsPaise - totalPaise } : {}),
    // GST included, as the returned pieces carried it; the invoice works it out line by line.
    taxPaise: goodsPaise > 0 ? Math.round((original.taxPaise * totalPaise) / goodsPaise) : 0,
    shippingPaise: 0,
    totalPaise,
    isPaid: true,
    paidAt: at,
    status: "processing",
    shippingAddress: original.shippingAddress,
    statusHistory: [{ status: "processing", at, by: "shop", note: `Exchange for return ${returnNumber(record.id)} of order ${orderNumber(original.id)}` }],
    exchangeOf: { orderId: original.id, returnId: record.id },
    createdAt: at,
    updatedAt: at,
  };
  return { order, actions: [...repos.orders.createActions(order), repos.outbox.enqueueAction(orderConfirmed(id))] };
}
