import * as z from "zod";

/** POST /api/admin/products/import: the CSV file's text, and whether to write it (false: preview only). */
export const productImportSchema = z
  .object({
    csv: z.string({ error: "csv must be the file's text" }).min(1, "The file is empty").max(900_000, "The file is too large: import at most 900 KB at once"),
    apply: z.boolean({ error: "apply must be true or false" }).default(false),
  })
  .strict();
