import type * as z from "zod";
import { badRequest } from "../errors.js";

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

/** Parses input with a schema; anything off is a 400 that names the field and the rule. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}
