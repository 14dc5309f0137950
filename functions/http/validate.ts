import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import * as z from "zod";

/** The first problem, as a sentence a person can act on (the schema's own message where it has one). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`;
  if (issue.code === "invalid_type" && /^Invalid input/.test(issue.message)) {
    return field ? `${field} must be a ${issue.expected}` : `The request must be a ${issue.expected}`;
  }
  if (/^(Invalid|Too (big|small))/.test(issue.message) && field) return `${field}: ${issue.message}`;
  return issue.message;
}

// zod-validator types the error for zod 3 and 4 alike; the shop runs zod 4, whose issues these are.
type Outcome = { success: true } | { success: false; error: { issues: readonly object[] } };

/** Anything off is a 400 in the shop's error shape, naming the field and the rule. */
function refuse(c: Context, issues: readonly object[]) {
  return c.json({ success: false as const, error: describeIssue(issues[0] as z.core.$ZodIssue) }, 400);
}

function refuseFirstIssue(result: Outcome, c: Context) {
  if (!result.success) return refuse(c, result.error.issues);
}

/**
 * What an empty request body stands for at a route: nothing at all (a route that needs a body
 * says the body is missing), or a form sent blank (its first missing field is named).
 */
export type EmptyBody = "nothing" | "a blank form";

/**
 * The route's body, checked before the handler runs (functions/http/json-body.ts has parsed it
 * once). The handler reads the typed result with c.req.valid("json").
 */
export function validBody<S extends z.ZodType>(schema: S, empty: EmptyBody = "nothing") {
  return zValidator("json", schema, (result: Outcome, c: Context) => {
    // hono's validator reads an empty body as {}; where that is no body at all, the schema judges undefined.
    if (empty === "nothing" && (c.get("rawBody") ?? "").trim() === "") {
      const absent = schema.safeParse(undefined);
      if (!absent.success) return refuse(c, absent.error.issues);
    }
    return refuseFirstIssue(result, c);
  });
}

/** A repeated query parameter counts once, by its first value (as c.req.query() reads it). */
function firstValues(query: unknown): unknown {
  if (typeof query !== "object" || query === null) return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/** The route's query string, checked before the handler runs; read with c.req.valid("query"). */
export const validQuery = <S extends z.ZodType>(schema: S) => zValidator("query", z.preprocess(firstValues, schema), refuseFirstIssue);
