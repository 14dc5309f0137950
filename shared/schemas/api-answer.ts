import * as z from "zod";

// The two envelopes every list and every refusal share. For types only: nothing imports this at
// run time.

const paginationSchema = z.object({ total: z.number(), limit: z.number(), nextCursor: z.string().nullable() });

/** A page of a list: `data` plus `pagination.total` as the spec reads, and an opaque cursor. */
export const pageSchema = <Item extends z.ZodType>(item: Item) => z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
export type Page<T> = z.output<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

export const apiErrorSchema = z.object({ success: z.literal(false), error: z.string() });
export type ApiError = z.output<typeof apiErrorSchema>;
