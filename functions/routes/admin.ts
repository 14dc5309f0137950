import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

/** Routes under /api/admin (to be filled in by the API issue). */
export function adminRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
