import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

/** Routes under /api/subcategories (to be filled in by the API issue). */
export function subcategoryRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
