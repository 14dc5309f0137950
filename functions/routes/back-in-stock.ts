import { Hono } from "hono";
import { backInStockBodySchema, backInStockConfirmSchema } from "../../shared/schemas/back-in-stock.js";
import type { AppDeps } from "../deps.js";
import { requirePermission, signedInOrNobody, type AuthVariables } from "../http/auth.js";
import { clientAddress } from "../http/client-address.js";
import type { BodyVariables } from "../http/json-body.js";
import { limitPerSource, SOURCE_LIMITS } from "../http/source-limits.js";
import { tooManyRequests } from "../http/too-many-requests.js";
import { validBody } from "../http/validate.js";

// "Notify me" (issue 27). The handlers load on first use: the API's cold-start bundle has no room.

/** Confirmation e-mails one address may be sent in a day, whoever asks: the route cannot be used to flood an inbox. */
const LINKS_PER_ADDRESS_PER_DAY = 5;

/** POST /api/products/:productId/back-in-stock: a shopper asks to hear when a sold-out size returns. */
export function backInStockRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables & AuthVariables }>().post("/:productId/back-in-stock", limitPerSource(deps, SOURCE_LIMITS.backInStock), validBody(backInStockBodySchema), async (c) => {
    const body = c.req.valid("json");
    const user = await signedInOrNobody(deps, c.req.header("authorization"));
    if (!user && body.email && !deps.config.throttleExemptSources.includes(clientAddress(c))) {
      const attempt = await deps.repos.throttle.take(`back-in-stock-address#${body.email}`, LINKS_PER_ADDRESS_PER_DAY, 24 * 3600);
      if (!attempt.allowed) throw tooManyRequests((wait) => `Too many requests for this e-mail address. Please try again in ${wait}.`, attempt.resetsAt, deps.repos.db.now());
    }
    const { askBackInStock } = await import("../back-in-stock/ask-back-in-stock.js");
    const answer = await askBackInStock(deps.repos, c.req.param("productId"), body, user);
    return c.json({ success: true as const, data: { status: answer.status }, message: answer.message }, answer.status === "waiting" ? 201 : 202);
  });
}

/** POST /api/back-in-stock/confirm (the e-mail's link) and GET /api/back-in-stock (the admin's counts). */
export function backInStockAdminRoutes(deps: AppDeps) {
  return new Hono<{ Variables: BodyVariables & AuthVariables }>()
    .post("/confirm", limitPerSource(deps, SOURCE_LIMITS.backInStock), validBody(backInStockConfirmSchema), async (c) => {
      const { confirmBackInStock } = await import("../back-in-stock/confirm-back-in-stock.js");
      const answer = await confirmBackInStock(deps.repos, c.req.valid("json").token);
      return c.json({ success: true as const, data: { productId: answer.productId, size: answer.size }, message: answer.message });
    })
    .get("/", requirePermission(deps, "stock"), async (c) => {
      const { mostWanted } = await import("../back-in-stock/most-wanted.js");
      return c.json({ success: true as const, data: await mostWanted(deps.repos) });
    });
}
