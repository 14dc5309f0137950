import type { CSSProperties } from "react";

// Five stars filled to the rating, with the number beside them (docs/product.md section 2, product card).
// Drawn as two masked boxes (grey stars, gold stars cut to the rating) rather than ten SVGs: a
// listing shows a rating on every card, and ten SVG elements each were half of a listing's
// elements, laid out and painted before its first paint. No rating (no approved reviews): nothing
// at all, never 0.0 stars (issue 27).
export function StarRating({ value, size = 15, count }: { value: number | undefined; size?: number; count?: number }) {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const rating = Math.min(5, value);
  const shown = rating.toFixed(1);
  const reviews = count === undefined ? "" : ` from ${count} review${count === 1 ? "" : "s"}`;
  return (
    <span className="stars" role="img" aria-label={`Rated ${shown} out of 5${reviews}`}>
      <span className="stars__track" aria-hidden="true" style={{ "--star-size": `${size}px` } as CSSProperties}>
        <span className="stars__fill" style={{ width: `${(rating / 5) * 100}%` }} />
      </span>
      <span className="stars__value" aria-hidden="true">
        {shown}
        {count === undefined ? null : <span className="stars__count"> ({count})</span>}
      </span>
    </span>
  );
}
