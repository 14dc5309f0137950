import type { ProductFormErrors, ProductFormField, ProductFormValues } from "./product-form-values.js";

/** What every section of the product form is given: the values, their errors, and ways to change them. */
export interface ProductSectionProps {
  values: ProductFormValues;
  errors: ProductFormErrors;
  idOf(field: ProductFormField): string;
  /** The change handler of a text field. */
  text(field: TextField): (event: { target: { value: string } }) => void;
  set<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]): void;
}

/** The fields typed or chosen as text. */
export type TextField = { [K in ProductFormField]: ProductFormValues[K] extends string ? K : never }[ProductFormField];
