import type { Context } from "hono";
import type * as z from "zod";

// The emulators' control routes (what tests and people use to steer them): a body read against
// its schema, and a refusal that says what was wrong, in one shape for every emulator.

/** A control request refused: `{ error: { message } }` with 400 (or 404 for what is not there). */
export const controlProblem = (c: Context, message: string, status: 400 | 404 = 400) => c.json({ error: { message } }, status);

/** The request's JSON body as the schema reads it, or every field that is wrong in one line. */
export async function controlBody<T>(c: Context, schema: z.ZodType<T>): Promise<{ data: T } | { error: string }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { error: "The body must be JSON." };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  return { error: parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ") };
}
