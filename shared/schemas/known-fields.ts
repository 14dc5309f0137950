import * as z from "zod";

/**
 * A body must be a JSON object whose every field the schema knows; an unknown field is refused
 * before anything else is checked, so a mass-assignment attempt is answered with exactly that
 * ("Unknown field: role") and nothing it carries can be stored.
 */
export function knownFieldsOnly<S extends z.ZodObject>(schema: S, what: string) {
  const known = new Set(Object.keys(schema.shape));
  return z
    .record(z.string(), z.unknown(), { error: `Send the ${what} as a JSON object` })
    .superRefine((body, ctx) => {
      const unknown = Object.keys(body).filter((field) => !known.has(field));
      if (unknown.length > 0) {
        ctx.addIssue({ code: "custom", message: `Unknown field${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}` });
      }
    })
    .pipe(schema);
}

/** Form inputs arrive as numbers or as the text of one; blank and null mean "not given". */
export function numberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return undefined;
    if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  }
  return value;
}

/** null means "not given", as forms send it for an empty optional field. */
export function absentIfNull(value: unknown): unknown {
  return value === null ? undefined : value;
}

/** Optional text: null and blank mean "not given". */
export function absentIfBlank(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

/** A text field with the spec's "X is required" and a length cap, both naming the field. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);
}

/** Optional text, trimmed and capped; absent or null gives "". */
export function optionalText(label: string, max: number) {
  return z.preprocess(
    absentIfNull,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} is at most ${max} characters`)
      .default(""),
  );
}

/** Optional text left out altogether when blank (the product page shows such rows only when present). */
export function omittedWhenBlank(label: string, max: number) {
  return z.preprocess(
    absentIfBlank,
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} is at most ${max} characters`)
      .optional(),
  );
}

export function flag(label: string, fallback: boolean) {
  return z.preprocess(absentIfNull, z.boolean({ error: `${label} must be true or false` }).default(fallback));
}

/**
 * The body of a change to a stored record: any JSON object, passed on as sent. Which fields it
 * may hold is checked on the record it makes, laid over the stored one, by the record's schema.
 */
export function changesTo(what: string) {
  return z.custom<Record<string, unknown>>((body) => typeof body === "object" && body !== null && !Array.isArray(body), { error: `Send the ${what} as a JSON object` });
}
