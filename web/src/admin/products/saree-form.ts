// The product form's "Saree" section (issue 40): a saree is sold in Free size with a blouse
// choice. The owner ticks it (a subcategory's name is free text and can be renamed, so the shop
// does not guess from it); the blouse sizes and the size guide's measures are typed here.
import { BLOUSE_SIZES, FREE_SIZE, SAREE_MEASURES, type SareeBlouse } from "@shared/saree-blouse.js";
import type { Product } from "@shared/schemas/product-record.js";

export interface SareeForm {
  isSaree: boolean;
  /** The blouse sizes, separated by commas ("XS, S, M, L, XL"); blank: unstitched only. */
  sizesText: string;
  sareeLength: string;
  sareeWidth: string;
  blousePieceLength: string;
}

export function sareeForm(product: Product | null): SareeForm {
  const blouse = product?.blouse;
  return {
    isSaree: !!blouse,
    sizesText: (blouse?.sizes ?? BLOUSE_SIZES).join(", "),
    sareeLength: String(blouse?.sareeLength ?? SAREE_MEASURES.sareeLength),
    sareeWidth: String(blouse?.sareeWidth ?? SAREE_MEASURES.sareeWidth),
    blousePieceLength: String(blouse?.blousePieceLength ?? SAREE_MEASURES.blousePieceLength),
  };
}

const METRES = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * What the form adds to the request: the saree's blouse, null to stop selling it as a saree, or
 * nothing for a product that never was one. Measures must read as metres.
 */
export function sareeRequest(form: SareeForm, product: Product | null): { blouse?: SareeBlouse | null } | { error: string } {
  if (!form.isSaree) return product?.blouse ? { blouse: null } : {};
  const measures = { sareeLength: form.sareeLength, sareeWidth: form.sareeWidth, blousePieceLength: form.blousePieceLength };
  const wrong = Object.entries(measures).find(([, text]) => !METRES.test(text.trim()) || Number(text) <= 0);
  if (wrong) return { error: "Saree length, width and blouse piece are metres, such as 5.5" };
  const sizes = [...new Set(form.sizesText.split(",").map((size) => size.trim()).filter((size) => size !== ""))];
  return { blouse: { sizes, sareeLength: Number(form.sareeLength), sareeWidth: Number(form.sareeWidth), blousePieceLength: Number(form.blousePieceLength) } };
}

/** Ticking makes the form's sizes Free size, with every piece typed so far in its one count. */
export function sareeStock(stockTotal: number): { sizes: string[]; stockBySize: Record<string, string> } {
  return { sizes: [FREE_SIZE], stockBySize: { [FREE_SIZE]: String(stockTotal) } };
}
