import * as z from "zod";
import { BRAND_NAME, DEFAULT_SIZE_GUIDE, DEFAULT_SIZES, PRODUCT_CATEGORIES } from "../catalogue.js";
import { discountPercent } from "../discount-percent.js";
import { MAX_IMAGES, imageUrlProblem, normaliseImageUrls } from "../image-urls.js";
import { stockForSizes, totalStock } from "../stock.js";
import { MAX_SHIPPING_WEIGHT_GRAMS } from "../shipping/weights.js";
import { HSN_PATTERN } from "../tax/hsn.js";
import { normaliseMaterial } from "../materials.js";
import { BUY_AS, CUSTOM_SIZE, CUSTOM_STOCK, buyAsOf } from "../made-to-measure/custom-options.js";
import { BLOUSE_SIZES, FREE_SIZE, SAREE_MEASURES, freeSizeStock } from "../saree-blouse.js";
import { absentIfBlank, absentIfNull, flag, knownFieldsOnly, numberInput, omittedWhenBlank, optionalText, requiredText } from "./known-fields.js";

// The admin product form's rules (docs/product.md section 5), enforced by the server: the texts name the
// field, and the fields are declared in the form's order so the first problem reported is the
// one the form would show first.

/** The dearest piece the shop expects; a typo of extra zeros is refused rather than charged. */
export const MAX_PRICE = 1_000_000;
export const MAX_STOCK = 100_000;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function rupees(label: string) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
    .gt(0, `${label} must be greater than 0`)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);
}

/** A list of short texts, each trimmed, blank entries dropped, repeats removed. */
function textList(label: string, maxItems: number, maxLength: number) {
  return z
    .array(z.string({ error: `Each entry of ${label} must be text` }).trim().max(maxLength, `Each entry of ${label} is at most ${maxLength} characters`), {
      error: `${label} must be a list`,
    })
    .max(maxItems * 2, `${label} can have at most ${maxItems} entries`)
    .transform((entries) => [...new Set(entries.filter((entry) => entry !== ""))])
    .refine((entries) => entries.length <= maxItems, `${label} can have at most ${maxItems} entries`);
}

const guideCell = z.preprocess(
  (value) => (value === null || value === undefined ? "" : typeof value === "number" ? String(value) : value),
  z.string({ error: "Size guide values must be text or numbers" }).trim().max(20, "Size guide values are at most 20 characters"),
);

export const sizeGuideRowSchema = z.strictObject(
  { size: guideCell, bust: guideCell, waist: guideCell },
  { error: "Each size guide row must have size, bust and waist" },
);
/** One row of a product's size guide: a size and its bust and waist, as the shop writes them. */
export type SizeGuideRow = z.output<typeof sizeGuideRowSchema>;

const sizeGuide = z
  .array(sizeGuideRowSchema, { error: "size_guide must be a list of rows" })
  .max(40, "size_guide can have at most 20 rows")
  // Rows lacking size, bust or waist are dropped, as the form does on save.
  .transform((rows): SizeGuideRow[] => rows.filter((row) => row.size !== "" && row.bust !== "" && row.waist !== ""))
  .refine((rows) => rows.length <= 20, "size_guide can have at most 20 rows");

const images = z.preprocess(
  // The form's text box may be sent as it is: one address per line.
  (value) => (value === null ? undefined : typeof value === "string" ? value.split(/\r?\n/) : value),
  z
    .array(z.string({ error: "Each image must be a web address" }), { error: "images must be a list of web addresses" })
    .max(MAX_IMAGES * 4, `images can have at most ${MAX_IMAGES} entries`)
    .transform(normaliseImageUrls)
    .superRefine((urls, ctx) => {
      if (urls.length > MAX_IMAGES) ctx.addIssue({ code: "custom", message: `images can have at most ${MAX_IMAGES} entries` });
      urls.forEach((url, index) => {
        const problem = imageUrlProblem(url);
        if (problem) ctx.addIssue({ code: "custom", message: `Image ${index + 1} (${url.slice(0, 80)}) ${problem}` });
      });
    })
    .default([]),
);

const categoryList = PRODUCT_CATEGORIES.join(", ");

