// The admin product form's rules (docs/product.md sections 3, 5 and 9) without React: the form's starting
// values, the checks it makes before saving, and how its text boxes become the API's body.
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_CATEGORIES, PRODUCT_FORM_CHOICES } from "@shared/catalogue.js";
import { discountPercent } from "@shared/discount-percent.js";
import { imageUrlProblem, imageUrlsFromLines, normaliseImageUrl } from "@shared/image-urls.js";
import { isPhotoAddress } from "@shared/media.js";
import { stockForSizes } from "@shared/stock.js";
import { MAX_SHIPPING_WEIGHT_GRAMS } from "@shared/shipping/weights.js";
import { HSN_PATTERN } from "@shared/tax/hsn.js";
import type { Product } from "@shared/schemas/product-record.js";
import type { SizeGuideRow } from "@shared/schemas/product.js";
import type { Subcategory } from "@shared/schemas/subcategory-record.js";

export type ChoiceField = keyof typeof PRODUCT_FORM_CHOICES;

/** Everything the form edits, as typed: numbers stay text until the form is saved. */
export interface ProductFormValues {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  brand: string;
  price: string;
  originalPrice: string;
  /** Pieces per offered size, as typed; exactly one entry per entry of `sizes`. */
  stockBySize: Record<string, string>;
  /** Photos uploaded to the shop (/media/...), in order: they come first, the first is the main picture. */
  photos: string[];
  /** Pasted addresses, one per line, after the photos. */
  imagesText: string;
  tags: string[];
  sizes: string[];
  size_guide: SizeGuideRow[];
  isActive: boolean;
  isFeatured: boolean;
  material: string;
  fabric: string;
  pattern: string;
  color: string;
  occasion: string;
  sleeve_type: string;
  neck_type: string;
  wash_care: string;
  silhouette: string;
  length: string;
  /** Blank: the default for the product's kind and fibre (shared/tax/hsn.ts). */
  hsn: string;
  /** Grams, packed; blank: its subcategory's default (shared/shipping/weights.ts). */
  shippingWeightGrams: string;
  /** Legal Metrology declarations; blank: the seller's (shared/seller.ts). */
  countryOfOrigin: string;
  maker: string;
}

/** What POST /api/products and PUT /api/products/:id receive from the form. */
export interface ProductRequest {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  brand: string;
  price: number;
  /** null clears a stored original price on an edit. */
  originalPrice: number | null;
  /** One whole number per size in `sizes`; the server keeps their sum as `stock`. */
  stockBySize: Record<string, number>;
  images: string[];
  tags: string[];
  sizes: string[];
  size_guide: SizeGuideRow[];
  isActive: boolean;
  isFeatured: boolean;
  material: string;
  fabric: string;
  pattern: string;
  color: string;
  occasion: string;
  sleeve_type: string;
  neck_type: string;
  wash_care: string;
  silhouette: string;
  length: string;
  /** "" leaves the default HSN for the product's kind and fibre. */
  hsn: string;
  /** null: the default weight for its subcategory. */
  shippingWeightGrams: number | null;
  /** "" leaves the seller's default. */
  countryOfOrigin: string;
  maker: string;
  /** On an edit: the version the form was opened with, so a sale made meanwhile is not overwritten. */
  updatedAt?: string;
}

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

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

function rupeeProblem(label: string, text: string, required: boolean): string | undefined {
  const value = text.trim();
  if (value === "") return required ? `${label} is required` : undefined;
  if (!DECIMAL.test(value)) return `${label} must be a number`;
  // The price box steps in paise (0.01): a third decimal is a typo, not a price.
  if (!TWO_DECIMALS.test(value)) return `${label} can have at most 2 decimals`;
  if (Number.parseFloat(value) <= 0) return `${label} must be greater than 0`;
  return undefined;
}

/**
 * The form's own checks, in the order its fields appear, with the server's wording. An empty
 * result means the form may be sent (the server still has the last word).
 */
