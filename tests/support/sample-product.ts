import type { ProductInput } from "../../functions/data/products.js";
import { DEFAULT_SIZE_GUIDE, DEFAULT_SIZES } from "../../shared/catalogue.js";

/** A complete product, with any field overridden. */
export function sampleProduct(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: "Indigo Block-Print Cotton Dress",
    description: "Hand block-printed cotton, breathable for Indian summers.",
    price: 1499,
    originalPrice: 1999,
    category: "clothing",
    subcategory: "Dress",
    brand: "Rangrez",
    stock: 10,
    images: ["/images/catalogue/sample.svg"],
    tags: ["cotton", "summer"],
    isActive: true,
    isFeatured: false,
    discount: 25,
    material: "Cotton",
    pattern: "Printed",
    color: "Blue",
    occasion: "Casual",
    sleeve_type: "Half Sleeve",
    neck_type: "Round Neck",
    fabric: "Cotton",
    wash_care: "Hand Wash",
    silhouette: "A-Line",
    length: "Calf Length",
    sizes: [...DEFAULT_SIZES],
    size_guide: DEFAULT_SIZE_GUIDE.map((row) => ({ ...row })),
    rating: 4.4,
    ...overrides,
  };
}
