import { buyAsOf, isCustomSize, leadTimeOf, type MadeToMeasureProduct } from "./custom-options.js";

// How long a parcel waits for its tailor (issue 40): the delivery promise adds it before dispatch.

type Stitched = Pick<MadeToMeasureProduct, "buyAs" | "customMade" | "leadTimeDays">;

export interface ParcelPiece {
  product: string;
  size?: string;
  /** A cart or checkout line made to measure carries its choice. */
  custom?: unknown;
}

/**
 * A line is stitched for her when it carries a custom choice, is bought in a custom piece's
 * reserved size, or its product is sold only made to measure (an older `customMade` product sold
 * in sizes is stitched too, the tailor confirming by phone).
 */
export function isStitchedLine(line: ParcelPiece, product: Stitched): boolean {
  return line.custom !== undefined || (line.size !== undefined && isCustomSize(line.size)) || buyAsOf(product) === "custom";
}

/** The longest lead time ("to" figure) of the parcel's stitched lines; 0 when all are ready-made. */
export function parcelStitchingDays(lines: readonly ParcelPiece[], products: ReadonlyMap<string, Stitched>): number {
  let days = 0;
  for (const line of lines) {
    const product = products.get(line.product);
    if (product && isStitchedLine(line, product)) days = Math.max(days, leadTimeOf(product).max);
  }
  return days;
}
