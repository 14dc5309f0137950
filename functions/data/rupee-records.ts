import { toPaise } from "../../shared/money.js";
import type { OrderLineRecord, OrderRecord, PaymentRecord, RefundRecord } from "./money-records.js";

// Orders and payments stored before amounts were kept in paise hold rupees (`totalPrice`, a
// line's `price`, a payment's `amount`...). An item without its paise attribute is of that old
// form: its rupees are turned into paise here, once, with the exact conversion, and the next
// write of the record stores the paise form (docs/money.md).

type Stored = Record<string, unknown>;

const paiseOf = (rupees: unknown): number => toPaise(Number(rupees ?? 0));

function lineFromRupees(line: Stored): OrderLineRecord {
  const { price, discount, ...rest } = line;
  return { ...(rest as Omit<OrderLineRecord, "pricePaise" | "discountPaise">), pricePaise: paiseOf(price), ...(discount !== undefined && { discountPaise: paiseOf(discount) }) };
}

export function orderFromStored(fields: Stored): OrderRecord {
  if (typeof fields.totalPaise === "number") return fields as unknown as OrderRecord;
  const { itemsPrice, discountPrice, taxPrice, shippingPrice, totalPrice, orderItems, ...rest } = fields;
  return {
    ...(rest as Omit<OrderRecord, "orderItems" | "itemsPaise" | "discountPaise" | "taxPaise" | "shippingPaise" | "totalPaise">),
    orderItems: ((orderItems ?? []) as Stored[]).map(lineFromRupees),
    itemsPaise: paiseOf(itemsPrice),
    ...(discountPrice !== undefined && { discountPaise: paiseOf(discountPrice) }),
    taxPaise: paiseOf(taxPrice),
    shippingPaise: paiseOf(shippingPrice),
    totalPaise: paiseOf(totalPrice),
  };
}

function refundFromRupees(refund: Stored): RefundRecord {
  const { amount, ...rest } = refund;
  return { ...(rest as Omit<RefundRecord, "amountPaise">), amountPaise: paiseOf(amount) };
}

export function paymentFromStored(fields: Stored): PaymentRecord {
  if (typeof fields.amountPaise === "number") return fields as unknown as PaymentRecord;
  const { amount, amountRefunded, refunds, ...rest } = fields;
  return {
    ...(rest as Omit<PaymentRecord, "amountPaise" | "amountRefundedPaise" | "refunds">),
    amountPaise: paiseOf(amount),
    amountRefundedPaise: paiseOf(amountRefunded),
    refunds: ((refunds ?? []) as Stored[]).map(refundFromRupees),
  };
}
