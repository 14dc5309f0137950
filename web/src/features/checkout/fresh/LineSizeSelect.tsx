import { useId } from "react";

/**
 * The size of a cart or wishlist line, changeable on the line (issue 22 item 1). Sizes with no
 * piece left cannot be picked (the line's own size stays shown); an entry with no size yet
 * starts on "Choose size".
 */
export function LineSizeSelect({ productName, size, sizes, stockBySize, onChange }: {
  productName: string;
  size: string | undefined;
  sizes: readonly string[] | undefined;
  stockBySize: Record<string, number> | undefined;
  onChange(size: string): void;
}) {
  const id = useId();
  const offered = sizes && sizes.length > 0 ? sizes : size ? [size] : [];
  return (
    <span className="bag-line__size">
      <label htmlFor={id} className="bag-line__size-label">
        Size
      </label>
      <select id={id} className="select bag-line__size-select" value={size ?? ""} aria-label={`Size of ${productName}`} aria-invalid={size ? undefined : true} onChange={(event) => onChange(event.target.value)}>
        {size ? null : (
          <option value="" disabled>
            Choose size
          </option>
        )}
        {offered.map((option) => {
          const soldOut = stockBySize !== undefined && (stockBySize[option] ?? 0) <= 0;
          return (
            <option key={option} value={option} disabled={soldOut && option !== size}>
              {soldOut ? `${option} (sold out)` : option}
            </option>
          );
        })}
      </select>
    </span>
  );
}
