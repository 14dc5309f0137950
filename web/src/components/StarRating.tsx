import type { CSSProperties } from "react";

// Five stars filled to the rating, with the number beside them (docs/product.md section 2, product card).
// Drawn as two masked boxes (grey stars, gold stars cut to the rating) rather than ten SVGs: a
// listing shows a rating on every card, and ten SVG elements each were half of a listing's
// elements, laid out and painted before its first paint.
export function StarRating({ value, size = 15 }: { value: number | undefined; size?: number }) {
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? (value as number) : 0));
  const shown = rating.toFixed(1);
  return (
    <span className="stars" role="img" aria-label={`Rated ${shown} out of 5`}>
      <span className="stars__track" aria-hidden="true" style={{ "--star-size": `${size}px` } as CSSProperties}>
        <span className="stars__fill" style={{ width: `${(rating / 5) * 100}%` }} />
      </span>
      <span className="stars__value" aria-hidden="true">
        {shown}
      </span>
    </span>
  );
}