/** A stitching option the admin prices ("Fall & pico", ₹150); choices when the shopper picks one. */
const customOption = z.strictObject(
  {
    id: z.string({ error: "Each option needs an id" }).trim().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "An option's id is lower-case letters, digits and dashes, at most 40"),
    label: requiredText("Option name", 60),
    price: z.preprocess(
      numberInput,
      z
        .number({ error: "Option price must be a number of rupees" })
        .min(0, "Option price must be 0 or more")
        .max(100_000, "Option price must be at most 100000")
        .refine(hasAtMostTwoDecimals, "Option price can have at most 2 decimals"),
    ),
    choices: z.preprocess(absentIfNull, textList("Option choices", 12, 40).optional()),
    under: z.preprocess(absentIfBlank, z.string({ error: "under must be an option id" }).trim().max(40).optional()),
  },
  { error: "Each option must have id, label and price" },
);

/** Metres of cloth, as a saree's size guide gives them. */
function clothMetres(label: string, usual: number) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: `${label} must be a number of metres` })
      .gt(0, `${label} must be more than 0 metres`)
      .max(20, `${label} is at most 20 metres`)
      .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`)
      .default(usual),
  );
}

/**
 * A saree (issue 40, shared/saree-blouse.ts): sold in one size, Free size, with the blouse sizes
 * it is stitched to and the measures its size guide shows. Absent: not a saree.
 */
const sareeBlouse = z.strictObject(
  {
    sizes: z.preprocess(absentIfNull, textList("Blouse sizes", 12, 20).default([...BLOUSE_SIZES])),
    sareeLength: clothMetres("Saree length", SAREE_MEASURES.sareeLength),
    sareeWidth: clothMetres("Saree width", SAREE_MEASURES.sareeWidth),
    blousePieceLength: clothMetres("Blouse piece length", SAREE_MEASURES.blousePieceLength),
  },
  { error: "blouse must be {sizes, sareeLength, sareeWidth, blousePieceLength}" },
);

/** Every field an admin may set; id, timestamps and the original_price alias are the server's. */
export const productFieldsSchema = z.object({
  name: requiredText("Name", 150),
  category: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "Category is required" : "Category must be text") })
      .min(1, "Category is required")
      .pipe(z.enum(PRODUCT_CATEGORIES, { error: `Category must be one of: ${categoryList}` })),
  ),
  price: z.preprocess(numberInput, rupees("Price")),
  // Either one figure per size (stockBySize) or, as the spec's form sends it, one total that the
  // server splits over the sizes (shared/stock.ts); one of the two is required.
  stock: z.preprocess(
    numberInput,
    z
      .number({ error: (issue) => (issue.input === undefined ? "Stock is required" : "Stock must be a whole number of 0 or more") })
      .int("Stock must be a whole number of 0 or more")
      .min(0, "Stock must be a whole number of 0 or more")
      .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`),
  ),
  stockBySize: z.preprocess(
    absentIfNull,
    z
      .record(
        z.string().trim().min(1, "stockBySize names an empty size").max(20, "stockBySize names a size longer than 20 characters"),
        z.preprocess(
          numberInput,
          z
            .number({ error: "Stock per size must be a whole number of 0 or more" })
            .int("Stock per size must be a whole number of 0 or more")
            .min(0, "Stock per size must be a whole number of 0 or more")
            .max(MAX_STOCK, `Stock per size must be at most ${MAX_STOCK}`),
        ),
        { error: "stockBySize must map each size to its number of pieces" },
      )
      .optional(),
  ),
  description: requiredText("Description", 5000),
  originalPrice: z.preprocess(numberInput, rupees("Original price").optional()),
  subcategory: optionalText("Subcategory", 60),
  brand: z.preprocess(
    absentIfNull,
    z
      .string({ error: "Brand must be text" })
      .trim()
      .max(60, "Brand is at most 60 characters")
      .default(BRAND_NAME)
      .transform((brand) => brand || BRAND_NAME),
  ),
  discount: z.preprocess(
    numberInput,
    z
      .number({ error: "Discount must be between 0 and 100" })
      .min(0, "Discount must be between 0 and 100")
      .max(100, "Discount must be between 0 and 100")
      .default(0),
  ),
  images,
  tags: z.preprocess(absentIfNull, textList("tags", 30, 40).default([])),
  sizes: z.preprocess(absentIfNull, textList("sizes", 20, 20).optional()),
  size_guide: z.preprocess(absentIfNull, sizeGuide.optional()),
  isActive: flag("isActive", true),
  isFeatured: flag("isFeatured", false),
  // One value per product, as the filters and menus know it (shared/materials.ts): "Banarasi Silk" is saved as Silk.
  material: optionalText("Material", 60).transform((text: string) => normaliseMaterial(text)),
  pattern: optionalText("Pattern", 60),
  color: optionalText("Color", 60),
  occasion: optionalText("Occasion", 60),
  fabric: optionalText("Fabric", 60),
  wash_care: optionalText("Wash care", 60),
  silhouette: optionalText("Silhouette", 60),
  sleeve_type: omittedWhenBlank("Sleeve type", 60),
  neck_type: omittedWhenBlank("Neck type", 60),
  length: omittedWhenBlank("Length", 60),
  // Legal Metrology declarations (issue 27); blank means the seller's defaults.
  countryOfOrigin: omittedWhenBlank("Country of origin", 60),
  maker: omittedWhenBlank("Maker or brand owner", 300),
  hsn: z.preprocess(
    absentIfBlank,
    z
      .string({ error: "HSN code must be text" })
      .trim()
      .regex(HSN_PATTERN, "HSN code must be 4, 6 or 8 digits")
      .optional(),
  ),
  // Grams, packed; absent means its kind's default (shared/shipping/weights.ts).
  shippingWeightGrams: z.preprocess(
    numberInput,
    z
      .number({ error: "Shipping weight must be a whole number of grams" })
      .int("Shipping weight must be a whole number of grams")
      .min(1, "Shipping weight must be at least 1 gram")
      .max(MAX_SHIPPING_WEIGHT_GRAMS, `Shipping weight is at most ${MAX_SHIPPING_WEIGHT_GRAMS} grams`)
      .optional(),
  ),
  // Made to measure (issue 26, docs/made-to-measure.md).
  buyAs: z.preprocess(absentIfBlank, z.enum(BUY_AS, { error: "buyAs must be ready, custom or both" }).optional()),
  customOptions: z.preprocess(absentIfNull, z.array(customOption, { error: "customOptions must be a list of options" }).max(30, "customOptions can have at most 30 options").optional()),
  leadTimeDays: z.preprocess(
    absentIfNull,
    z
      .strictObject(
        {
          min: z.number({ error: "Lead time must be whole days" }).int("Lead time must be whole days").min(1, "Lead time is at least 1 day").max(120, "Lead time is at most 120 days"),
          max: z.number({ error: "Lead time must be whole days" }).int("Lead time must be whole days").min(1, "Lead time is at least 1 day").max(120, "Lead time is at most 120 days"),
        },
        { error: "leadTimeDays must be {min, max} days" },
      )
      .refine((days) => days.min <= days.max, "Lead time's first figure must not be more than its second")
      .optional(),
  ),
  customStock: z.preprocess(absentIfBlank, z.enum(CUSTOM_STOCK, { error: "customStock must be fabric or none" }).optional()),
  // A saree: Free size with a blouse choice (issue 40); null takes it off.
  blouse: z.preprocess(absentIfNull, sareeBlouse.optional()),
  // Sent by forms, CSVs and tools from before reviews (issue 27): read and dropped, never stored.
  // A rating comes only from approved reviews.
  rating: z.unknown().optional().transform((): undefined => undefined),
  /**
   * Only on an update: the updatedAt the admin's form was loaded with. When given and the product
   * has changed since (a sale took stock, another admin saved), the save is refused, not merged.
   */
  updatedAt: z.preprocess(absentIfNull, z.string({ error: "updatedAt must be text" }).max(40, "updatedAt is at most 40 characters").optional()),
});