export function checkProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === "") errors.name = "Name is required";
  if (values.category.trim() === "") errors.category = "Category is required";
  const price = rupeeProblem("Price", values.price, true);
  if (price) errors.price = price;
  const originalPrice = rupeeProblem("Original price", values.originalPrice, false);
  if (originalPrice) errors.originalPrice = originalPrice;
  else if (!price && values.originalPrice.trim() !== "" && Number.parseFloat(values.originalPrice) < Number.parseFloat(values.price)) {
    errors.originalPrice = "Original price must be at least the price";
  }
  const hsn = values.hsn.trim();
  if (hsn !== "" && !HSN_PATTERN.test(hsn)) errors.hsn = "HSN code must be 4, 6 or 8 digits";
  const grams = values.shippingWeightGrams.trim();
  if (grams !== "" && !WHOLE.test(grams)) errors.shippingWeightGrams = "Shipping weight must be a whole number of grams";
  else if (grams !== "" && Number.parseInt(grams, 10) < 1) errors.shippingWeightGrams = "Shipping weight must be at least 1 gram";
  else if (grams !== "" && Number.parseInt(grams, 10) > MAX_SHIPPING_WEIGHT_GRAMS) errors.shippingWeightGrams = `Shipping weight is at most ${MAX_SHIPPING_WEIGHT_GRAMS} grams`;
  for (const size of offeredSizes(values.sizes)) {
    const stock = stockText(values.stockBySize, size);
    if (stock === "") errors[sizeStockField(size)] = `Stock for size ${size} is required`;
    else if (!WHOLE.test(stock)) errors[sizeStockField(size)] = `Stock for size ${size} must be a whole number of 0 or more`;
  }
  if (values.description.trim() === "") errors.description = "Description is required";
  const images = imagePreviews(values.imagesText).filter((image) => image.problem !== null);
  if (images.length > 0) {
    const first = images[0]!;
    errors.imagesText = `Line ${first.line} (${first.url}) ${first.problem}`;
  }
  return errors;
}

/** The percent off the prices typed give, as the server will store it; 0 until both read as prices. */
export function formDiscountPercent(values: Pick<ProductFormValues, "price" | "originalPrice">): number {
  const price = values.price.trim();
  const was = values.originalPrice.trim();
  if (!DECIMAL.test(price) || !DECIMAL.test(was)) return 0;
  return discountPercent(Number.parseFloat(price), Number.parseFloat(was));
}

/** The first field with a problem, to move the focus to. */
export function firstProblemField(errors: ProductFormErrors): ProductFormField | SizeStockField | undefined {
  return (Object.keys(errors) as Array<ProductFormField | SizeStockField>).find((field) => errors[field] !== undefined);
}

/** The sizes as they will be saved: trimmed, blanks dropped, repeats once. */
function offeredSizes(sizes: readonly string[]): string[] {
  return cleanList(sizes);
}

/** What was typed for a size, trimmed (found under the size as listed, spaces and all). */
function stockText(stockBySize: Record<string, string>, size: string): string {
  const typed = stockBySize[size] ?? Object.entries(stockBySize).find(([listed]) => listed.trim() === size)?.[1] ?? "";
  return typed.trim();
}

