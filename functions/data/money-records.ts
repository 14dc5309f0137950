import type { RefundLine } from "../../shared/refund-plan.js";
import type { Order, OrderCancellation, OrderItem } from "../../shared/schemas/order.js";
import type { Payment, Refund } from "../../shared/schemas/payment.js";

// Orders and payments as the server keeps them: every amount in integer paise, rupees only at
// the JSON edge (docs/money.md), and no `_id` (the spec's alias, added there too). Types alone, apart from the repositories, so the converter of
// old rupee records can name them without importing a repository.

/** An order line as stored: its unit price and its share of the discount in paise (docs/money.md). */
export interface OrderLineRecord extends Omit<OrderItem, "price" | "discount"> {
  pricePaise: number;
  discountPaise?: number;
}

/** A cancellation as stored: paise. */
export interface OrderCancellationRecord extends Omit<OrderCancellation, "refund" | "fee" | "storeCredit"> {
  refundPaise: number;
  feePaise: number;
  /** The refund's part returned to the store-credit ledger; all of it when the order had no payment. */
  storeCreditPaise?: number;
  /**
   * What the refund credits of each invoice line. Kept here only for an order paid wholly with
   * store credit, which has no payment record to hold its refund (the credit note reads it).
   */
  lines?: RefundLine[];
}

/** An order as the server keeps it: every amount in integer paise; rupees only at the JSON edge. */
export interface OrderRecord extends Omit<Order, "_id" | "orderItems" | "itemsPrice" | "discountPrice" | "taxPrice" | "shippingPrice" | "totalPrice" | "cancellation" | "storeCreditPrice"> {
  orderItems: OrderLineRecord[];
  itemsPaise: number;
  discountPaise?: number;
  taxPaise: number;
  shippingPaise: number;
  totalPaise: number;
  cancellation?: OrderCancellationRecord;
  /** Paid with store credit, spent with the hold; the payment (Razorpay) is for totalPaise less this. */
  storeCreditPaise?: number;
}

/** A refund as stored: its amount in paise (docs/money.md). */
export interface RefundRecord extends Omit<Refund, "amount" | "lines" | "cancellation" | "storeCredit"> {
  /** The whole refund: what Razorpay gave back plus storeCreditPaise. */
  amountPaise: number;
  /** The part given back to the shopper's store credit (an order paid partly with it). */
  storeCreditPaise?: number;
  lines?: RefundLine[];
  cancellation?: { by: "shopper" | "shop"; feePaise: number };
}

/** A payment as the server keeps it: amounts in integer paise; rupees only at the JSON edge. */
export interface PaymentRecord extends Omit<Payment, "_id" | "amount" | "amountRefunded" | "refunds"> {
  amountPaise: number;
  amountRefundedPaise: number;
  refunds: RefundRecord[];
}
