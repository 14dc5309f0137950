// The product form's "Made to measure" section (issue 26): how the product is bought, its options
// one per line ("Blouse neck | 0 | Round neck, Boat neck | Blouse stitching"), lead time and stock.
import type { BuyAs, CustomOption, CustomStock } from "@shared/made-to-measure/custom-options.js";
import { optionsText, parseOptionsText } from "@shared/made-to-measure/options-text.js";
import type { Product } from "@shared/schemas/product-record.js";

export interface CustomFitForm {
  buyAs: BuyAs;
  optionsText: string;
  leadMin: string;
  leadMax: string;
  customStock: CustomStock;
}

/** What the form adds to the product request; nothing for a product that was never made to measure. */
export interface CustomFitRequest {
  buyAs?: BuyAs;
  customOptions?: CustomOption[];
  leadTimeDays?: { min: number; max: number };
  customStock?: CustomStock;
}

export function customFitForm(product: Product | null): CustomFitForm {
  const options = product?.customOptions ?? [];
  return {
    buyAs: product?.buyAs ?? (product?.customMade ? "custom" : "ready"),
    optionsText: optionsText(options),
    leadMin: String(product?.leadTimeDays?.min ?? 10),
    leadMax: String(product?.leadTimeDays?.max ?? 12),
    customStock: product?.customStock ?? "none",
  };
}

/** The options typed one per line, or the first line that cannot be read (shared with the products CSV). */
export const parseOptions = (text: string, existing?: readonly CustomOption[]) => parseOptionsText(text, existing);

export function customFitRequest(form: CustomFitForm, product: Product | null): CustomFitRequest | { error: string } {
  const wasCustom = product?.buyAs !== undefined || product?.customMade === true;
  if (form.buyAs === "ready" && !wasCustom && form.optionsText.trim() === "") return {};
  const parsed = parseOptions(form.optionsText, product?.customOptions);
  if ("error" in parsed) return parsed;
  const min = Number(form.leadMin);
  const max = Number(form.leadMax);
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) return { error: "Lead time must be whole days, the first not more than the second" };
  return { buyAs: form.buyAs, customOptions: parsed.options, leadTimeDays: { min, max }, customStock: form.customStock };
}
