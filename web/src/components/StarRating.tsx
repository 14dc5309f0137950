// Five stars filled to the rating, with the number beside them (docs/product.md section 2, product card).
function Stars({ size }: { size: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </>
  );
}

export function StarRating({ value, size = 15 }: { value: number | undefined; size?: number }) {
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? (value as number) : 0));
  const shown = rating.toFixed(1);
  return (
    <span className="stars" role="img" aria-label={`Rated ${shown} out of 5`}>
      <span className="stars__track" aria-hidden="true">
        <Stars size={size} />
        <span className="stars__fill" style={{ width: `${(rating / 5) * 100}%` }}>
          <Stars size={size} />
        </span>
      </span>
      <span className="stars__value" aria-hidden="true">
        {shown}
      </span>
    </span>
  );
}
