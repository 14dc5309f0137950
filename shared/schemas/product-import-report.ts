import * as z from "zod";

// What a products CSV import answers (./product-import.ts is its request): each row's changes
// and problems, as the preview shows them. For types only: nothing imports this at run time.

export const productImportRowSchema = z.object({
  line: z.number(),
  productId: z.string(),
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
  errors: z.array(z.string()),
});
export type ProductImportRow = z.output<typeof productImportRowSchema>;

export const productImportResultSchema = z.object({
  rows: z.array(productImportRowSchema),
  changedRows: z.number(),
  errorRows: z.number(),
  applied: z.boolean(),
});
export type ProductImportResult = z.output<typeof productImportResultSchema>;
