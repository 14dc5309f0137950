import { choiceOptions, type ChoiceField } from "./product-form-lists.js";
import type { ProductSectionProps } from "./product-section.js";
import { ProductField } from "./ProductField.js";
import { Options } from "@/components/ui/form/Options.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";

const CHOICES: { field: ChoiceField; label: string }[] = [
  { field: "material", label: "Material" },
  { field: "fabric", label: "Fabric" },
  { field: "pattern", label: "Pattern" },
  { field: "color", label: "Color" },
  { field: "occasion", label: "Occasion" },
  { field: "wash_care", label: "Wash care" },
  { field: "silhouette", label: "Silhouette" },
  { field: "sleeve_type", label: "Sleeve" },
  { field: "neck_type", label: "Neck" },
  { field: "length", label: "Length" },
];

/** The product's details chosen from the shop's lists (material, fabric, pattern and the rest). */
export function ProductDetailsSection({ values, idOf, text }: Pick<ProductSectionProps, "values" | "idOf" | "text">) {
  return (
    <AdminSection title="Product details">
      <div className="mgmt-grid mgmt-grid--choices">
        {CHOICES.map(({ field, label }) => (
          <ProductField key={field} id={idOf(field)} label={label}>
            {(control) => (
              <select {...control} className="select" value={values[field]} onChange={text(field)}>
                <option value="">Select {label.toLowerCase()}</option>
                <Options values={choiceOptions(field, values[field])} />
              </select>
            )}
          </ProductField>
        ))}
      </div>
    </AdminSection>
  );
}
