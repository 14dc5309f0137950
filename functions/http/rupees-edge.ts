import { toPaise, toRupees } from "../../shared/money.js";
import type { DiscountCode } from "../../shared/schemas/discount-code.js";
import type { Order, OrderItem } from "../../shared/schemas/order.js";
import type { Payment, Refund } from "../../shared/schemas/payment.js";
import type { StoredDiscount } from "../data/discounts.js";
import type { OrderLineRecord, OrderRecord } from "../data/orders.js";
import type { PaymentRecord, RefundRecord } from "../data/payments.js";
import { withSpecId } from "./spec-aliases.js";

// The one place the server turns paise into the API's rupees and back (docs/money.md): every
// amount inside functions/ and in the table is integer paise; the JSON shapes of
// docs/product.md (shared/schemas) carry rupees, and requests send rupees.

/** Paise as the API's rupees (exact: at most two decimals). */
export const rupees = (paise: number): number => toRupees(paise);

/** Rupees from a request (already checked to have at most two decimals) as paise. */
export const paiseFromRupees = (amount: number): number => toPaise(amount);

/** Rupees with two decimals as a spreadsheet reads a number ("-1234.50" for a credit). */
export const csvRupees = (paise: number): string => toRupees(paise).toFixed(2);

function lineJson(line: OrderLineRecord): OrderItem {
  const { pricePaise, discountPaise, ...rest } = line;
  return { ...rest, price: rupees(pricePaise), ...(discountPaise !== undefined && { discount: rupees(discountPaise) }) };
}

export function orderJson(order: OrderRecord): Order {
  const { orderItems, itemsPaise, discountPaise, taxPaise, shippingPaise, totalPaise, cancellation, storeCreditPaise, ...rest } = order;
  return {
    ...withSpecId(rest),
    ...(cancellation && {
      cancellation: (({ refundPaise, feePaise, storeCreditPaise: creditPaise, lines, ...fields }) => {
        void lines;
        return { ...fields, refund: rupees(refundPaise), fee: rupees(feePaise), ...(creditPaise !== undefined && { storeCredit: rupees(creditPaise) }) };
      })(cancellation),
    }),
    orderItems: orderItems.map(lineJson),
    itemsPrice: rupees(itemsPaise),
    ...(discountPaise !== undefined && { discountPrice: rupees(discountPaise) }),
    taxPrice: rupees(taxPaise),
    shippingPrice: rupees(shippingPaise),
    totalPrice: rupees(totalPaise),
    ...(storeCreditPaise !== undefined && { storeCreditPrice: rupees(storeCreditPaise) }),
  };
}

export function refundJson(refund: RefundRecord): Refund {
  const { amountPaise, lines, cancellation, storeCreditPaise, ...rest } = refund;
  return {
    ...rest,
    amount: rupees(amountPaise),
    ...(cancellation && { cancellation: { by: cancellation.by, fee: rupees(cancellation.feePaise) } }),
    ...(storeCreditPaise !== undefined && { storeCredit: rupees(storeCreditPaise) }),
    ...(lines && { lines: lines.map(({ amountPaise: linePaise, ...line }) => ({ ...line, amount: rupees(linePaise) })) }),
  };
}

export function paymentJson(payment: PaymentRecord): Payment {
  const { amountPaise, amountRefundedPaise, refunds, ...rest } = payment;
  return { ...withSpecId(rest), amount: rupees(amountPaise), amountRefunded: rupees(amountRefundedPaise), refunds: refunds.map(refundJson) };
}

/** The admin's view of a stored code: rupees, and held uses apart from paid ones. */
export function discountCodeJson(code: StoredDiscount): DiscountCode {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    value: code.kind === "amount" ? rupees(code.value) : code.value,
    minOrder: rupees(code.minOrderPaise),
    startsAt: code.startsAt,
    endsAt: code.endsAt,
    maxUses: code.maxUses,
    maxUsesPerCustomer: code.maxUsesPerCustomer,
    isActive: code.isActive,
    uses: code.used,
    held: Math.max(0, code.taken - code.used),
    createdAt: code.createdAt,
    updatedAt: code.updatedAt,
  };
}
