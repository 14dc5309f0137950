// Sizes in order, so an exchange from M to L reads as one size up. A product's own list of sizes
// is its order; sizes it no longer offers fall back to the shop's ladder, then to numbers (32, 34).

const LADDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL", "5XL"];

function placeOf(size: string, sizes: readonly string[]): number | undefined {
  const own = sizes.indexOf(size);
  if (own >= 0) return own;
  return undefined;
}

function ladderPlace(size: string): number | undefined {
  const upper = size.trim().toUpperCase();
  const rung = LADDER.indexOf(upper === "2XL" ? "XXL" : upper);
  if (rung >= 0) return rung;
  const number = Number(upper);
  return Number.isFinite(number) && upper !== "" ? 100 + number : undefined;
}

/** Sizes up (positive) or down from `from` to `to`; undefined when the two cannot be placed. */
export function sizeSteps(from: string, to: string, sizes: readonly string[] = []): number | undefined {
  const a = placeOf(from, sizes);
  const b = placeOf(to, sizes);
  if (a !== undefined && b !== undefined) return b - a;
  const x = ladderPlace(from);
  const y = ladderPlace(to);
  if (x === undefined || y === undefined) return undefined;
  // Numbered sizes go up in twos (32, 34, 36): one step is 2.
  return x >= 100 && y >= 100 ? Math.round((y - x) / 2) : y - x;
}

/** Whether `a` is the larger size (ties and sizes that cannot be placed: false). */
export const isLarger = (a: string, b: string, sizes: readonly string[] = []) => (sizeSteps(b, a, sizes) ?? 0) > 0;
