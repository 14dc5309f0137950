// The admin product form's values without React: where they start, a stored product as the form
// shows it, what the read-only figures beside the fields say, and what the form's schema
// (shared/schemas/product-form.ts) says of them, field by field.
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_CATEGORIES, PRODUCT_FORM_CHOICES } from "@shared/catalogue.js";
import { discountPercent } from "@shared/discount-percent.js";
import { isPhotoAddress } from "@shared/media.js";
import { cleanList, isWholeText, productFormSchema, readsAsRupees, stockText, type ProductFormValues, type ProductRequest } from "@shared/schemas/product-form.js";
import { stockForSizes } from "@shared/stock.js";
import type { Product } from "@shared/schemas/product-record.js";
import { withEntry, withoutEntry, type ChoiceField } from "./product-form-lists.js";

export type { ProductFormValues, ProductRequest };
export type ProductFormField = keyof ProductFormValues;
/** A size's stock field: `stock:M`. */
export type SizeStockField = `stock:${string}`;
export type ProductFormErrors = Partial<Record<ProductFormField | SizeStockField, string>>;

export const sizeStockField = (size: string): SizeStockField => `stock:${size}`;

const CHOICE_FIELDS = Object.keys(PRODUCT_FORM_CHOICES) as ChoiceField[];

/** A new product: the shop's brand, sizes XS to XL and their size guide, active, not featured. */
export function emptyProductForm(): ProductFormValues {
  return {
    name: "",
    description: "",
    category: PRODUCT_CATEGORIES[0],
    subcategory: "",
    brand: BRAND_NAME,
    price: "",
    originalPrice: "",
    stockBySize: Object.fromEntries(DEFAULT_SIZES.map((size) => [size, ""])),
    photos: [],
    imagesText: "",
    tags: [],
    sizes: [...DEFAULT_SIZES],
    size_guide: DEFAULT_SIZE_GUIDE.map((row) => ({ ...row })),
    isActive: true,
    isFeatured: false,
    material: "",
    fabric: "",
    pattern: "",
    color: "",
    occasion: "",
    sleeve_type: "",
    neck_type: "",
    wash_care: "",
    silhouette: "",
    length: "",
    hsn: "",
    shippingWeightGrams: "",
    countryOfOrigin: "",
    maker: "",
  };
}

const numberText = (value: number | undefined | null) => (typeof value === "number" && Number.isFinite(value) ? String(value) : "");

/** A stored product as the form shows it; the original price may come under either name. */
export function productToForm(product: Product): ProductFormValues {
  const choices = Object.fromEntries(CHOICE_FIELDS.map((field) => [field, product[field] ?? ""])) as Record<ChoiceField, string>;
  return {
    name: product.name ?? "",
    description: product.description ?? "",
    category: product.category || PRODUCT_CATEGORIES[0],
    subcategory: product.subcategory ?? "",
    brand: product.brand || BRAND_NAME,
    price: numberText(product.price),
    originalPrice: numberText(product.originalPrice ?? product.original_price),
    // The owner edits pieces on hand (held ones included), not what shoppers can still have.
    stockBySize: Object.fromEntries(Object.entries(stockForSizes(product.onHandBySize ?? product.stockBySize, product.stock, product.sizes ?? [])).map(([size, pieces]) => [size, String(pieces)])),
    photos: (product.images ?? []).filter(isPhotoAddress),
    imagesText: (product.images ?? []).filter((url) => !isPhotoAddress(url)).join("\n"),
    tags: [...(product.tags ?? [])],
    sizes: [...(product.sizes ?? [])],
    size_guide: (product.size_guide ?? []).map((row) => ({ size: String(row.size ?? ""), bust: String(row.bust ?? ""), waist: String(row.waist ?? "") })),
    isActive: product.isActive !== false,
    isFeatured: product.isFeatured === true,
    ...choices,
    hsn: product.hsn ?? "",
    shippingWeightGrams: numberText(product.shippingWeightGrams),
    countryOfOrigin: product.countryOfOrigin ?? "",
    maker: product.maker ?? "",
  };
}

/** The order the checked fields appear in the form; "stock" stands for each size's field in turn. */
const FORM_ORDER = ["name", "category", "price", "originalPrice", "hsn", "shippingWeightGrams", "stock", "description", "imagesText"] as const;

/** Each field's first problem in the form's order, as productFormSchema finds them; empty when the form may be sent. */
export function checkProductForm(values: ProductFormValues): ProductFormErrors {
  const result = productFormSchema.safeParse(values);
  if (result.success) return {};
  const found: ProductFormErrors = {};
  for (const issue of result.error.issues) {
    const [field, size] = issue.path;
    const name = field === "stockBySize" ? sizeStockField(String(size)) : (String(field) as ProductFormField);
    found[name] ??= issue.message;
  }
  const errors: ProductFormErrors = {};
  for (const field of FORM_ORDER) {
    const names = field === "stock" ? (Object.keys(found) as SizeStockField[]).filter((name) => name.startsWith("stock:")) : [field];
    for (const name of names) if (found[name]) errors[name] = found[name];
  }
  return errors;
}

/** The body to send for a form checkProductForm found nothing in; on an edit, with the version it was opened with. */
export function productRequestFromForm(values: ProductFormValues, editing?: Pick<Product, "updatedAt">): ProductRequest {
  const request = productFormSchema.parse(values);
  return editing?.updatedAt ? { ...request, updatedAt: editing.updatedAt } : request;
}

/** The first field with a problem, to move the focus to. */
export function firstProblemField(errors: ProductFormErrors): ProductFormField | SizeStockField | undefined {
  return (Object.keys(errors) as Array<ProductFormField | SizeStockField>).find((field) => errors[field] !== undefined);
}

/** The percent off the prices typed give, as the server will store it; 0 until both read as prices. */
export function formDiscountPercent(values: Pick<ProductFormValues, "price" | "originalPrice">): number {
  if (!readsAsRupees(values.price) || !readsAsRupees(values.originalPrice)) return 0;
  return discountPercent(Number.parseFloat(values.price.trim()), Number.parseFloat(values.originalPrice.trim()));
}

/** The pieces the form adds up to, counting only whole numbers typed (shown read-only beside the fields). */
export function formStockTotal(values: Pick<ProductFormValues, "sizes" | "stockBySize">): number {
  return cleanList(values.sizes).reduce((sum, size) => {
    const text = stockText(values.stockBySize, size);
    return isWholeText(text) ? sum + Number.parseInt(text, 10) : sum;
  }, 0);
}

/** A size added: its stock field starts empty (to be filled in). Already listed or blank: unchanged. */
export function withSize(values: Pick<ProductFormValues, "sizes" | "stockBySize">, answer: string | null): Pick<ProductFormValues, "sizes" | "stockBySize"> {
  const sizes = withEntry(values.sizes, answer);
  if (sizes.length === values.sizes.length) return values;
  const added = sizes[sizes.length - 1]!;
  return { sizes, stockBySize: { ...values.stockBySize, [added]: values.stockBySize[added] ?? "" } };
}

/** A size removed, with its stock field. */
export function withoutSize(values: Pick<ProductFormValues, "sizes" | "stockBySize">, index: number): Pick<ProductFormValues, "sizes" | "stockBySize"> {
  const removed = values.sizes[index];
  const sizes = withoutEntry(values.sizes, index);
  const stockBySize = Object.fromEntries(Object.entries(values.stockBySize).filter(([size]) => size !== removed || sizes.includes(size)));
  return { sizes, stockBySize };
}
