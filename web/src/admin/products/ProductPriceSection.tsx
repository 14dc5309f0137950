import { SELLER } from "@/config/seller.js";
import { defaultShippingWeight } from "@shared/shipping/weights.js";
import { defaultHsn } from "@shared/tax/hsn.js";
import { DiscountFigure } from "./DiscountFigure.js";
import { formDiscountPercent } from "./product-form-values.js";
import type { ProductSectionProps } from "./product-section.js";
import { ProductField } from "./ProductField.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";

/** Price, original price, and what the tax invoice and the courier need: HSN, weight, origin, maker. */
export function ProductPriceSection({ values, errors, idOf, text }: Omit<ProductSectionProps, "set">) {
  return (
    <AdminSection title="Price">
      <div className="mgmt-grid mgmt-grid--four">
        <ProductField id={idOf("price")} label="Price (₹)" required error={errors.price}>
          {(control) => (
            <input {...control} className="input" type="number" inputMode="decimal" min="0.01" step="0.01" value={values.price} onChange={text("price")} required />
          )}
        </ProductField>
        <ProductField id={idOf("originalPrice")} label="Original price (₹)" error={errors.originalPrice}>
          {(control) => (
            <input {...control} className="input" type="number" inputMode="decimal" min="0.01" step="0.01" value={values.originalPrice} onChange={text("originalPrice")} />
          )}
        </ProductField>
        <DiscountFigure percent={formDiscountPercent(values)} />
        <ProductField id={idOf("hsn")} label="HSN code (GST)" error={errors.hsn} hint={`Blank: ${defaultHsn(values)} for this kind and fabric.`}>
          {(control) => <input {...control} className="input" inputMode="numeric" maxLength={8} value={values.hsn} onChange={text("hsn")} placeholder={defaultHsn(values)} />}
        </ProductField>
        <ProductField id={idOf("shippingWeightGrams")} label="Shipping weight (g)" error={errors.shippingWeightGrams} hint={`Packed. Blank: ${defaultShippingWeight(values)} g for this subcategory.`}>
          {(control) => (
            <input {...control} className="input" type="number" inputMode="numeric" min="1" step="1" value={values.shippingWeightGrams} onChange={text("shippingWeightGrams")} placeholder={String(defaultShippingWeight(values))} />
          )}
        </ProductField>
        <ProductField id={idOf("countryOfOrigin")} label="Country of origin" error={errors.countryOfOrigin} hint={`Blank: ${SELLER.countryOfOrigin}.`}>
          {(control) => <input {...control} className="input" maxLength={60} value={values.countryOfOrigin} onChange={text("countryOfOrigin")} placeholder={SELLER.countryOfOrigin} />}
        </ProductField>
        <ProductField id={idOf("maker")} label="Maker or brand owner, with address" error={errors.maker} hint="Blank: the shop itself, with its address.">
          {(control) => <input {...control} className="input" maxLength={300} value={values.maker} onChange={text("maker")} placeholder={`${SELLER.legalName}, ${SELLER.address}`} />}
        </ProductField>
      </div>
    </AdminSection>
  );
}
