import type * as z from "zod";

// What a schema says about a form's values, read field by field: the first message for each
// field, and the first field in the form's order that has one.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

export type FormCheck<Field extends string, Output> = { ok: true; data: Output } | { ok: false; errors: FieldErrors<Field> };

export function checkForm<Values extends Record<string, unknown>, Output>(schema: z.ZodType<Output, Values>, values: Values): FormCheck<Extract<keyof Values, string>, Output> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<Extract<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values) errors[field as Extract<keyof Values, string>] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in the order the values list them, that has an error. */
export function firstProblem<Field extends string>(errors: FieldErrors<Field>, order: readonly Field[]): FormProblem<Field> | null {
  const field = order.find((name) => errors[name]);
  return field ? { field, message: errors[field]! } : null;
}

/** The one problem a form reports, or null when the values can be sent. */
export function formProblem<Values extends Record<string, unknown>, Output>(schema: z.ZodType<Output, Values>, values: Values): FormProblem<Extract<keyof Values, string>> | null {
  const checked = checkForm(schema, values);
  return checked.ok ? null : firstProblem(checked.errors, Object.keys(values) as Extract<keyof Values, string>[]);
}
