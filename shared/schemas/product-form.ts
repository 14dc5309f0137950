import * as z from "zod";
import { BRAND_NAME } from "../catalogue.js";
import { imageUrlProblem, imageUrlsFromLines, normaliseImageUrl } from "../image-urls.js";
import { MAX_SHIPPING_WEIGHT_GRAMS } from "../shipping/weights.js";
import { HSN_PATTERN } from "../tax/hsn.js";
import type { SizeGuideRow } from "./product.js";

// The admin product form (docs/product.md sections 3, 5 and 9) as typed: its rules with the
// server's wording, and the body its text boxes become. The server's productBodySchema checks
// that body again.

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** Kept entries only: trimmed, blank ones dropped, repeats once (the sizes as they will be saved). */
export function cleanList(entries: readonly string[]): string[] {
  return [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ""))];
}

/** What was typed for a size, trimmed (found under the size as listed, spaces and all). */
export function stockText(stockBySize: Record<string, string>, size: string): string {
  const typed = stockBySize[size] ?? Object.entries(stockBySize).find(([listed]) => listed.trim() === size)?.[1] ?? "";
  return typed.trim();
}

/** True when the text reads as a price (digits, maybe a decimal point): the percent off needs two. */
export const readsAsRupees = (text: string) => DECIMAL.test(text.trim());
export const isWholeText = (text: string) => WHOLE.test(text.trim());

function rupeeProblem(label: string, text: string, required: boolean): string | undefined {
  const value = text.trim();
  if (value === "") return required ? `${label} is required` : undefined;
  if (!DECIMAL.test(value)) return `${label} must be a number`;
  // The price box steps in paise (0.01): a third decimal is a typo, not a price.
  if (!TWO_DECIMALS.test(value)) return `${label} can have at most 2 decimals`;
  if (Number.parseFloat(value) <= 0) return `${label} must be greater than 0`;
  return undefined;
}

function gramsProblem(text: string): string | undefined {
  const grams = text.trim();
  if (grams === "") return undefined;
  if (!WHOLE.test(grams)) return "Shipping weight must be a whole number of grams";
  if (Number.parseInt(grams, 10) < 1) return "Shipping weight must be at least 1 gram";
  if (Number.parseInt(grams, 10) > MAX_SHIPPING_WEIGHT_GRAMS) return `Shipping weight is at most ${MAX_SHIPPING_WEIGHT_GRAMS} grams`;
  return undefined;
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

function imagesProblem(text: string): string | undefined {
  const first = imagePreviews(text).find((image) => image.problem !== null);
  return first ? `Line ${first.line} (${first.url}) ${first.problem}` : undefined;
}

/** A text field checked by a function giving its message, or undefined when it is fine. */
const checked = (problem: (text: string) => string | undefined) =>
  z.string().check((payload) => {
    const message = problem(payload.value);
    if (message) payload.issues.push({ code: "custom", message, input: payload.value });
  });
const required = (message: string) => checked((text) => (text.trim() === "" ? message : undefined));

/** Everything the form edits, as typed: numbers stay text until the form is saved. */
const productFormFields = z.object({
  name: required("Name is required"),
  description: required("Description is required"),
  category: required("Category is required"),
  subcategory: z.string(),
  brand: z.string(),
  price: checked((text) => rupeeProblem("Price", text, true)),
  /** Blank: none (an edit clears a stored one). */
  originalPrice: checked((text) => rupeeProblem("Original price", text, false)),
  /** Pieces per offered size, as typed; exactly one entry per entry of `sizes`. */
  stockBySize: z.record(z.string(), z.string()),
  /** Photos uploaded to the shop (/media/...), in order: they come first, the first is the main picture. */
  photos: z.array(z.string()),
  /** Pasted addresses, one per line, after the photos. */
  imagesText: checked(imagesProblem),
  tags: z.array(z.string()),
  sizes: z.array(z.string()),
  size_guide: z.array(z.object({ size: z.string(), bust: z.string(), waist: z.string() })),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  material: z.string(),
  fabric: z.string(),
  pattern: z.string(),
  color: z.string(),
  occasion: z.string(),
  sleeve_type: z.string(),
  neck_type: z.string(),
  wash_care: z.string(),
  silhouette: z.string(),
  length: z.string(),
  /** Blank: the default for the product's kind and fibre (shared/tax/hsn.ts). */
  hsn: checked((text) => (text.trim() !== "" && !HSN_PATTERN.test(text.trim()) ? "HSN code must be 4, 6 or 8 digits" : undefined)),
  /** Grams, packed; blank: its subcategory's default (shared/shipping/weights.ts). */
  shippingWeightGrams: checked(gramsProblem),
  /** Legal Metrology declarations; blank: the seller's (shared/seller.ts). */
  countryOfOrigin: z.string(),
  maker: z.string(),
});

export type ProductFormValues = z.input<typeof productFormFields>;

/** The checks across fields; they run even when another field is wrong, so every message shows at once. */
function checkAcross(values: ProductFormValues, ctx: z.RefinementCtx) {
  const original = values.originalPrice.trim();
  if (original !== "" && !rupeeProblem("Price", values.price, true) && !rupeeProblem("Original price", original, false) && Number.parseFloat(original) < Number.parseFloat(values.price)) {
    ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "Original price must be at least the price" });
  }
  for (const size of cleanList(values.sizes)) {
    const stock = stockText(values.stockBySize, size);
    if (stock === "") ctx.addIssue({ code: "custom", path: ["stockBySize", size], message: `Stock for size ${size} is required` });
    else if (!WHOLE.test(stock)) ctx.addIssue({ code: "custom", path: ["stockBySize", size], message: `Stock for size ${size} must be a whole number of 0 or more` });
  }
}

