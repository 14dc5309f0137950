import type * as z from "zod";
import { badRequest } from "../errors.js";
import { describeIssue } from "../http/validate.js";

/** A body or query checked in the handler rather than the route (the routes load on first use): 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}
