import type { Context } from "hono";
import { invalidRequest } from "./errors.js";

/** The request's JSON object; an empty body reads as {} (the SDK sends none for a full refund). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest("The request body is not valid JSON.");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest("The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}
