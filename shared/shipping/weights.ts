// A product's shipping weight: its own `shippingWeightGrams`, or its kind's default. Defaults go by
// subcategory first (a saree in its box weighs twice a dress) and then by top category.

const BY_SUBCATEGORY: Readonly<Record<string, number>> = { saree: 800, dress: 400, "custom made": 600 };
const BY_CATEGORY: Readonly<Record<string, number>> = { clothing: 500, accessories: 200, footwear: 900 };
const FALLBACK_GRAMS = 500;

export const MAX_SHIPPING_WEIGHT_GRAMS = 30000;

/** The default weight in grams, packed, of a product of this subcategory and category. */
export function defaultShippingWeight(product: { subcategory?: string; category?: string }): number {
  return BY_SUBCATEGORY[(product.subcategory ?? "").trim().toLowerCase()] ?? BY_CATEGORY[(product.category ?? "").trim().toLowerCase()] ?? FALLBACK_GRAMS;
}

export function shippingWeightOf(product: { shippingWeightGrams?: number; subcategory?: string; category?: string }): number {
  return product.shippingWeightGrams ?? defaultShippingWeight(product);
}
