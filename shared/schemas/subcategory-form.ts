import * as z from "zod";

// The admin subcategory form (docs/product.md section 5): name and category required, the sort
// order whatever whole number was typed (nothing usable is 0), active unless unticked. The
// server's subcategoryFieldsSchema checks the same body again, more strictly.

/** Whatever is typed as the sort order becomes a whole number; nothing usable becomes 0. */
export function sortOrderFrom(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export const subcategoryFormSchema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  category: z.string().trim().min(1, "Category is required"),
  description: z.string().trim(),
  sortOrder: z.string().transform(sortOrderFrom),
  isActive: z.boolean(),
});
