import type { Context } from "hono";
import type { SaveOutcome } from "../data/saved-lists.js";

/** 200 with the list saved, or 409 with the refusal and, in `data`, the newer list stored. */
export function savedListAnswer<T>(c: Context, outcome: SaveOutcome<T>, changedElsewhere: string) {
  if (!outcome.saved) return c.json({ success: false as const, error: changedElsewhere, data: outcome.current }, 409);
  return c.json({ success: true as const, data: outcome.list }, 200);
}
