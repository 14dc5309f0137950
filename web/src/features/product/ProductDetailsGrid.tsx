import type { Product } from "@shared/schemas/product-record.js";
import { LabelledRows } from "./LabelledRows.js";
import { ProductSection } from "./ProductSection.js";

/** The details the product has, in the spec's order; a detail left blank is left out, not shown as "—". */
export function ProductDetailsGrid({ product }: { product: Product }) {
  const rows = (
    [
      ["Material", product.material],
      ["Pattern", product.pattern],
      ["Color", product.color],
      ["Occasion", product.occasion],
      ["Fabric", product.fabric],
      ["Wash Care", product.wash_care],
      ["Silhouette", product.silhouette],
      ["Length", product.length],
      ["Sleeve", product.sleeve_type],
      ["Neck", product.neck_type],
    ] as Array<[string, string | undefined]>
  ).filter((row): row is [string, string] => typeof row[1] === "string" && row[1].trim() !== "");
  if (rows.length === 0) return null;
  return (
    <ProductSection headingId="details-heading" title="Product Details">
      <LabelledRows rows={rows} className="details-grid" rowClassName="details-grid__row" />
    </ProductSection>
  );
}
