import * as z from "zod";
import { SUBCATEGORY_CATEGORIES } from "../catalogue.js";
import { flag, knownFieldsOnly, numberInput, optionalText, requiredText } from "./known-fields.js";

// The admin subcategory form's rules (docs/product.md section 5): name and category required, sortOrder
// an integer falling back to 0, active unless said otherwise.

export const MAX_SORT_ORDER = 1_000_000;

export const subcategoryFieldsSchema = z.object({
  name: requiredText("Name", 60),
  category: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string({ error: (issue) => (issue.input === undefined || issue.input === null ? "Category is required" : "Category must be text") })
      .min(1, "Category is required")
      .pipe(z.enum(SUBCATEGORY_CATEGORIES, { error: `Category must be one of: ${SUBCATEGORY_CATEGORIES.join(", ")}` })),
  ),
  description: optionalText("Description", 500),
  // Blank or absent falls back to 0 as the form does; a fraction or a word is a mistake worth saying.
  sortOrder: z.preprocess(
    numberInput,
    z
      .number({ error: "Sort order must be a whole number" })
      .int("Sort order must be a whole number")
      .min(-MAX_SORT_ORDER, `Sort order must be between -${MAX_SORT_ORDER} and ${MAX_SORT_ORDER}`)
      .max(MAX_SORT_ORDER, `Sort order must be between -${MAX_SORT_ORDER} and ${MAX_SORT_ORDER}`)
      .default(0),
  ),
  isActive: flag("isActive", true),
});

/** The body of POST /api/subcategories, and of PUT once merged onto the stored subcategory. */
export const subcategoryBodySchema = knownFieldsOnly(subcategoryFieldsSchema, "subcategory");

export type SubcategoryBody = z.output<typeof subcategoryBodySchema>;

const flagQuery = (name: string) => z.enum(["true", "false"], { error: `${name} must be true or false` }).transform((value) => value === "true");

/** Query of GET /api/subcategories. */
export const subcategoryQuerySchema = z
  .object({
    isActive: flagQuery("isActive").optional(),
    category: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(SUBCATEGORY_CATEGORIES, { error: `category must be one of: ${SUBCATEGORY_CATEGORIES.join(", ")}` }))
      .optional(),
    search: z.string().trim().max(100, "search is at most 100 characters").optional(),
  })
  .strict();

export type SubcategoryQuery = z.output<typeof subcategoryQuerySchema>;

export const MAX_BULK_OPERATIONS = 100;

/** POST /api/subcategories/bulk: { operations: [{ id, action: "delete" }] }. */
export const subcategoryBulkSchema = knownFieldsOnly(
  z.object({
    operations: z
      .array(
        z.strictObject(
          {
            id: z.string({ error: "Each operation needs the subcategory's id" }).trim().min(1, "Each operation needs the subcategory's id").max(64, "A subcategory id is at most 64 characters"),
            action: z.literal("delete", { error: "The only bulk action is delete" }),
          },
          { error: "Each operation must be an object with id and action" },
        ),
        { error: "Please select subcategories to delete." },
      )
      .min(1, "Please select subcategories to delete.")
      .max(MAX_BULK_OPERATIONS, `At most ${MAX_BULK_OPERATIONS} subcategories can be changed at once`),
  }),
  "bulk request",
);

export type SubcategoryBulk = z.output<typeof subcategoryBulkSchema>;
