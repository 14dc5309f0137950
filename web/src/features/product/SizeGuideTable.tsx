import { DEFAULT_SIZE_GUIDE } from "@shared/catalogue.js";
import type { SizeGuideRow } from "@shared/schemas/product.js";
import { ProductSection } from "./ProductSection.js";

/** Bust and waist for each size, in inches; the shop's default guide when the product has none. */
export function SizeGuideTable({ rows }: { rows: readonly SizeGuideRow[] | undefined }) {
  const guide = rows && rows.length > 0 ? rows : DEFAULT_SIZE_GUIDE;
  return (
    <ProductSection headingId="size-guide-heading" title="Size Guide">
      <table className="size-guide">
        <caption className="visually-hidden">Body measurements in inches</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Bust (in)</th>
            <th scope="col">Waist (in)</th>
          </tr>
        </thead>
        <tbody>
          {guide.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.bust}</td>
              <td>{row.waist}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ProductSection>
  );
}
