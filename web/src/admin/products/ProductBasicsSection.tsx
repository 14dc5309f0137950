import { RefreshCw } from "lucide-react";
import { useMemo, type Ref } from "react";
import { PRODUCT_CATEGORIES } from "@shared/catalogue.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";
import { categoryLabel } from "@/admin/subcategories/subcategory-form-values.js";
import { subcategoryOptions } from "./product-form-lists.js";
import type { ProductSectionProps } from "./product-section.js";
import { ProductField } from "./ProductField.js";
import { Options } from "@/components/ui/form/Options.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";

interface BasicsProps extends ProductSectionProps {
  nameRef: Ref<HTMLInputElement>;
  subcategories: readonly Subcategory[];
  subcategoriesError: string | null;
  refreshingSubcategories: boolean;
  onRefreshSubcategories(): void;
}

/** Name, category, subcategory, brand and description. */
export function ProductBasicsSection({ values, errors, idOf, text, set, nameRef, subcategories, subcategoriesError, refreshingSubcategories, onRefreshSubcategories }: BasicsProps) {
  const subcategoryChoices = useMemo(() => subcategoryOptions(subcategories, values.category, values.subcategory), [subcategories, values.category, values.subcategory]);
  return (
    <AdminSection title="Basics">
      <div className="mgmt-grid">
        <ProductField id={idOf("name")} label="Name" required error={errors.name} className="mgmt-grid__wide">
          {(control) => <input {...control} ref={nameRef} className="input" value={values.name} onChange={text("name")} maxLength={150} required />}
        </ProductField>
        <ProductField id={idOf("category")} label="Category" required error={errors.category}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={values.category}
              required
              onChange={(event) => {
                set("category", event.target.value);
                set("subcategory", "");
              }}
            >
              <Options values={PRODUCT_CATEGORIES} label={categoryLabel} />
            </select>
          )}
        </ProductField>
        <ProductField
          id={idOf("subcategory")}
          label="Subcategory"
          error={errors.subcategory}
          hint={subcategoriesError ?? undefined}
        >
          {(control) => (
            <>
              <select {...control} className="select" value={values.subcategory} onChange={text("subcategory")}>
                {subcategoryChoices.map((option) => (
                  <option key={option.value || "-"} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </select>
              {/* Subcategories added in another tab since this form opened appear without losing the form. */}
              <button type="button" className="btn btn--ghost btn--small mgmt-refresh" onClick={onRefreshSubcategories} disabled={refreshingSubcategories}>
                <RefreshCw size={16} aria-hidden="true" className={refreshingSubcategories ? "mgmt-spin" : undefined} />
                Refresh Subcategories
              </button>
            </>
          )}
        </ProductField>
        <ProductField id={idOf("brand")} label="Brand">
          {(control) => <input {...control} className="input" value={values.brand} onChange={text("brand")} maxLength={60} />}
        </ProductField>
        <ProductField id={idOf("description")} label="Description" required error={errors.description} className="mgmt-grid__wide">
          {(control) => <textarea {...control} className="input" rows={4} value={values.description} onChange={text("description")} maxLength={5000} required />}
        </ProductField>
      </div>
    </AdminSection>
  );
}
