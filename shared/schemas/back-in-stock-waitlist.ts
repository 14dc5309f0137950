import * as z from "zod";

// Shoppers waiting for a product's sold-out sizes (issue 27), as the admin reads them. Apart from
// ./back-in-stock.ts, whose checks stay free of zod. For types only: nothing imports this at run time.

export const backInStockWaitlistSchema = z.object({
  productId: z.string(),
  name: z.string(),
  waitingBySize: z.record(z.string(), z.number()),
  total: z.number(),
});
export type BackInStockWaitlist = z.output<typeof backInStockWaitlistSchema>;
