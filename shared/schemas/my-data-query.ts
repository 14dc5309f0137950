import * as z from "zod";

/** GET /api/auth/my-data: the JSON file (the default) or the same data as a readable page. */
export const myDataQuerySchema = z
  .object({ format: z.enum(["json", "html"], { error: "format must be json or html" }).optional() })
  .strict();
