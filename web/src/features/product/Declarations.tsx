import { declarationsOf } from "@shared/declarations.js";
import type { Product } from "@shared/schemas/product-record.js";
import { SELLER } from "@/config/seller.js";
import { LabelledRows } from "./LabelledRows.js";
import { ProductSection } from "./ProductSection.js";

/** The declarations Legal Metrology rule 6(10) asks of the product page (shared/declarations.ts). */
export function Declarations({ product, size }: { product: Product; size: string }) {
  const said = declarationsOf(product, size, SELLER);
  const rows: Array<[string, string]> = [
    ["Price", said.mrp],
    ["Size", said.size],
    ["Country of origin", said.countryOfOrigin],
    ["Manufactured or marketed by", said.maker],
    ["Consumer care", said.consumerCare],
  ];
  return (
    <ProductSection headingId="declarations-heading" title="Product declarations" className="product__declarations">
      <LabelledRows rows={rows} className="product__declaration-list" rowClassName="product__declaration" />
    </ProductSection>
  );
}
