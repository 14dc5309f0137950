import * as z from "zod";

/** A list's `limit` query parameter: a whole number from 1 to `max`, with texts a person can act on. */
export function pageLimit(max: number) {
  return z
    .string()
    .regex(/^\d+$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "limit must be at least 1").max(max, `limit must be at most ${max}`));
}
