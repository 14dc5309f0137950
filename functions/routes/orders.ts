import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

/** Routes under /api/orders (to be filled in by the API issue). */
export function orderRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