/** The body of POST /api/products, and of PUT once merged onto the stored product. */
/** With stockBySize, the total is theirs: it stands in for a missing `stock` (the transform recomputes it). */
function totalFromSizes(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  const bySize = fields.stockBySize;
  if ((fields.stock !== undefined && fields.stock !== null) || typeof bySize !== "object" || bySize === null) return body;
  return { ...fields, stock: 0 };
}

/** A custom piece that takes the fabric's own stock (the reserved size "Custom"); a saree's takes the saree's. */
const keepsFabric = (product: { buyAs?: (typeof BUY_AS)[number]; customStock?: string; blouse?: unknown }) =>
  buyAsOf(product) !== "ready" && product.customStock === "fabric" && !product.blouse;

export const productBodySchema = z
  .preprocess(totalFromSizes, knownFieldsOnly(productFieldsSchema, "product"))
  .superRefine((product, ctx) => {
    if (product.originalPrice !== undefined && product.originalPrice < product.price) {
      ctx.addIssue({ code: "custom", path: ["originalPrice"], message: "Original price must be at least the price" });
    }
    const options = product.customOptions ?? [];
    const ids = options.map((option) => option.id);
    const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
    if (repeated) ctx.addIssue({ code: "custom", path: ["customOptions"], message: `customOptions has ${repeated} twice` });
    for (const option of options) {
      if (option.under !== undefined && (option.under === option.id || !ids.includes(option.under))) {
        ctx.addIssue({ code: "custom", path: ["customOptions"], message: `${option.label} sits under ${option.under}, which is not another option` });
      }
    }
    // A saree's sizes and stock are Free size whatever was sent: an older count per size folds into it (transform).
    if (product.stockBySize && !product.blouse) {
      const fabric = keepsFabric(product);
      const sizes: readonly string[] = [...(product.sizes ?? DEFAULT_SIZES), ...(fabric ? [CUSTOM_SIZE] : [])];
      // "Custom" left over from fabric stock is dropped with the size (the transform), not refused.
      const unknown = Object.keys(product.stockBySize).filter((size) => !sizes.includes(size) && size !== CUSTOM_SIZE);
      const missing = sizes.filter((size) => size !== CUSTOM_SIZE && product.stockBySize![size] === undefined);
      if (unknown.length > 0) ctx.addIssue({ code: "custom", path: ["stockBySize"], message: `stockBySize names ${unknown.join(", ")}, which the product does not offer` });
      if (missing.length > 0) ctx.addIssue({ code: "custom", path: ["stockBySize"], message: `Stock per size is required for ${missing.join(", ")}` });
    }
  })
  .transform((product) => {
    if (product.blouse) {
      // One count for the saree, whichever blouse is chosen (shared/saree-blouse.ts says why).
      const stockBySize = freeSizeStock(product.stockBySize, product.stock);
      const present = Object.fromEntries(Object.entries(product).filter(([, value]) => value !== undefined)) as typeof product;
      const discount = discountPercent(product.price, product.originalPrice);
      return { ...present, sizes: [FREE_SIZE], size_guide: [], stockBySize, stock: totalStock(stockBySize), discount };
    }
    // The form starts with sizes XS to XL and their size guide (docs/product.md section 9).
    // The reserved size "Custom" holds the fabric's stock of a custom piece, and only then.
    const given = (product.sizes ?? [...DEFAULT_SIZES]).filter((size) => size !== CUSTOM_SIZE);
    const sizes = keepsFabric(product) ? [...given, CUSTOM_SIZE] : given;
    const size_guide = product.size_guide ?? DEFAULT_SIZE_GUIDE.filter((row) => sizes.includes(row.size)).map((row) => ({ ...row }));
    const stockBySize = stockForSizes(product.stockBySize, product.stock, sizes);
    // Details left blank are left out, not stored as empty (the product page hides absent rows).
    const present = Object.fromEntries(Object.entries(product).filter(([, value]) => value !== undefined)) as typeof product;
    // The percent off is never typed: it follows the two prices, whatever a form or sheet sent.
    const discount = discountPercent(product.price, product.originalPrice);
    return { ...present, sizes, size_guide, stockBySize, stock: totalStock(stockBySize), discount };
  });

export type ProductBody = z.output<typeof productBodySchema>;

/** Fields of a stored product that are the server's: an update's merge starts without them. */
export const SERVER_OWNED_PRODUCT_FIELDS = ["_id", "id", "createdAt", "updatedAt", "original_price"] as const;
