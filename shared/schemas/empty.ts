import * as z from "zod";

/** The query of a route that takes no parameters: anything sent is an unknown field. */
export const noQuerySchema = z.object({}).strict();

/** The body of a route that takes none: nothing, or an empty object. */
export const noBodySchema = z
  .object({}, { error: (issue) => (issue.code === "invalid_type" ? "This request takes no body." : undefined) })
  .strict()
  .optional();
