import { createHash } from "node:crypto";
import type { ProductInput } from "../functions/data/products.js";
import { BROWSE_CATEGORIES, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_FORM_CHOICES } from "../shared/catalogue.js";

/** A photo's address as an upload makes it (shared/media.ts): a 24-hex id per picture, its largest variant. */
const photo = (n: number) => `/media/${createHash("sha256").update(`bench-photo-${n}`).digest("hex").slice(0, 24)}/1600x2133.webp`;

/**
 * A deterministic catalogue of any size, shaped like the demo one, for measuring at scale. Its
 * pictures are uploaded photos' addresses, one of its own per picture, as a real shop's are.
 */
export function syntheticCatalogue(count: number, first = 0): ProductInput[] {
  const materials = [...new Set([...BROWSE_CATEGORIES.material.types, "banarasi silk", "chiffon", "crepe"])];
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  return Array.from({ length: count }, (_, k) => {
    const i = first + k;
    const subcategory = pick(["Dress", "Saree", "Custom Made"], i);
    const material = pick(materials, i * 7 + 3);
    const price = 799 + ((i * 7919) % 24000);
    return {
      name: `${pick(PRODUCT_FORM_CHOICES.color, i)} ${material} ${subcategory} No. ${i + 1}`,
      description: `A ${pick(PRODUCT_FORM_CHOICES.pattern, i).toLowerCase()} ${material} ${subcategory.toLowerCase()} for ${pick(PRODUCT_FORM_CHOICES.occasion, i).toLowerCase()} days, finished by hand in our workshop.`,
      price,
      originalPrice: price + 500,
      category: "clothing",
      subcategory,
      brand: "Rangrez",
      stock: 5 + (i % 30),
      images: [photo(2 * i), photo(2 * i + 1)],
      tags: [material, pick(["festive", "designer", "fancy", "everyday"], i)],
      isActive: true,
      isFeatured: i % 9 === 0,
      discount: Math.round((500 / (price + 500)) * 100),
      material: material.replace(/\b\w/g, (c) => c.toUpperCase()),
      pattern: pick(PRODUCT_FORM_CHOICES.pattern, i),
      color: pick(PRODUCT_FORM_CHOICES.color, i),
      occasion: pick(PRODUCT_FORM_CHOICES.occasion, i),
      fabric: pick(PRODUCT_FORM_CHOICES.fabric, i),
      wash_care: pick(PRODUCT_FORM_CHOICES.wash_care, i),
      silhouette: pick(PRODUCT_FORM_CHOICES.silhouette, i),
      ...(subcategory === "Dress" ? { sleeve_type: pick(PRODUCT_FORM_CHOICES.sleeve_type, i), neck_type: pick(PRODUCT_FORM_CHOICES.neck_type, i), length: pick(PRODUCT_FORM_CHOICES.length, i) } : {}),
      sizes: i % 4 === 0 ? [...DEFAULT_SIZES, "XXL"] : [...DEFAULT_SIZES],
      size_guide: DEFAULT_SIZE_GUIDE.map((row) => ({ ...row })),
      rating: 3.6 + ((i * 13) % 15) / 10,
    };
  });
}