/** The pieces the form adds up to, counting only whole numbers typed (shown read-only beside the fields). */
export function formStockTotal(values: Pick<ProductFormValues, "sizes" | "stockBySize">): number {
  return offeredSizes(values.sizes).reduce((sum, size) => {
    const text = stockText(values.stockBySize, size);
    return WHOLE.test(text) ? sum + Number.parseInt(text, 10) : sum;
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

/** Kept entries only: trimmed, blank ones dropped, repeats once. */
function cleanList(entries: readonly string[]): string[] {
  return [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ""))];
}

/** Rows lacking size, bust or waist are dropped, as the spec's form does on save. */
export function completeSizeGuideRows(rows: readonly SizeGuideRow[]): SizeGuideRow[] {
  return rows
    .map((row) => ({ size: row.size.trim(), bust: row.bust.trim(), waist: row.waist.trim() }))
    .filter((row) => row.size !== "" && row.bust !== "" && row.waist !== "");
}

/**
 * The body to send: price parsed as a decimal (the server works out the percent off), stock per size as integers, the original
 * price only when given, empty tags, sizes and size guide rows dropped, the photos first and then
 * the pasted image addresses, normalised. Call it only when checkProductForm found nothing.
 */
export function productRequestFromForm(values: ProductFormValues, editing?: Pick<Product, "updatedAt">): ProductRequest {
  const originalPrice = values.originalPrice.trim();
  const request: ProductRequest = {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    subcategory: values.subcategory.trim(),
    brand: values.brand.trim() || BRAND_NAME,
    price: Number.parseFloat(values.price.trim()),
    originalPrice: originalPrice === "" ? null : Number.parseFloat(originalPrice),
    stockBySize: Object.fromEntries(offeredSizes(values.sizes).map((size) => [size, Number.parseInt(stockText(values.stockBySize, size), 10)])),
    images: [...values.photos, ...imageUrlsFromLines(values.imagesText)],
    tags: cleanList(values.tags),
    sizes: cleanList(values.sizes),
    size_guide: completeSizeGuideRows(values.size_guide),
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    material: values.material.trim(),
    fabric: values.fabric.trim(),
    pattern: values.pattern.trim(),
    color: values.color.trim(),
    occasion: values.occasion.trim(),
    sleeve_type: values.sleeve_type.trim(),
    neck_type: values.neck_type.trim(),
    wash_care: values.wash_care.trim(),
    silhouette: values.silhouette.trim(),
    length: values.length.trim(),
    hsn: values.hsn.trim(),
    shippingWeightGrams: values.shippingWeightGrams.trim() === "" ? null : Number.parseInt(values.shippingWeightGrams.trim(), 10),
    countryOfOrigin: values.countryOfOrigin.trim(),
    maker: values.maker.trim(),
  };
  if (editing?.updatedAt) request.updatedAt = editing.updatedAt;
  return request;
}

export interface ImagePreview {
  /** 1-based line of the text box, counting blank lines, so the admin can find it. */
  line: number;
  url: string;
  /** Why it cannot be shown or saved; null when it is a web address or a path under /images/. */
  problem: string | null;
}

/** One preview per non-blank line, normalised as it will be saved. */
export function imagePreviews(text: string): ImagePreview[] {
  return text.split(/\r?\n/).flatMap((entry, index) => {
    const url = normaliseImageUrl(entry);
    return url === "" ? [] : [{ line: index + 1, url, problem: imageUrlProblem(url) }];
  });
}

/**
 * A prompt's answer added to a list of sizes or tags. Cancelling (null) or an empty answer
 * changes nothing, and neither does one already listed.
 */
export function withEntry(list: readonly string[], answer: string | null): string[] {
  const entry = answer?.trim() ?? "";
  if (entry === "" || list.includes(entry)) return [...list];
  return [...list, entry];
}

export function withoutEntry<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/**
 * A choice list from the spec, plus the product's own value when it is not one of them (the
 * demo's "Satin"), so opening and saving a product never silently changes it.
 */
export function choiceOptions(field: ChoiceField, current: string): string[] {
  const choices: readonly string[] = PRODUCT_FORM_CHOICES[field];
  const value = current.trim();
  return value === "" || choices.includes(value) ? [...choices] : [...choices, value];
}

export interface SubcategoryOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const byOrder = (a: Subcategory, b: Subcategory) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The subcategory dropdown (docs/product.md section 5): the chosen category's active subcategories by
 * sortOrder; when it has none, a disabled 'No subcategories available' and its inactive ones
 * marked '(Inactive)'. A product's current subcategory stays listed even when it would not be.
 */
export function subcategoryOptions(all: readonly Subcategory[], category: string, current: string): SubcategoryOption[] {
  const ofCategory = all.filter((s) => sameName(s.category, category)).sort(byOrder);
  const active = ofCategory.filter((s) => s.isActive);
  const inactive = ofCategory.filter((s) => !s.isActive);
  const options: SubcategoryOption[] =
    active.length > 0
      ? [{ value: "", label: "Select a subcategory" }, ...active.map((s) => ({ value: s.name, label: s.name }))]
      : [{ value: "", label: "No subcategories available", disabled: true }, ...inactive.map((s) => ({ value: s.name, label: `${s.name} (Inactive)` }))];
  const value = current.trim();
  if (value !== "" && !options.some((option) => option.value !== "" && sameName(option.value, value))) {
    const stored = ofCategory.find((s) => sameName(s.name, value));
    options.push({ value, label: stored ? `${value} (Inactive)` : `${value} (not found)` });
  }
  return options;
}
