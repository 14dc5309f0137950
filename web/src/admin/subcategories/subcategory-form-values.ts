// What the subcategory form holds; its rules are subcategoryFormSchema's.
import { SUBCATEGORY_CATEGORIES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";

export type SubcategoryFormValues = { name: string; category: string; description: string; sortOrder: string; isActive: boolean };

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
