/** A product's average of approved review stars, to one decimal; undefined with none (no stars shown, never a 0). */
export function ratingOf(count: number, sum: number): number | undefined {
  if (!(count > 0) || !(sum > 0)) return undefined;
  return Math.round((sum / count) * 10) / 10;
}
