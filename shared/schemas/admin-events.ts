import * as z from "zod";

/** An events cursor is the sort key of the last event seen: "<ISO time>#<id>" (or "<ISO time>#"). */
export const EVENT_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f]{0,24}$/;

/** GET /api/admin/events?after=<cursor>. */
export const eventsQuerySchema = z
  .object({
    after: z.string().regex(EVENT_CURSOR, "after is not a valid events cursor; ask again without it").optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, "limit must be a whole number")
      .transform(Number)
      .pipe(z.number().min(1, "limit must be at least 1").max(100, "limit must be at most 100"))
      .optional(),
  })
  .strict();
export type EventsQuery = z.output<typeof eventsQuerySchema>;
