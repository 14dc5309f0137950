// One material value per product (issue 22 item 7): the storefront's filter, the menus, search and
// the admin's form all speak of these eight, so "Banarasi Silk" and "Pure Silk" are Silk everywhere.
// Free text (an old product, a CSV) is read into the list; what the list lacks is kept as written.

export const SHOP_MATERIALS = ["Cotton", "Silk", "Rayon", "Georgette", "Organza", "Satin", "Chiffon", "Crepe"] as const;
export type ShopMaterial = (typeof SHOP_MATERIALS)[number];

/** Whether a word (any case) is one of the eight. */
export function isShopMaterial(word: string): boolean {
  return SHOP_MATERIALS.some((material) => material.toLowerCase() === word.trim().toLowerCase());
}

/** Words a shop or a supplier writes for one of the eight (lower case, accents removed). */
const SPELLINGS: Readonly<Record<string, ShopMaterial>> = {
  ...Object.fromEntries(SHOP_MATERIALS.map((material) => [material.toLowerCase(), material])),
  mulmul: "Cotton",
  khadi: "Cotton",
  cambric: "Cotton",
  voile: "Cotton",
  resham: "Silk",
  katan: "Silk",
  tussar: "Silk",
  tussah: "Silk",
  muga: "Silk",
  viscose: "Rayon",
  crape: "Crepe",
};

const words = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

const titleCase = (text: string) => text.replace(/\S+/g, (word) => word.charAt(0).toUpperCase() + word.slice(1));

/**
 * The material a text names. The last word the list knows decides, as the last word names the
 * cloth in English ("Banarasi Silk", "Silk Georgette", "Cotton Silk"); a text naming none of
 * them is kept, tidied ("linen" reads "Linen"); blank stays blank.
 */
export function normaliseMaterial(text: string): string;
export function normaliseMaterial(text: string | undefined): string | undefined;
export function normaliseMaterial(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const known = words(text)
    .map((word) => SPELLINGS[word])
    .filter((material) => material !== undefined);
  if (known.length > 0) return known[known.length - 1];
  return titleCase(text.trim().replace(/\s+/g, " "));
}

/** A product with its material read into the list (absent stays absent). */
export function withShopMaterial<T extends { material?: string }>(product: T): T {
  if (product.material === undefined) return product;
  const material = normaliseMaterial(product.material);
  return material === product.material ? product : { ...product, material };
}
