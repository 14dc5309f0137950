import { createHash } from "node:crypto";
import type { ProductInput } from "../functions/data/products.js";
import { BROWSE_CATEGORIES, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_FORM_CHOICES } from "../shared/catalogue.js";

/** A photo's address as an upload makes it (shared/media.ts): a 24-hex id per picture, its largest variant. */
const photo = (n: number) => `/media/${createHash("sha256").update(`bench-photo-${n}`).digest("hex").slice(0, 24)}/1600x2133.webp`;

/**
 * A description as long as a boutique writes one (about 500-900 characters: the piece, its
 * fabric and work, how it drapes, blouse and care), not the one-line stand-in.
 */
function shopDescription(i: number, material: string, subcategory: string, pick: <T>(list: readonly T[], i: number) => T): string {
  const occasion = pick(PRODUCT_FORM_CHOICES.occasion, i).toLowerCase();
  const sentences = [
    `A ${pick(PRODUCT_FORM_CHOICES.pattern, i).toLowerCase()} ${material} ${subcategory.toLowerCase()} for ${occasion} days, finished by hand in our workshop.`,
    `The ${pick(PRODUCT_FORM_CHOICES.color, i + 3).toLowerCase()} border carries ${pick(["zari", "resham", "gota patti", "mirror", "sequin"], i)} work woven through the pallu, and the body is scattered with small buttis that catch the light as she moves.`,
    `${material.replace(/\b\w/, (c) => c.toUpperCase())} drapes softly and holds its pleats through a long evening; it is light enough for an Indian summer and rich enough for a wedding reception.`,
    subcategory === "Saree" ? "It comes with an unstitched blouse piece of 0.8 metres in a matching shade; our tailors can stitch it to her measurements on request." : "It is cut to our size chart with a little extra at the seams, so a local tailor can take it in or let it out by an inch.",
    `Colours may look a shade different on screens. ${pick(PRODUCT_FORM_CHOICES.wash_care, i)}: iron on low heat from the reverse, and store it folded in a muslin cloth away from direct sunlight.`,
    i % 3 === 0 ? "Each piece is woven on a handloom, so small irregularities in the weave are its signature, not a flaw." : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

export interface SyntheticOptions {
  /** Descriptions as long as a shop's (the scale benchmark); the one-line stand-in otherwise. */
  fullText?: boolean;
}

/**
 * A deterministic catalogue of any size, shaped like the demo one, for measuring at scale. Its
 * pictures are uploaded photos' addresses, one of its own per picture, as a real shop's are.
 */
export function syntheticCatalogue(count: number, first = 0, options: SyntheticOptions = {}): ProductInput[] {
  const materials = [...new Set([...BROWSE_CATEGORIES.material.types, "banarasi silk", "chiffon", "crepe"])];
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  return Array.from({ length: count }, (_, k) => {
    const i = first + k;
    const subcategory = pick(["Dress", "Saree", "Custom Made"], i);
    const material = pick(materials, i * 7 + 3);
    const price = 799 + ((i * 7919) % 24000);
    return {
      name: `${pick(PRODUCT_FORM_CHOICES.color, i)} ${material} ${subcategory} No. ${i + 1}`,
      description: options.fullText
        ? shopDescription(i, material, subcategory, pick)
        : `A ${pick(PRODUCT_FORM_CHOICES.pattern, i).toLowerCase()} ${material} ${subcategory.toLowerCase()} for ${pick(PRODUCT_FORM_CHOICES.occasion, i).toLowerCase()} days, finished by hand in our workshop.`,
      price,
      originalPrice: price + 500,
      category: "clothing",
      subcategory,
      brand: "Rangrez",
      stock: 5 + (i % 30),
      images: options.fullText ? [photo(4 * i), photo(4 * i + 1), photo(4 * i + 2), photo(4 * i + 3)].slice(0, 2 + (i % 3)) : [photo(2 * i), photo(2 * i + 1)],
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
