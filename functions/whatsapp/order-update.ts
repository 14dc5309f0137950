import { formatPaise } from "../../shared/money.js";
import { orderPagePath } from "../../shared/order-link.js";
import { orderNumber } from "../../shared/order-number.js";
import { isProductionStage, PRODUCTION_STAGE_LABELS } from "../../shared/made-to-measure/production.js";
import type { WhatsAppTemplateName } from "../../shared/whatsapp/templates.js";
import type { OrderRecord } from "../data/orders.js";
import { productionJobs } from "../data/production-jobs.js";
import type { OutboxItem } from "../data/outbox.js";
import type { Repositories } from "../data/repositories.js";
import { returnNews } from "../mail/return-emails.js";

// Which template tells a step of her order, and what fills it (issue 44): the same moments the
// e-mails tell, in a few words, with a button to the order ("Track an order", shared/order-link.ts).
// Undefined: no WhatsApp for this step.

export interface OrderUpdate {
  template: WhatsAppTemplateName;
  parameters: string[];
  /** What follows the shop's address on the template's button. */
  urlButton: string;
}


const firstName = (order: OrderRecord) => (order.shippingAddress.name || order.user.name).trim().split(/\s+/)[0] ?? "";

export async function orderUpdateFor(repos: Repositories, item: OutboxItem, order: OrderRecord): Promise<OrderUpdate | undefined> {
  const name = firstName(order);
  const number = orderNumber(order.id);
  const update = (template: WhatsAppTemplateName, ...parameters: string[]): OrderUpdate => ({ template, parameters: [name, ...parameters], urlButton: orderPagePath(order.id) });
  switch (item.kind) {
    case "order.confirmed":
      return update("order_confirmed", number, formatPaise(order.totalPaise));
    case "order.shipped": {
      const shipment = await repos.shipments.get(order.id);
      return update("order_shipped", number, shipment?.courierName ?? "our courier", shipment?.awb ?? "to follow");
    }
    case "order.out-for-delivery":
      return update("order_out_for_delivery", number);
    case "order.delivered":
      return update("order_delivered", number);
    case "order.delivery-failed": {
      const shipment = await repos.shipments.get(order.id);
      return update("delivery_failed", number, shipment?.undelivered?.reason ?? "the courier could not reach you");
    }
    case "order.cancelled": {
      const refund = order.cancellation?.refundPaise ? `${formatPaise(order.cancellation.refundPaise)} is on its way back to you.` : "Nothing was charged.";
      return update("order_cancelled", number, refund);
    }
    case "return.changed":
    case "return.credited": {
      const record = await repos.returns.get(item.returnId ?? "");
      if (!record) return undefined;
      // The step this message was written for, even if the return has moved on (as the e-mail does).
      const step = record.history[Number(item.id.split("#")[2] ?? record.history.length) - 1];
      return update("return_update", record.number, returnNews(step ? { ...record, state: step.state } : record, undefined).text);
    }
    case "production.stage": {
      const job = await productionJobs(repos).get(item.orderId, item.line ?? -1);
      if (!job || !isProductionStage(item.stage)) return undefined;
      return update("custom_order_step", job.name, PRODUCTION_STAGE_LABELS[item.stage]);
    }
    default:
      return undefined;
  }
}
