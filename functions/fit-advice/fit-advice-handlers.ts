import type { Context } from "hono";
import { noQuerySchema } from "@shared/schemas/empty.js";
import { fitAdviceListQuerySchema } from "@shared/schemas/fit-advice.js";
import type { AppDeps } from "../deps.js";
import type { AuthVariables } from "../http/auth.js";
import type { BodyVariables } from "../http/json-body.js";
import { parseInput } from "../reviews/parse-input.js";
import { ownerFitList } from "./owner-fit-rows.js";
import { productFit } from "./product-fit.js";

// What the fit advice routes do (functions/routes/fit-advice.ts), loaded on their first use.

type FitContext = Context<{ Variables: BodyVariables & AuthVariables }>;

export const fitAdviceHandlers = {
  /** GET /api/products/:productId/fit: the piece's fit (or its subcategory's), for everyone. */
  product: async (deps: AppDeps, c: FitContext) => {
    parseInput(noQuerySchema, c.req.query());
    return c.json({ success: true as const, data: await productFit(deps.repos, c.req.param("productId")!) });
  },

  /** GET /api/products/:productId/fit/mine: the same, with her own suggested size. */
  mine: async (deps: AppDeps, c: FitContext) => {
    parseInput(noQuerySchema, c.req.query());
    return c.json({ success: true as const, data: await productFit(deps.repos, c.req.param("productId")!, c.get("user").id) });
  },

  /** GET /api/admin/fit-advice: the owner's products with evidence, or only those to check. */
  owner: async (deps: AppDeps, c: FitContext) => {
    const query = parseInput(fitAdviceListQuerySchema, c.req.query());
    const { shop, rows, nextCursor } = await ownerFitList(deps.repos, { limit: query.limit, cursor: query.cursor, flagged: query.flagged !== undefined });
    return c.json({ success: true as const, data: rows, shop, pagination: { limit: query.limit, nextCursor } });
  },
};

export type FitAdviceHandler = keyof typeof fitAdviceHandlers;
