import { sareeGuideRows, type SareeBlouse } from "@shared/saree-blouse.js";
import { ProductSection } from "./ProductSection.js";

/** A saree's size guide (issue 40): the cloth's length and width and its blouse piece, not body measurements. */
export function SareeSizeGuide({ blouse }: { blouse: SareeBlouse }) {
  return (
    <ProductSection headingId="size-guide-heading" title="Size Guide">
      <table className="size-guide">
        <caption className="visually-hidden">The saree and its blouse piece, in metres</caption>
        <tbody>
          {sareeGuideRows(blouse).map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field__hint">
        Free size: one length drapes every figure. The blouse is what fits{blouse.sizes.length > 0 ? `: stitched in ${blouse.sizes.join(", ")}, or left unstitched` : ""}.
      </p>
    </ProductSection>
  );
}
