// Every shape now has its zod schema in shared/schemas, and its type is inferred from it; this file
// only points there until the imports are rewritten (scripts/rewrite-type-imports.mjs).

export type { Product } from "./schemas/product-record.js";
export type { SizeGuideRow } from "./schemas/product.js";
export type { Subcategory } from "./schemas/subcategory-record.js";
export type { Role, Address, User } from "./schemas/user.js";
export type { OrderItem, StatusChange, OrderCancellation, ConfirmationCall, OrderHold, Order } from "./schemas/order.js";
export { ORDER_STATUSES, type OrderStatus } from "./schemas/order-status.js";
export { PAYMENT_STATUSES, type PaymentStatus } from "./schemas/checkout.js";
export type { ShippingAddress } from "./schemas/shipping-address.js";
export type { RefundedLine, Refund, Payment } from "./schemas/payment.js";
export type { DocumentSummary, CreditNoteSummary, OrderDocuments } from "./schemas/order-documents.js";
export type { ShopEvent } from "./schemas/shop-event.js";
export type { Page, ApiError } from "./schemas/api-answer.js";
export type { DiscountCode, DiscountKind, DiscountQuote } from "./schemas/discount-code.js";
export type { SalesDay, BestSeller, SalesReport } from "./schemas/sales-report.js";
export type { ProductImportRow, ProductImportResult } from "./schemas/product-import-report.js";
export type { BackInStockWaitlist } from "./schemas/back-in-stock-waitlist.js";
export type { StockMovementReason, StockMovementSize, StockMovement } from "./schemas/stock-movement.js";