/** Rows lacking size, bust or waist are dropped, as the spec's form does on save. */
function completeSizeGuideRows(rows: readonly SizeGuideRow[]): SizeGuideRow[] {
  return rows
    .map((row) => ({ size: row.size.trim(), bust: row.bust.trim(), waist: row.waist.trim() }))
    .filter((row) => row.size !== "" && row.bust !== "" && row.waist !== "");
}

/**
 * The body to send: price parsed as a decimal (the server works out the percent off), stock per
 * size as integers, the original price only when given, empty tags, sizes and size guide rows
 * dropped, the photos first and then the pasted image addresses, normalised.
 */
function productRequest(values: ProductFormValues) {
  const originalPrice = values.originalPrice.trim();
  const grams = values.shippingWeightGrams.trim();
  const sizes = cleanList(values.sizes);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    subcategory: values.subcategory.trim(),
    brand: values.brand.trim() || BRAND_NAME,
    price: Number.parseFloat(values.price.trim()),
    originalPrice: originalPrice === "" ? null : Number.parseFloat(originalPrice),
    stockBySize: Object.fromEntries(sizes.map((size) => [size, Number.parseInt(stockText(values.stockBySize, size), 10)])),
    images: [...values.photos, ...imageUrlsFromLines(values.imagesText)],
    tags: cleanList(values.tags),
    sizes,
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
    shippingWeightGrams: grams === "" ? null : Number.parseInt(grams, 10),
    countryOfOrigin: values.countryOfOrigin.trim(),
    maker: values.maker.trim(),
  };
}

export const productFormSchema = productFormFields.superRefine(checkAcross, { when: () => true }).transform(productRequest);

/**
 * What POST /api/products and PUT /api/products/:id receive from the form: originalPrice null
 * clears a stored one, hsn "" and shippingWeightGrams null leave the defaults; on an edit,
 * updatedAt is the version the form was opened with, so a sale made meanwhile is not overwritten.
 */
export type ProductRequest = z.output<typeof productFormSchema> & { updatedAt?: string };
