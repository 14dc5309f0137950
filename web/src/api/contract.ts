// The API's answers, typed by the server's own routes: the one place the web reads types from
// functions/ (type-only, so nothing of the server reaches the bundle). A route that changes
// what it answers breaks the web's type check here, not in a shopper's browser.
import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "@functions/app.js";

type Schema = ExtractSchema<AppType>;

/** A path under /api as the routes name it, e.g. "/orders/:id". */
export type ApiPath = { [Route in keyof Schema]: Route extends `/api${infer Path}` ? Path : never }[keyof Schema];

type Endpoint<P extends ApiPath> = Schema[`/api${P}`];

/** The methods a path answers: "$get", "$post", "$put", "$patch", "$delete". */
export type ApiMethod<P extends ApiPath> = keyof Endpoint<P> & string;

/** The outputs a route may send with a 2xx status (c.json without a status may send any). */
type Successful<Entry> = Entry extends { status: infer Status; output: infer Output } ? ([Extract<Status, SuccessStatusCode>] extends [never] ? never : Output) : never;

/** The JSON body of a successful answer (errors are thrown by the client as ApiError). */
export type Answer<P extends ApiPath, M extends ApiMethod<P>> = Successful<Endpoint<P>[M]>;
