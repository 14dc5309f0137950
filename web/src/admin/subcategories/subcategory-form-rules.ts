// The subcategory form's rules (docs/product.md section 5): name and category required, sortOrder an
// integer falling back to 0, active unless unticked.
import { SUBCATEGORY_CATEGORIES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/types.js";
import type { SubcategoryRequest } from "./subcategories-api.js";

export interface SubcategoryFormValues {
  name: string;
  category: string;
  description: string;
  sortOrder: string;
  isActive: boolean;
}

export type SubcategoryFormErrors = Partial<Record<"name" | "category", string>>;

export function emptySubcategoryForm(): SubcategoryFormValues {
  return { name: "", category: SUBCATEGORY_CATEGORIES[0], description: "", sortOrder: "0", isActive: true };
}

export function subcategoryToForm(subcategory: Subcategory): SubcategoryFormValues {
  return {
    name: subcategory.name,
    category: subcategory.category || SUBCATEGORY_CATEGORIES[0],
    description: subcategory.description ?? "",
    sortOrder: String(subcategory.sortOrder ?? 0),
    isActive: subcategory.isActive !== false,
  };
}

/** "clothing" as the screens show it: "Clothing". */
export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}

export function checkSubcategoryForm(values: SubcategoryFormValues): SubcategoryFormErrors {
  const errors: SubcategoryFormErrors = {};
  if (values.name.trim() === "") errors.name = "Name is required";
  if (values.category.trim() === "") errors.category = "Category is required";
  return errors;
}

/** Whatever is typed as the sort order becomes a whole number; nothing usable becomes 0. */
export function sortOrderFrom(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

export function subcategoryRequestFromForm(values: SubcategoryFormValues): SubcategoryRequest {
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    sortOrder: sortOrderFrom(values.sortOrder),
    isActive: values.isActive,
  };
}
