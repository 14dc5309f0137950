import { Hono } from "hono";
import type { AppDeps } from "../deps.js";

/** Routes under /api/auth (to be filled in by the API issue). */
export function authRoutes(deps: AppDeps) {
  void deps;
  return new Hono();
}
