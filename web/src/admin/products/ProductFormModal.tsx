import { useId, useRef, useState, type FormEvent } from "react";
import type { Product } from "@shared/schemas/product-record.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";
import { PHOTOS_PENDING } from "./photos/PhotoUploader.js";
import { ChipList } from "./ChipList.js";
import { ProductBasicsSection } from "./ProductBasicsSection.js";
import { ProductDetailsSection } from "./ProductDetailsSection.js";
import { ProductImagesSection } from "./ProductImagesSection.js";
import { ProductPriceSection } from "./ProductPriceSection.js";
import type { TextField } from "./product-section.js";
import { SizeGuideEditor } from "./SizeGuideEditor.js";
import { SizeStockEditor } from "./SizeStockEditor.js";
import { StockHistory } from "./StockHistory.js";
import {
  checkProductForm,
  emptyProductForm,
  firstProblemField,
  formStockTotal,
  productRequestFromForm,
  productToForm,
  sizeStockField,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from "./product-form-values.js";
import { PRODUCT_TEXT, failureReason } from "./product-messages.js";
import { createProduct, updateProduct } from "./products-api.js";
import { FormModal } from "@/admin/shared/FormModal.js";
import { CustomFitFields } from "./CustomFitFields.js";
import { customFitForm, customFitRequest } from "./custom-fit-form.js";
import { AdminSection } from "@/admin/shared/AdminSection.js";
import { DEFAULT_SIZES } from "@shared/catalogue.js";
import { SareeFields } from "./SareeFields.js";
import { sareeForm, sareeRequest, sareeStock, type SareeForm } from "./saree-form.js";

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

/** Add or edit a product with every field of docs/product.md section 3 and the form rules of section 5. */
export function ProductFormModal(props: ProductFormModalProps) {
  const { product, subcategories, subcategoriesError, refreshingSubcategories, onRefreshSubcategories, onClose, onSaved } = props;
  const [values, setValues] = useState<ProductFormValues>(() => (product ? productToForm(product) : emptyProductForm()));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [customFit, setCustomFit] = useState(() => customFitForm(product));
  const [customFitError, setCustomFitError] = useState<string | null>(null);
  const [saree, setSaree] = useState(() => sareeForm(product));
  const [sareeError, setSareeError] = useState<string | null>(null);
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

  const section = { values, errors, idOf, text, set };

  /** Ticked, the sizes become Free size with every piece typed so far; unticked, the usual sizes to count again. */
  function changeSaree(next: SareeForm) {
    if (next.isSaree !== saree.isSaree) {
      const sized = next.isSaree ? sareeStock(formStockTotal(values)) : { sizes: [...DEFAULT_SIZES], stockBySize: Object.fromEntries(DEFAULT_SIZES.map((size) => [size, ""])) };
      setValues((now) => ({ ...now, ...sized }));
    }
    setSaree(next);
  }

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
    const blouse = sareeRequest(saree, product);
    setSareeError("error" in blouse ? blouse.error : null);
    if ("error" in blouse) return;
    setBusy(true);
    setFailure(null);
    try {
      const request = { ...productRequestFromForm(values, product ?? undefined), ...custom, ...blouse };
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
      <ProductBasicsSection
        {...section}
        nameRef={nameRef}
        subcategories={subcategories}
        subcategoriesError={subcategoriesError}
        refreshingSubcategories={refreshingSubcategories}
        onRefreshSubcategories={onRefreshSubcategories}
      />

      <ProductPriceSection {...section} />

      <ProductDetailsSection {...section} />

      <SareeFields form={saree} error={sareeError} onChange={changeSaree} />

      <AdminSection title="Sizes and tags">
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
        {/* A saree's size guide is its measures (the Saree section), not body sizes. */}
        {saree.isSaree ? null : <SizeGuideEditor rows={values.size_guide} onChange={(rows) => set("size_guide", rows)} />}
      </AdminSection>

      <CustomFitFields form={customFit} error={customFitError} onChange={setCustomFit} />

      <ProductImagesSection {...section} onPending={setPhotosPending} />

      <AdminSection title="Visibility">
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
      </AdminSection>
    </FormModal>
  );
}
