// HSN codes (Harmonised System of Nomenclature) for what the shop sells, and the GST rate each
// code's schedule sets. Facts, from the GST rate schedules and the CBIC's rate FAQs:
//
// - Women's dresses, suits, ensembles, lehengas and kurta sets that are not knitted are apparel
//   of chapter 62, heading 6204 ("women's or girls' suits, ensembles, jackets, dresses, skirts,
//   trousers"). Knitted ones would be 6104, made-ups 63.
// - Apparel (chapters 61, 62, 63) is taxed by the sale value of a piece: from 22 September 2025
//   5% at or below ₹2,500 and 18% above (before then 5% up to ₹1,000 and 12% above).
// - A saree is an unstitched woven length, so it is classified as fabric by its fibre: 5007
//   woven fabrics of silk (silk and Banarasi silk sarees), 5208 woven cotton fabric of 85% or
//   more cotton weighing at most 200 g/m² (most cotton sarees; 5209 when heavier), 5407 woven
//   fabric of synthetic filament yarn (polyester georgette, chiffon, satin, organza, crepe),
//   5408 woven fabric of artificial filament yarn (viscose rayon).
// - Fabrics of chapters 50 to 55 are taxed at 5% whatever their price.
//
// Four digits are what a shop with a turnover of up to ₹5 crore must print (six above that);
// an admin can set a longer code for a product, which then wins.

/** 4, 6 or 8 digits. */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;

export const HSN = {
  womensDress: "6204",
  silkFabric: "5007",
  cottonFabric: "5208",
  syntheticFilamentFabric: "5407",
  artificialFilamentFabric: "5408",
} as const;

/** What decides a product's default HSN: its subcategory and what it is made of. */
export interface HsnSubject {
  subcategory?: string;
  material?: string;
  fabric?: string;
}

const isSaree = (subcategory: string | undefined) => /\bsaree/i.test(subcategory ?? "");

/** The default HSN for a product the admin gave none. */
export function defaultHsn(product: HsnSubject): string {
  if (!isSaree(product.subcategory)) return HSN.womensDress;
  const fibre = `${product.fabric ?? ""} ${product.material ?? ""}`.toLowerCase();
  if (/silk|banarasi/.test(fibre)) return HSN.silkFabric;
  if (/cotton|mulmul|khadi/.test(fibre)) return HSN.cottonFabric;
  if (/rayon|viscose/.test(fibre)) return HSN.artificialFilamentFabric;
  return HSN.syntheticFilamentFabric;
}

/** The product's own HSN if the admin set one, else the default for its kind and fibre. */
export function productHsn(product: HsnSubject & { hsn?: string }): string {
  return product.hsn && HSN_PATTERN.test(product.hsn) ? product.hsn : defaultHsn(product);
}

/**
 * The GST rate (percent) for one piece sold at `unitPricePaise` under `hsn`. Fabrics (chapters
 * 50 to 55) are 5%; everything else the shop sells is apparel, by the ₹2,500 rule.
 */
export function gstRatePercent(unitPricePaise: number, hsn?: string): 5 | 18 {
  const chapter = hsn ? Number(hsn.slice(0, 2)) : NaN;
  if (chapter >= 50 && chapter <= 55) return 5;
  return unitPricePaise <= 250_000 ? 5 : 18;
}
