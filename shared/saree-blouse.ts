// Sarees (issue 40): a saree is one length of cloth, so it is sold in one size, "Free size"; what
// varies is its blouse, which comes as an unstitched piece, stitched to a standard size, or
// stitched to the shopper's measure (the made-to-measure flow, shared/made-to-measure/).
// A product declares it with `blouse` (docs/product.md, "Sarees"). Pure rules shared by the
// server, the admin form and the storefront.

import { DEFAULT_SIZES } from "./catalogue.js";

/** The one size a saree is sold in. */
export const FREE_SIZE = "Free size";

/** The sizes the shop stitches a blouse to when the admin names none: its standard sizes. */
export const BLOUSE_SIZES: readonly string[] = DEFAULT_SIZES;

/** A saree's usual measures, in metres: 5.5 m by 1.1 m, with a 0.8 m blouse piece. */
export const SAREE_MEASURES = { sareeLength: 5.5, sareeWidth: 1.1, blousePieceLength: 0.8 } as const;

/** How a product is a saree: the blouse sizes it is stitched to, and the size guide's measures. */
export interface SareeBlouse {
  /** Standard sizes the blouse is stitched to ("Blouse stitched, size M"); none: unstitched only. */
  sizes: string[];
  /** Metres. */
  sareeLength: number;
  sareeWidth: number;
  blousePieceLength: number;
}

export const BLOUSE_STITCHES = ["unstitched", "standard", "measure"] as const;
export type BlouseStitch = (typeof BLOUSE_STITCHES)[number];

/** What the shopper chose for the blouse; "measure" lines carry the made-to-measure choice too. */
export type BlouseChoice = { stitch: "unstitched" } | { stitch: "standard"; size: string } | { stitch: "measure" };

export const isSaree = (product: { blouse?: SareeBlouse | null }): product is { blouse: SareeBlouse } => !!product.blouse;

/**
 * The blouse a saree line is for. Without a word from the browser (a wishlist or an older cart
 * sends none) it is the piece as the saree comes, unstitched; a made-to-measure line is stitched
 * to measure.
 */
export function blouseOf(line: { blouse?: BlouseChoice; custom?: unknown }): BlouseChoice {
  if (line.custom) return { stitch: "measure" };
  return line.blouse ?? { stitch: "unstitched" };
}

/** Why this blouse cannot be had on this product, in words for the shopper; null when it can. */
export function blouseProblem(product: { name: string; blouse?: SareeBlouse | null }, line: { blouse?: BlouseChoice; custom?: unknown }): string | null {
  if (!isSaree(product)) return line.blouse ? `${product.name} is not a saree: it has no blouse to choose.` : null;
  if (line.blouse?.stitch === "measure" && !line.custom) return `Choose your measurements for the blouse of ${product.name}.`;
  if (line.custom && line.blouse && line.blouse.stitch !== "measure") return `A blouse of ${product.name} is stitched either to a size or to measure, not both.`;
  const blouse = blouseOf(line);
  if (blouse.stitch === "standard" && !product.blouse.sizes.includes(blouse.size)) {
    return product.blouse.sizes.length === 0
      ? `The blouse of ${product.name} comes unstitched only.`
      : `The blouse of ${product.name} is stitched in ${product.blouse.sizes.join(", ")}, not ${blouse.size}.`;
  }
  return null;
}

/** The blouse in words: "Blouse piece, unstitched", "Blouse stitched, size M", "Blouse stitched to measure". */
export function blouseText(blouse: BlouseChoice): string {
  if (blouse.stitch === "standard") return `Blouse stitched, size ${blouse.size}`;
  if (blouse.stitch === "measure") return "Blouse stitched to measure";
  return "Blouse piece, unstitched";
}

/** A saree line's size as the cart, the order and the shop's screens say it: "Free size · Blouse stitched, size M". */
export function sareeLineText(line: { size: string; blouse?: BlouseChoice; custom?: unknown }): string {
  return `${line.size} · ${blouseText(blouseOf(line))}`;
}

/** One key per distinct blouse, so the same saree with another blouse is a line of its own. */
export function blouseKey(blouse: BlouseChoice | undefined): string {
  if (!blouse) return "";
  return blouse.stitch === "standard" ? `standard:${blouse.size}` : blouse.stitch;
}

/**
 * A saree's stock is one count, under Free size. The blouse piece is cut from the saree itself
 * and stitching is the tailor's time, not a piece on a shelf: so no blouse choice (unstitched,
 * standard size or to measure) splits the count, and every line of the saree holds from the same
 * conditional figure, which is what keeps two buyers of the last one from both having it.
 * An older count kept per size (XS-XL) folds into it whole: nothing is lost.
 */
export function freeSizeStock(stockBySize: Readonly<Record<string, number>> | undefined, total: number): Record<string, number> {
  if (!stockBySize || Object.keys(stockBySize).length === 0) return { [FREE_SIZE]: Math.max(0, Math.trunc(total || 0)) };
  const pieces = Object.values(stockBySize).reduce((sum, count) => sum + Math.max(0, Math.trunc(Number(count) || 0)), 0);
  return { [FREE_SIZE]: pieces };
}

/** The size guide of a saree: the cloth's measures, not body measurements. */
export function sareeGuideRows(blouse: SareeBlouse): Array<{ label: string; value: string }> {
  return [
    { label: "Saree length", value: metres(blouse.sareeLength) },
    { label: "Saree width", value: metres(blouse.sareeWidth) },
    { label: "Blouse piece", value: metres(blouse.blousePieceLength) },
  ];
}

const metres = (value: number) => `${Number(value.toFixed(2))} m`;

/** A line's size in words: "Size M", or a saree's "Free size · Blouse stitched, size M". */
export function lineSizeText(line: { size: string; blouse?: BlouseChoice; custom?: unknown }): string {
  return line.blouse ? sareeLineText(line) : `Size ${line.size}`;
}

/**
 * Where a piece coming back goes on the shelf: its own size, or, for a saree sold in sizes before
 * it became Free size, the saree's one count (nothing is lost). Undefined: a size no longer offered.
 */
export function shelfSizeOf(product: { sizes: readonly string[]; blouse?: SareeBlouse | null }, size: string): string | undefined {
  if (product.sizes.includes(size)) return size;
  return isSaree(product) && product.sizes.includes(FREE_SIZE) ? FREE_SIZE : undefined;
}
