import { SELLER } from "../../config/seller.js";
import { RefreshCw } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { PRODUCT_CATEGORIES } from "@shared/catalogue.js";
import { defaultShippingWeight } from "@shared/shipping/weights.js";
import { defaultHsn } from "@shared/tax/hsn.js";
import type { Product, Subcategory } from "@shared/types.js";
import { categoryLabel } from "../subcategories/subcategory-form-rules.js";
import { ImagePreviews } from "./ImagePreviews.js";
import { PHOTOS_PENDING, PhotoUploader } from "./photos/PhotoUploader.js";
import { ProductField } from "./ProductField.js";
import { ChipList } from "./ChipList.js";
import { DiscountFigure } from "./DiscountFigure.js";
import { SizeGuideEditor } from "./SizeGuideEditor.js";
import { SizeStockEditor } from "./SizeStockEditor.js";
import { StockHistory } from "./StockHistory.js";
import {
  checkProductForm,
  choiceOptions,
  emptyProductForm,
  firstProblemField,
  formDiscountPercent,
  productRequestFromForm,
  productToForm,
  sizeStockField,
  subcategoryOptions,
  type ChoiceField,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "./product-form-rules.js";
import { PRODUCT_TEXT, failureReason } from "./product-messages.js";
import { createProduct, updateProduct } from "./products-api.js";
import { FormModal } from "../shared/FormModal.js";
import { CustomFitFields } from "./CustomFitFields.js";
import { customFitForm, customFitRequest } from "./custom-fit-form.js";

interface ProductFormModalProps {
  /** null adds a new product. */
  product: Product | null;
  subcategories: readonly Subcategory[];
  /** Why the subcategories could not be read, if they could not. */
  subcategoriesError: string | null;
  refreshingSubcategories: boolean;
  onRefreshSubcategories(): void;
  onClose(): void;
  onSaved(product: Product, added: boolean): void;
}

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

/** The fields typed or chosen as text. */
type TextField = { [K in ProductFormField]: ProductFormValues[K] extends string ? K : never }[ProductFormField];

/** Add or edit a product with every field of docs/product.md section 3 and the form rules of section 5. */
export function ProductFormModal(props: ProductFormModalProps) {
  const { product, subcategories, subcategoriesError, refreshingSubcategories, onRefreshSubcategories, onClose, onSaved } = props;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToForm(product) : emptyProductForm()));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [customFit, setCustomFit] = useState(() => customFitForm(product));
  const [customFitError, setCustomFitError] = useState<string | null>(null);
  /** Photos still uploading, or failed and neither retried nor removed. */
  const [photosPending, setPhotosPending] = useState(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const base = useId();
  const idOf = (field: ProductFormField) => `${base}-${field}`;
  // By position: a size such as "Free Size" would not make a valid id.
  const stockIdOf = (index: number) => `${base}-stock-${index}`;
  const focusIdOf = (field: ProductFormField | `stock:${string}`) =>
    field.startsWith("stock:") ? stockIdOf(values.sizes.indexOf(field.slice("stock:".length))) : idOf(field as ProductFormField);

  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((now) => ({ ...now, [field]: value }));
    if (errors[field]) setErrors((now) => ({ ...now, [field]: undefined }));
  };
  const text = (field: TextField) => (event: { target: { value: string } }) => set(field, event.target.value);

  const subcategoryChoices = useMemo(() => subcategoryOptions(subcategories, values.category, values.subcategory), [subcategories, values.category, values.subcategory]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = checkProductForm(values);
    if (photosPending > 0) found.photos = PHOTOS_PENDING;
    setErrors(found);
    const first = firstProblemField(found);
    if (first) {
      document.getElementById(focusIdOf(first))?.focus();
      return;
    }
    const custom = customFitRequest(customFit, product);
    setCustomFitError("error" in custom ? custom.error : null);
    if ("error" in custom) return;
    setBusy(true);
    setFailure(null);
    try {
      const request = { ...productRequestFromForm(values, product ?? undefined), ...custom };
      const saved = product ? await updateProduct(product._id, request) : await createProduct(request);
      onSaved(saved, product === null);
    } catch (error) {
      setFailure({ reason: failureReason(error) });
      setBusy(false);
      // The message sits at the top of a long form: bring it into view.
      window.setTimeout(() => failureRef.current?.scrollIntoView?.({ block: "nearest" }), 0);
    }
  }

  return (
    <FormModal
      title={product ? "Edit Product" : "Add New Product"}
      subtitle={product ? product.name : undefined}
      className="mgmt-product-modal"
      formClassName="mgmt-product-form"
      initialFocus={nameRef}
      submitLabel={product ? "Update Product" : "Add Product"}
      busy={busy}
      failure={failure ? { text: PRODUCT_TEXT.saveFailed, detail: failure.reason } : null}
      failureRef={failureRef}
      onSubmit={submit}
      onClose={onClose}
    >

      <section className="admin-section">
        <h3 className="admin-section__title">
          Basics
        </h3>
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
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(category)}
                  </option>
                ))}
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
      </section>

      <section className="admin-section">
        <h3 className="admin-section__title">
          Price
        </h3>
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
      </section>

      <section className="admin-section">
        <h3 className="admin-section__title">
          Product details
        </h3>
        <div className="mgmt-grid mgmt-grid--choices">
          {CHOICES.map(({ field, label }) => (
            <ProductField key={field} id={idOf(field)} label={label}>
              {(control) => (
                <select {...control} className="select" value={values[field]} onChange={text(field)}>
                  <option value="">Select {label.toLowerCase()}</option>
                  {choiceOptions(field, values[field]).map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              )}
            </ProductField>
          ))}
        </div>
      </section>

      <section className="admin-section">
        <h3 className="admin-section__title">
          Sizes and tags
        </h3>
        <div className="mgmt-grid">
          <div className="mgmt-grid__wide">
            <SizeStockEditor
              values={values}
              onChange={(next) => {
                setValues((now) => ({ ...now, sizes: next.sizes, stockBySize: next.stockBySize }));
                // A corrected (or removed) size stops shouting; the others keep their messages until the next save.
                const changed = (field: string) => field.startsWith("stock:") && next.stockBySize[field.slice("stock:".length)] !== values.stockBySize[field.slice("stock:".length)];
                setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !changed(field))));
              }}
              errorFor={(size) => errors[sizeStockField(size)]}
              idFor={stockIdOf}
              heldBySize={product?.heldBySize}
            />
            {product ? <StockHistory productId={product._id} /> : null}
          </div>
          <ChipList label="Tags" noun="tag" entries={values.tags} onChange={(tags) => set("tags", tags)} emptyText="No tags yet." maxLength={40} />
        </div>
        <SizeGuideEditor rows={values.size_guide} onChange={(rows) => set("size_guide", rows)} />
      </section>

      <CustomFitFields form={customFit} error={customFitError} onChange={setCustomFit} />

      <section className="admin-section">
        <h3 className="admin-section__title">
          Images
        </h3>
        <PhotoUploader
          id={idOf("photos")}
          initial={values.photos}
          error={errors.photos}
          onChange={(photos, pending) => {
            set("photos", photos);
            setPhotosPending(pending);
          }}
        />
        <ProductField
          id={idOf("imagesText")}
          label="Image URLs (one per line)"
          error={errors.imagesText}
          hint="Addresses without http:// or https:// get https:// in front. The shop's own pictures can be given as /images/... paths."
        >
          {(control) => (
            <textarea
              {...control}
              className="input mgmt-mono-input"
              rows={4}
              value={values.imagesText}
              onChange={text("imagesText")}
              spellCheck={false}
              autoCapitalize="none"
              placeholder={"https://images.example.in/saree-front.jpg\nhttps://images.example.in/saree-back.jpg"}
            />
          )}
        </ProductField>
        <ImagePreviews text={values.imagesText} />
      </section>

      <section className="admin-section">
        <h3 className="admin-section__title">
          Visibility
        </h3>
        <div className="mgmt-toggles">
          <label className="mgmt-check">
            <input type="checkbox" checked={values.isActive} onChange={(event) => set("isActive", event.target.checked)} />
            <span>Active (shown in the shop)</span>
          </label>
          <label className="mgmt-check">
            <input type="checkbox" checked={values.isFeatured} onChange={(event) => set("isFeatured", event.target.checked)} />
            <span>Featured</span>
          </label>
        </div>
      </section>
    </FormModal>
  );
}
