import * as z from "zod";

// One change of a product's stock, as GET /api/products/:id/stock-movements lists it
// (docs/data-model.md, "Stock"). For types only: nothing imports this at run time.

/** Why a product's stock changed. */
export const STOCK_MOVEMENT_REASONS = ["create", "count", "import", "hold", "release", "sale", "return", "refund-restock", "cancellation"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** One size's figures before and after a movement. */
export const stockMovementSizeSchema = z.object({
  size: z.string(),
  onHandFrom: z.number(),
  onHandTo: z.number(),
  heldFrom: z.number(),
  heldTo: z.number(),
});
export type StockMovementSize = z.output<typeof stockMovementSizeSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  productId: z.string(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  /** Who or what: an admin's name and short id, "checkout", "payment", "sweep", "shop". */
  by: z.string(),
  /** The admin's id when an admin made the change. */
  byId: z.string().optional(),
  /** The order whose checkout, sale or refund moved the pieces. */
  orderId: z.string().optional(),
  at: z.string(),
  sizes: z.array(stockMovementSizeSchema),
});
export type StockMovement = z.output<typeof stockMovementSchema>;
