import * as z from "zod";
import { subcategoryFieldsSchema } from "./subcategory.js";

// A subcategory as the server keeps it: the admin's fields (./subcategory.ts) with the server's id
// and times; the API answers it with the spec's `_id` added at the edge
// (functions/http/spec-aliases.ts). For types only: nothing imports this at run time.

export const subcategoryRecordSchema = subcategoryFieldsSchema.extend({
  id: z.string(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SubcategoryRecord = z.output<typeof subcategoryRecordSchema>;

/** A subcategory as the API answers it. */
export const subcategorySchema = subcategoryRecordSchema.extend({ _id: z.string() });

export type Subcategory = z.output<typeof subcategorySchema>;
