import * as z from "zod";
import { subcategoryFieldsSchema } from "./subcategory.js";

// A subcategory as the API answers it: the admin's fields (./subcategory.ts) with the server's ids
// and times. For types only: nothing imports this at run time.

export const subcategorySchema = subcategoryFieldsSchema.extend({
  _id: z.string(),
  id: z.string(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Subcategory = z.output<typeof subcategorySchema>;
