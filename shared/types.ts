// The shapes the API sends and the SPA reads (docs/product.md section 3). Amounts are rupees with at
// most two decimals; sums are made in paise by shared/money.ts.

import type { CustomLine } from "./made-to-measure/custom-line.js";
import type { BuyAs, CustomOption, CustomStock } from "./made-to-measure/custom-options.js";

/** "admin" is an owner stored before roles (shared/staff-permissions.ts). */
export type Role = "user" | "admin" | "owner" | "manager" | "staff";

export const ORDER_STATUSES = ["pending", "processing", "shipped", "delivered", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["completed", "pending", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface SizeGuideRow {
  size: string;
  bust: string;
  waist: string;
}

export interface Product {
  _id: string;
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  original_price?: number;
  category: string;
  subcategory: string;
  brand: string;
  /** Pieces across all sizes: the sum of stockBySize. */
  stock: number;
  /** Pieces available per offered size, one key per entry of `sizes` (held pieces are not counted). */
  stockBySize: Record<string, number>;
  /** Pieces per size held in open checkouts: on the shelf but not available (issue 22). */
  heldBySize?: Record<string, number>;
  /** Pieces per size on the shelf, what the owner counts: available + held. */
  onHandBySize?: Record<string, number>;
  images: string[];
  tags: string[];
  /** Made to the shopper's measure: the policy says custom-made pieces cannot be returned (issue 25). */
  customMade?: boolean;
  /** How it can be bought (issue 26); absent is ready-to-wear, or custom when customMade. */
  buyAs?: BuyAs;
  /** Stitching options the admin prices for this product, in her order. */
  customOptions?: CustomOption[];
  /** Days from paying to dispatch for a custom piece; absent is 10-12. */
  leadTimeDays?: { min: number; max: number };
  /** A custom piece takes the fabric's stock (size "Custom") or none (made to order). */
  customStock?: CustomStock;
  isActive: boolean;
  isFeatured: boolean;
  discount: number;
  material: string;
  pattern: string;
  color: string;
  occasion: string;
  sleeve_type?: string;
  neck_type?: string;
  fabric: string;
  wash_care: string;
  silhouette: string;
  length?: string;
  sizes: string[];
  size_guide: SizeGuideRow[];
  /** HSN code for GST; absent means the default for its kind and fibre (shared/tax/hsn.ts). */
  hsn?: string;
  /** Grams, packed; absent means the default for its subcategory or category (shared/shipping/weights.ts). */
  shippingWeightGrams?: number;
  /** Legal Metrology rule 6(10): where it was made; absent means the seller's default (shared/seller.ts). */
  countryOfOrigin?: string;
  /** The maker or brand owner with address; absent means the seller (shared/seller.ts). */
  maker?: string;
  /** The average of its approved reviews, to one decimal; absent with none (issue 27: never typed, never 0). */
  rating?: number;
  /** How many approved reviews the rating is from. */
  reviewCount?: number;
  /** The sum of their stars, kept with the count by each moderation (functions/data/reviews.ts). */
  ratingSum?: number;
  createdAt: string;
  updatedAt: string;
}

export interface Subcategory {
  _id: string;
  id: string;
  name: string;
  category: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface Address {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface User {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
  lastLogin?: string;
  address: Address;
  /** False until the shopper opens the link e-mailed to her address; absent on accounts from before it was asked. */
  emailVerified?: boolean;
}

export interface OrderItem {
  product: string;
  name: string;
  image: string;
  size: string;
  quantity: number;
  price: number;
  /** Rupees of the order's discount that fall on this line (its share by value); GST is on price × quantity less this. */
  discount?: number;
  /** The HSN the line was sold under, fixed at checkout with its GST. */
  hsn?: string;
  /** Made to the shopper's measure (issue 26): the options and measurements as paid for. */
  custom?: CustomLine;
}

export interface ShippingAddress {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface StatusChange {
  status: OrderStatus;
  at: string;
  by: string;
  note?: string;
}

export interface Order {
  _id: string;
  id: string;
  userId: string;
  user: { _id: string; name: string; email: string };
  orderItems: OrderItem[];
  paymentMethod: string;
  itemsPrice: number;
  /** The discount code applied, in capitals, and what it took off (rupees); totalPrice is after it. */
  discountCode?: string;
  discountPrice?: number;
  taxPrice: number;
  shippingPrice: number;
  totalPrice: number;
  /** The part of totalPrice paid with store credit (rupees); Razorpay takes the rest. A way of paying, not a discount. */
  storeCreditPrice?: number;
  isPaid: boolean;
  paidAt?: string;
  status: OrderStatus;
  trackingNumber?: string;
  /** Who carries the parcel (Delhivery, Blue Dart, India Post...), told to the shopper with the tracking number. */
  carrier?: string;
  notes?: string;
  cancelReason?: string;
  /** A paid order cancelled before dispatch, by the shopper (less the fee) or by the shop (in full). */
  cancellation?: OrderCancellation;
  /** When the parcel reached the shopper (the courier's delivered scan, or the admin's change): the return window starts here. */
  deliveredAt?: string;
  /** The confirmation call before dispatch (the "To call" list): its latest outcome and every attempt. */
  confirmationCall?: ConfirmationCall;
  shippingAddress: ShippingAddress;
  statusHistory: StatusChange[];
  razorpayOrderId?: string;
  paymentId?: string;
  /** An exchange's new size, sent at no charge for the pieces of a return (issue 25). */
  exchangeOf?: { orderId: string; returnId: string };
  /** Where the shopper checked out from: the cart, the wishlist, or a single product. */
  source?: "cart" | "wishlist" | "single";
  /**
   * The pieces of this order held while the shopper pays (issue 12): held at create-order until
   * `expiresAt`, then sold at confirmation or released once (failure, dismissal or lapse).
   * Orders placed before holds existed have none: their stock is taken at confirmation.
   */
  hold?: OrderHold;
  /** Set when the shopper's bank authorised the payment but Razorpay has not captured it yet (UPI). */
  awaitingConfirmationSince?: string;
  createdAt: string;
  updatedAt: string;
}

export interface OrderCancellation {
  by: "shopper" | "shop";
  /** Who, as the status history names them. */
  who: string;
  reason: string;
  at: string;
  refundId: string;
  /** Rupees refunded, and the transaction fee kept (0 when the shop cancels). */
  refund: number;
  fee: number;
  /** The part of the refund given back as store credit (an order paid with it, wholly or in part). */
  storeCredit?: number;
}

export interface ConfirmationCall {
  outcome: "confirmed" | "unreachable";
  at: string;
  attempts: Array<{ outcome: "confirmed" | "unreachable"; note?: string; at: string; by: string }>;
}

export interface OrderHold {
  status: "held" | "sold" | "released";
  expiresAt: string;
  /** Why it was released: the payment failed, the shopper closed Checkout or started another, or the hold lapsed. */
  releasedBecause?: "payment-failed" | "checkout-closed" | "new-checkout" | "lapsed" | "order-cancelled";
  /**
   * The pieces are counted in the products' heldBySize (holds made since issue 22). Older holds
   * took them from available only: their release puts them back there and their sale moves nothing.
   */
  countedAsHeld?: true;
}

/** Why a product's stock changed (docs/data-model.md, "Stock"). */
export const STOCK_MOVEMENT_REASONS = ["create", "count", "import", "hold", "release", "sale", "return", "refund-restock", "cancellation"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One size's figures before and after a movement. */
export interface StockMovementSize {
  size: string;
  onHandFrom: number;
  onHandTo: number;
  heldFrom: number;
  heldTo: number;
}

/** One change of a product's stock, as GET /api/products/:id/stock-movements lists it. */
export interface StockMovement {
  id: string;
  productId: string;
  reason: StockMovementReason;
  /** Who or what: an admin's name and short id, "checkout", "payment", "sweep", "shop". */
  by: string;
  /** The admin's id when an admin made the change. */
  byId?: string;
  /** The order whose checkout, sale or refund moved the pieces. */
  orderId?: string;
  at: string;
  sizes: StockMovementSize[];
}

export interface Refund {
  id: string;
  /** Rupees. */
  amount: number;
  status: "pending" | "processed" | "failed";
  reason: string;
  by: string;
  at: string;
  /**
   * Its share of each line of the order's invoice (`line` indexes the order's lines, then
   * shipping): the pieces refunded and the rupees. Refunds made before issue 22 have none.
   */
  lines?: RefundedLine[];
  /** An amount tied to no returned pieces, shared over the lines by value. */
  goodwill?: boolean;
  /** The refunded pieces went back to stock. */
  restocked?: boolean;
  /** The refund of an order's cancellation, and the fee kept (rupees; 0 when the shop cancelled). */
  cancellation?: { by: "shopper" | "shop"; fee: number };
  /** Rupees of `amount` given back as store credit (the order was paid partly with it); Razorpay refunded the rest. */
  storeCredit?: number;
}

export interface RefundedLine {
  line: number;
  product?: string;
  size?: string;
  quantity: number;
  /** Rupees. */
  amount: number;
}

export interface Payment {
  _id: string;
  id: string;
  orderId: string;
  userId: string;
  razorpayOrderId: string;
  razorpayPaymentId?: string;
  amount: number;
  amountRefunded: number;
  currency: "INR";
  status: PaymentStatus;
  user: { _id: string; name: string; email: string };
  description: string;
  method?: string;
  failureReason?: string;
  /** The latest refund's id, as the spec's admin screen reads it; every refund is in `refunds`. */
  refundId?: string;
  refunds: Refund[];
  paidAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** A tax invoice or credit note as an order's documents list shows it (GET /api/orders/:id/documents). */
export interface DocumentSummary {
  number: string;
  issuedAt: string;
  /** Rupees, GST included. */
  amount: number;
  /** The PDF, under /api. */
  url: string;
}

export interface CreditNoteSummary extends DocumentSummary {
  refundId: string;
  invoiceNumber: string;
}

export interface OrderDocuments {
  /** Null for an unpaid order, and for a paid one in the seconds before its invoice is issued. */
  invoice: DocumentSummary | null;
  /** True for a paid order whose invoice is on its way. */
  invoicePending: boolean;
  creditNotes: CreditNoteSummary[];
}

export interface ShopEvent {
  id: string;
  type: "payment.confirmed" | "payment.failed" | "payment.refunded" | "user.registered" | "user.logged_in" | "user.closed_account" | "order.cancelled";
  text: string;
  refs: Record<string, string>;
  at: string;
}

/** A page of a list: `data` plus `pagination.total` as the spec reads, and an opaque cursor. */
export interface Page<T> {
  success: true;
  data: T[];
  pagination: { total: number; limit: number; nextCursor: string | null };
}

export interface ApiError {
  success: false;
  error: string;
}

export type DiscountKind = "percent" | "amount";

/** A discount code as the admin manages it (issue 15). Amounts in rupees at this edge. */
export interface DiscountCode {
  code: string;
  description: string;
  kind: DiscountKind;
  /** Percent off (1-100) or rupees off. */
  value: number;
  /** Rupees the items must come to before the code applies (0: any order). */
  minOrder: number;
  startsAt: string;
  /** Null: no end. */
  endsAt: string | null;
  /** Null: unlimited. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  isActive: boolean;
  /** Paid orders that used it. */
  uses: number;
  /** Checkouts holding a use while the shopper pays. */
  held: number;
  createdAt: string;
  updatedAt: string;
}

/** What a code takes off a basket: the answer to a shopper's "apply". */
export interface DiscountQuote {
  code: string;
  description: string;
  itemsPrice: number;
  discount: number;
  totalPrice: number;
}

/** One day of sales in the shop's time zone (Asia/Kolkata), from the daily aggregates. */
export interface SalesDay {
  date: string;
  revenue: number;
  paidOrders: number;
  refunds: number;
  refundCount: number;
}

export interface BestSeller {
  productId: string;
  name: string;
  units: number;
  revenue: number;
}

export interface SalesReport {
  days: SalesDay[];
  bestSellers: BestSeller[];
  totals: { revenue: number; paidOrders: number; refunds: number };
}

/** One row of a products CSV import, as the preview shows it. */
export interface ProductImportRow {
  line: number;
  productId: string;
  name: string;
  changes: Array<{ field: string; from: string; to: string }>;
  errors: string[];
}

export interface ProductImportResult {
  rows: ProductImportRow[];
  changedRows: number;
  errorRows: number;
  applied: boolean;
}

/** Shoppers waiting for a product's sold-out sizes (issue 27), as the admin reads them. */
export interface BackInStockWaitlist {
  productId: string;
  name: string;
  waitingBySize: Record<string, number>;
  total: number;
}
