import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/** JSON text of a T, made once and sent many times, which remembers T for the route's type. */
export type JsonText<T> = string & { readonly shape?: T };

export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value);

/** Sends JSON made once as it is: typed as c.json(T) would type it, so the API's contract holds. */
export function sendJsonText<T>(c: Context, text: JsonText<T>) {
  c.header("Content-Type", "application/json; charset=UTF-8");
  return c.body(text, 200) as unknown as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
