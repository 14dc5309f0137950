// Catalogue constants of docs/product.md sections 2 and 9.
import { SHOP_MATERIALS } from "./materials.js";

export const BRAND_NAME = "Rangrez";

/** The three browsing roots and the types each offers in the header menus. */
export const BROWSE_CATEGORIES = {
  dress: { label: "Dresses", types: ["cotton", "rayon", "organza", "georgette", "satin"] },
  saree: { label: "Sarees", types: ["cotton", "fancy", "banarasi", "silk", "georgette", "designer"] },
  material: { label: "Materials", types: ["cotton", "rayon", "organza", "georgette", "satin", "silk"] },
} as const;
export type BrowseCategory = keyof typeof BROWSE_CATEGORIES;

export const PRODUCT_CATEGORIES = ["clothing"] as const;
export const SUBCATEGORY_CATEGORIES = ["clothing", "accessories", "footwear"] as const;

/** The filter's materials: the shop's list (shared/materials.ts), in lower case as the spec's filter keeps them. */
export const FILTER_MATERIALS = SHOP_MATERIALS.map((material) => material.toLowerCase());
export const FILTER_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export const DEFAULT_PRICE_RANGE = { min: 0, max: 100000 } as const;

export const SORT_OPTIONS = ["default", "price-low-high", "price-high-low", "newest", "popular"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DEFAULT_SIZES = ["XS", "S", "M", "L", "XL"] as const;
export const DEFAULT_SIZE_GUIDE = [
  { size: "XS", bust: "32", waist: "26" },
  { size: "S", bust: "34", waist: "28" },
  { size: "M", bust: "36", waist: "30" },
  { size: "L", bust: "38", waist: "32" },
  { size: "XL", bust: "40", waist: "34" },
] as const;

export const PRODUCT_FORM_CHOICES = {
  // One value per product, the filter's (issue 22 item 7); "Banarasi Silk" stays a fabric.
  material: SHOP_MATERIALS,
  fabric: ["Cotton", "Silk", "Georgette", "Rayon", "Organza", "Banarasi Silk"],
  pattern: ["Solid", "Printed", "Embroidered", "Zari Work", "Traditional Motifs"],
  color: ["Red", "Blue", "Green", "Pink", "Black", "Gold", "Maroon", "Purple"],
  occasion: ["Casual", "Festive", "Wedding", "Party", "Cultural", "Cocktail"],
  sleeve_type: ["Sleeveless", "Half Sleeve", "Full Sleeve", "Cap Sleeve"],
  neck_type: ["Round Neck", "V-Neck", "Sweetheart", "Square Neck"],
  wash_care: ["Machine Wash", "Dry Clean Only", "Hand Wash"],
  silhouette: ["A-Line", "Straight", "Traditional", "Mermaid"],
  length: ["Knee Length", "Ankle Length", "Calf Length"],
} as const;

/** Short ids show the last 6 characters. */
export function shortId(id: string): string {
  return id.slice(-6);
}
