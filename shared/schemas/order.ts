import * as z from "zod";
import type { CustomLine } from "../made-to-measure/custom-line.js";
import { checkoutLineSchema, createOrderSchema } from "./checkout.js";
import { ORDER_STATUSES } from "./order-status.js";
import { businessInvoiceSchema } from "./business-invoice.js";
import { shippingAddressSchema } from "./shipping-address.js";

// An order as the API answers it (docs/product.md section 3): the checkout's lines and address as
// checked, with what the server adds. Amounts are rupees with at most two decimals (paise inside,
// functions/http/rupees-edge.ts). For types only: nothing imports this at run time.

export const orderItemSchema = checkoutLineSchema.omit({ custom: true }).extend({
  name: z.string(),
  image: z.string(),
  price: z.number(),
  /** Rupees of the order's discount that fall on this line (its share by value); GST is on price × quantity less this. */
  discount: z.number().optional(),
  /** The HSN the line was sold under, fixed at checkout with its GST. */
  hsn: z.string().optional(),
  /** Made to the shopper's measure (issue 26): the options and measurements as paid for. */
  custom: z.custom<CustomLine>().optional(),
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const statusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.string(),
  note: z.string().optional(),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** A paid order cancelled before dispatch, by the shopper (less the fee) or by the shop (in full). */
export const orderCancellationSchema = z.object({
  by: z.enum(["shopper", "shop"]),
  /** Who, as the status history names them. */
  who: z.string(),
  reason: z.string(),
  at: z.string(),
  refundId: z.string(),
  /** Rupees refunded, and the transaction fee kept (0 when the shop cancels). */
  refund: z.number(),
  fee: z.number(),
  /** The part of the refund given back as store credit (an order paid with it, wholly or in part). */
  storeCredit: z.number().optional(),
});
export type OrderCancellation = z.output<typeof orderCancellationSchema>;

const callOutcome = z.enum(["confirmed", "unreachable"]);

/** The confirmation call before dispatch (the "To call" list): its latest outcome and every attempt. */
export const confirmationCallSchema = z.object({
  outcome: callOutcome,
  at: z.string(),
  attempts: z.array(z.object({ outcome: callOutcome, note: z.string().optional(), at: z.string(), by: z.string() })),
});
export type ConfirmationCall = z.output<typeof confirmationCallSchema>;

/**
 * The pieces of an order held while the shopper pays (issue 12): held at create-order until
 * `expiresAt`, then sold at confirmation or released once (failure, dismissal or lapse).
 */
export const orderHoldSchema = z.object({
  status: z.enum(["held", "sold", "released"]),
  expiresAt: z.string(),
  /** Why it was released: the payment failed, the shopper closed Checkout or started another, or the hold lapsed. */
  releasedBecause: z.enum(["payment-failed", "checkout-closed", "new-checkout", "lapsed", "order-cancelled"]).optional(),
  /**
   * The pieces are counted in the products' heldBySize (holds made since issue 22). Older holds
   * took them from available only: their release puts them back there and their sale moves nothing.
   */
  countedAsHeld: z.literal(true).optional(),
  /**
   * The account whose open checkouts count this hold (USER#<id> / OPEN_CHECKOUTS, issue 39): its
   * sale or release takes it off that count. Holds made before have none and were never counted.
   */
  countedFor: z.string().optional(),
});
export type OrderHold = z.output<typeof orderHoldSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  orderItems: z.array(orderItemSchema),
  paymentMethod: z.string(),
  itemsPrice: z.number(),
  /** The discount code applied, in capitals, and what it took off (rupees); totalPrice is after it. */
  discountCode: z.string().optional(),
  discountPrice: z.number().optional(),
  taxPrice: z.number(),
  shippingPrice: z.number(),
  totalPrice: z.number(),
  /** The part of totalPrice paid with store credit (rupees); Razorpay takes the rest. A way of paying, not a discount. */
  storeCreditPrice: z.number().optional(),
  isPaid: z.boolean(),
  paidAt: z.string().optional(),
  status: z.enum(ORDER_STATUSES),
  trackingNumber: z.string().optional(),
  /** Who carries the parcel (Delhivery, Blue Dart, India Post...), told to the shopper with the tracking number. */
  carrier: z.string().optional(),
  notes: z.string().optional(),
  cancelReason: z.string().optional(),
  cancellation: orderCancellationSchema.optional(),
  /** When the parcel reached the shopper (the courier's delivered scan, or the admin's change): the return window starts here. */
  deliveredAt: z.string().optional(),
  confirmationCall: confirmationCallSchema.optional(),
  shippingAddress: shippingAddressSchema,
  /** The registered buyer a business invoice names (issue 45): her GSTIN and billing address. */
  businessInvoice: businessInvoiceSchema.optional(),
  statusHistory: z.array(statusChangeSchema),
  razorpayOrderId: z.string().optional(),
  paymentId: z.string().optional(),
  /** An exchange's new size, sent at no charge for the pieces of a return (issue 25). */
  exchangeOf: z.object({ orderId: z.string(), returnId: z.string() }).optional(),
  /** Where the shopper checked out from: the cart, the wishlist, or a single product. */
  source: createOrderSchema.shape.source.optional(),
  /** Orders placed before holds existed have none: their stock is taken at confirmation. */
  hold: orderHoldSchema.optional(),
  /**
   * What the checkout promised (shared/shipping/delivery-dates.ts): the day the parcel leaves and
   * the days it arrives between, as dates. Orders from before issue 40 have none.
   */
  deliveryPromise: z.object({ dispatchBy: z.string(), from: z.string(), to: z.string() }).optional(),
  /** Set when the shopper's bank authorised the payment but Razorpay has not captured it yet (UPI). */
  awaitingConfirmationSince: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.output<typeof orderSchema>;
