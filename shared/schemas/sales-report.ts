import * as z from "zod";

// The admin's sales report (GET /api/admin/sales): rupees, from the daily aggregates. For types
// only: nothing imports this at run time.

/** One day of sales in the shop's time zone (Asia/Kolkata). */
export const salesDaySchema = z.object({
  date: z.string(),
  revenue: z.number(),
  paidOrders: z.number(),
  refunds: z.number(),
  refundCount: z.number(),
});
export type SalesDay = z.output<typeof salesDaySchema>;

export const bestSellerSchema = z.object({
  productId: z.string(),
  name: z.string(),
  units: z.number(),
  revenue: z.number(),
});
export type BestSeller = z.output<typeof bestSellerSchema>;

/**
 * Gift cards since the shop began (issue 45): not revenue when sold, a debt to their holders until
 * redeemed, expired or voided; outstanding is what the shop still owes on them.
 */
export const giftCardFiguresSchema = z.object({ issued: z.number(), redeemed: z.number(), expired: z.number(), voided: z.number(), outstanding: z.number() });
export type GiftCardFigures = z.output<typeof giftCardFiguresSchema>;

export const salesReportSchema = z.object({
  days: z.array(salesDaySchema),
  bestSellers: z.array(bestSellerSchema),
  totals: z.object({ revenue: z.number(), paidOrders: z.number(), refunds: z.number() }),
  giftCards: giftCardFiguresSchema,
});
export type SalesReport = z.output<typeof salesReportSchema>;
