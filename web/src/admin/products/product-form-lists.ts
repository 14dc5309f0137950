// The product form's lists: sizes and tags added by prompt, the spec's choice lists, and the
// subcategory dropdown.
import { PRODUCT_FORM_CHOICES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";

export type ChoiceField = keyof typeof PRODUCT_FORM_CHOICES;

/**
 * A prompt's answer added to a list of sizes or tags. Cancelling (null) or an empty answer
 * changes nothing, and neither does one already listed.
 */
export function withEntry(list: readonly string[], answer: string | null): string[] {
  const entry = answer?.trim() ?? "";
  if (entry === "" || list.includes(entry)) return [...list];
  return [...list, entry];
}

export function withoutEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/**
 * A choice list from the spec, plus the product's own value when it is not one of them (the
 * demo's "Satin"), so opening and saving a product never silently changes it.
 */
export function choiceOptions(field: ChoiceField, current: string): string[] {
  const choices: readonly string[] = PRODUCT_FORM_CHOICES[field];
  const value = current.trim();
  return value === "" || choices.includes(value) ? [...choices] : [...choices, value];
}

export interface SubcategoryOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const byOrder = (a: Subcategory, b: Subcategory) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The subcategory dropdown (docs/product.md section 5): the chosen category's active subcategories by
 * sortOrder; when it has none, a disabled 'No subcategories available' and its inactive ones
 * marked '(Inactive)'. A product's current subcategory stays listed even when it would not be.
 */
export function subcategoryOptions(all: readonly Subcategory[], category: string, current: string): SubcategoryOption[] {
  const ofCategory = all.filter((s) => sameName(s.category, category)).sort(byOrder);
  const active = ofCategory.filter((s) => s.isActive);
  const inactive = ofCategory.filter((s) => !s.isActive);
  const options: SubcategoryOption[] =
    active.length > 0
      ? [{ value: "", label: "Select a subcategory" }, ...active.map((s) => ({ value: s.name, label: s.name }))]
      : [{ value: "", label: "No subcategories available", disabled: true }, ...inactive.map((s) => ({ value: s.name, label: `${s.name} (Inactive)` }))];
  const value = current.trim();
  if (value !== "" && !options.some((option) => option.value !== "" && sameName(option.value, value))) {
    const stored = ofCategory.find((s) => sameName(s.name, value));
    options.push({ value, label: stored ? `${value} (Inactive)` : `${value} (not found)` });
  }
  return options;
}
