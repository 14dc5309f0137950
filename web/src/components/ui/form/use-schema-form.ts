import { useRef, useState, type FormEvent } from "react";
import type * as z from "zod";
import { checkForm, firstProblem, type FieldErrors } from "./form-problems.js";

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * One form's state, checked by its schema: the values, each field's first error after a send
 * (kept until the next send), the server's refusal, and sending. A refused send focuses the
 * first field at fault.
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(schema: z.ZodType<Output, Values>, initial: Values | (() => Values)) {
  type Name = Extract<keyof Values, string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const elements = useRef<Partial<Record<Name, Focusable | null>>>({});
  const order = Object.keys(values) as Name[];
  const problem = firstProblem(errors, order);

  function change(name: Name, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /** The props that tie an input or select to a value: name, value, onChange, ref and aria-invalid. */
  function field(name: Name) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      ref: (element: Focusable | null) => {
        elements.current[name] = element;
      },
      // Only the field the form's one message is about is marked, so the eye goes where the words point.
      "aria-invalid": problem?.field === name ? (true as const) : undefined,
    };
  }

  function reset(next: Values = typeof initial === "function" ? initial() : initial) {
    setValues(next);
    setErrors({});
    setServerError(null);
  }

  /** The form's onSubmit: checks the values, then sends what the schema made of them. */
  function submit(send: (data: Output) => Promise<unknown> | unknown, describeFailure: (failure: unknown) => string) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (busy) return;
      const checked = checkForm(schema, values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = firstProblem(checked.errors, order);
        if (first) elements.current[first.field]?.focus();
        return;
      }
      setErrors({});
      setServerError(null);
      setBusy(true);
      try {
        await send(checked.data);
      } catch (failure) {
        setServerError(describeFailure(failure));
      } finally {
        setBusy(false);
      }
    };
  }

  /** What the form's one alert says: the first field's problem, else the server's refusal. */
  const message = problem?.message ?? serverError;
  return { values, setValues, change, field, errors, problem, message, serverError, setServerError, busy, reset, submit };
}
